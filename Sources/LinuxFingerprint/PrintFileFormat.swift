#if LinuxFingerprint
    import CFPrint

    /// The shape of a print file, checked before libfprint reads it.
    ///
    /// `fp_print_deserialize` trusts its input: an empty file trips its `length > 3` assertion (SIGABRT), and a cut
    /// file parses as a GVariant whose missing parts read as empty containers, which GLib then aborts on
    /// (`g_variant_get_child_value`). So a file must be what `fp_print_serialize` writes (libfprint 1.94, fp-print.c):
    /// the three bytes `FP3`, then one GVariant of type `(issbymsmsia{sv}v)` — print type, driver, device id,
    /// device-stored, finger, username, description, enroll date, an unused dictionary and the print data — in
    /// normal form (every frame offset and size consistent, nothing missing or left over). The print data must be
    /// what libfprint unpacks for the type: a variant (`v`) for a raw print (1, match-on-chip and virtual drivers),
    /// `(a(aiaiai))` minutiae for an NBIS print (2, image drivers).
    ///
    /// ```swift
    /// PrintFileFormat.problem(in: [])                         // "the file is empty"
    /// PrintFileFormat.problem(in: Array(saved.prefix(29)))    // "... is cut short or damaged ..."
    /// PrintFileFormat.problem(in: saved)                      // nil
    /// ```
    public enum PrintFileFormat {
        /// The bytes every print file starts with.
        public static let header: [UInt8] = Array("FP3".utf8)
        /// The GVariant type of the data after the header.
        public static let variantType = "(issbymsmsia{sv}v)"

        /// libfprint's print types (`FpiPrintType`) and the type of the data each one unpacks.
        static let printDataTypes: [Int32: String] = [1: "v", 2: "(a(aiaiai))"]

        /// Why `bytes` cannot be a print libfprint wrote, or `nil` if it has the shape of one.
        public static func problem(in bytes: [UInt8]) -> String? {
            guard !bytes.isEmpty else { return "the file is empty" }
            guard bytes.count >= header.count, Array(bytes.prefix(header.count)) == header else {
                return "it does not start with libfprint's \"FP3\" header (\(bytes.count) bytes)"
            }
            guard bytes.count > header.count else { return "it holds only the \"FP3\" header, no print data" }
            let body = Array(bytes.dropFirst(header.count))
            let type = g_variant_type_new(variantType)!
            defer { g_variant_type_free(type) }
            // GVariant keeps its own copy: the serialized data must outlive the value and be suitably aligned.
            let copy = body.withUnsafeBytes { g_memdup2($0.baseAddress, gsize($0.count)) }
            let value = g_variant_ref_sink(g_variant_new_from_data(type, copy, gsize(body.count), 0, g_free, copy))!
            defer { g_variant_unref(value) }
            guard g_variant_is_normal_form(value) != 0 else {
                return "the \(body.count) bytes after the header are not a whole serialized print (the file is cut "
                    + "short or damaged)"
            }
            let printType = withChild(value, 0) { g_variant_get_int32($0) }
            guard let expected = printDataTypes[printType] else {
                return "unknown print type \(printType) (libfprint writes 1, raw, or 2, NBIS)"
            }
            let found = withChild(value, 9) { boxed in
                let data = g_variant_get_variant(boxed)!
                defer { g_variant_unref(data) }
                return String(cString: g_variant_get_type_string(data))
            }
            guard found == expected else {
                return "print data of type \(found) where a print of type \(printType) holds \(expected)"
            }
            return nil
        }

        /// `body` applied to child `index` of `tuple` (a normal-form value of ``variantType``, so the child exists).
        private static func withChild<T>(_ tuple: OpaquePointer, _ index: Int, _ body: (OpaquePointer) -> T) -> T {
            let child = g_variant_get_child_value(tuple, gsize(index))!
            defer { g_variant_unref(child) }
            return body(child)
        }
    }
#endif
