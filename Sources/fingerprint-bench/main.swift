print("fingerprint-bench placeholder")
