/// The web panel served at `GET /` (a placeholder: the panel branch replaces this file).
public enum LivePanel {
    /// The whole page: no external assets; it reads the token from `location.hash` (`#token=...`).
    public static let html: String = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>LockHarness live</title></head>
        <body><h1>LockHarness live session</h1><pre id="state">loading…</pre>
        <script>
        const token = new URLSearchParams(location.hash.slice(1)).get("token") || "";
        fetch("/api/state", {headers: {Authorization: "Bearer " + token}})
          .then(r => r.text()).then(t => { document.getElementById("state").textContent = t; });
        </script></body></html>
        """
}
