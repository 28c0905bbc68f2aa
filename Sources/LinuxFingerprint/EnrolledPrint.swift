#if LinuxFingerprint
    import CFPrint
    import Foundation

    /// An enrolled libfprint print (an `FpPrint`), kept alive for verifying, with its serialized form and the
    /// reader that made it.
    final class EnrolledPrint: @unchecked Sendable {
        let pointer: OpaquePointer
        /// `fp_print_serialize` bytes (empty if serializing failed).
        let serialized: [UInt8]
        /// `fp_print_get_driver`.
        let driver: String
        /// `fp_print_get_device_id`.
        let deviceID: String
        /// `fp_print_get_finger`, when set and known.
        let finger: Finger?

        /// Takes ownership of `pointer` (one reference).
        init(taking pointer: OpaquePointer) {
            self.pointer = pointer
            var data: UnsafeMutablePointer<guchar>? = nil
            var length: gsize = 0
            var error: UnsafeMutablePointer<GError>? = nil
            if fp_print_serialize(pointer, &data, &length, &error) != 0, let data {
                serialized = Array(UnsafeBufferPointer(start: data, count: Int(length)))
                g_free(data)
            } else {
                serialized = []
                if let error { g_error_free(error) }
            }
            driver = fp_print_get_driver(pointer).map { String(cString: $0) } ?? ""
            deviceID = fp_print_get_device_id(pointer).map { String(cString: $0) } ?? ""
            finger = Finger(rawValue: Int(fp_print_get_finger(pointer).rawValue))
        }

        deinit {
            let pointer = LoopConfined(self.pointer)
            GLibMainLoopThread.shared.invoke { g_object_unref(UnsafeMutableRawPointer(pointer.pointer)) }
        }

        /// `driver/deviceID` of the reader that made the print.
        var reader: String { "\(driver)/\(deviceID)" }

        /// Reads a print back from `fp_print_serialize` bytes (on the loop thread); `path` names the file in errors.
        /// Bytes without the shape of a print (``PrintFileFormat``) are refused before libfprint sees them: it
        /// asserts on an empty file and aborts on a cut one.
        static func deserialize(_ bytes: [UInt8], path: String) async -> Result<EnrolledPrint, PrintStoreError> {
            if let problem = PrintFileFormat.problem(in: bytes) {
                return .failure(.corrupt(path: path, reason: problem))
            }
            return await GLibMainLoopThread.shared.run {
                var error: UnsafeMutablePointer<GError>? = nil
                let print = bytes.withUnsafeBufferPointer { buffer in
                    fp_print_deserialize(buffer.baseAddress, gsize(buffer.count), &error)
                }
                guard let print else {
                    let reason = error.map { GErrorInfo(taking: $0).message } ?? "no print in the data"
                    return .failure(.corrupt(path: path, reason: reason))
                }
                return .success(EnrolledPrint(taking: print))
            }
        }
    }
#endif
