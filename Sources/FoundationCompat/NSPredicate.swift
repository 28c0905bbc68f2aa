#if os(Linux)
    import Foundation

    /// The part of `NSPredicate` that app code uses for input validation: `SELF MATCHES %@` (a regular expression
    /// that must match the whole string, as ICU's MATCHES does) and `SELF == %@`.
    ///
    /// It shadows Foundation's `NSPredicate`, whose `init(format:)` does not exist in swift-corelibs-foundation.
    /// Any other format stops the program with a message naming it: a predicate the simulation cannot evaluate
    /// must not quietly answer.
    ///
    /// ```swift
    /// let emailPredicate = NSPredicate(format: "SELF MATCHES %@", "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}")
    /// emailPredicate.evaluate(with: "a@example.com")   // true
    /// ```
    open class NSPredicate: @unchecked Sendable, CustomStringConvertible {
        private enum Test {
            case matches(String)
            case equals(String)
        }

        private let test: Test
        /// The format and its argument, for messages.
        public let description: String

        /// A predicate `SELF MATCHES %@` or `SELF == %@` with one string argument.
        public init(format predicateFormat: String, _ args: any CVarArg...) {
            let words = predicateFormat.split(separator: " ").map(String.init)
            guard words.count == 3, words[0] == "SELF", words[2] == "%@", args.count == 1,
                let argument = (args[0] as? String) ?? (args[0] as? NSString).map({ $0 as String })
            else {
                fatalError(
                    "NSPredicate (FoundationCompat): unsupported format \"\(predicateFormat)\" with \(args.count) "
                        + "argument(s); only \"SELF MATCHES %@\" and \"SELF == %@\" with a string"
                )
            }
            switch words[1] {
            case "MATCHES": test = .matches(argument)
            case "==": test = .equals(argument)
            default:
                fatalError("NSPredicate (FoundationCompat): unsupported operator \(words[1]) in \"\(predicateFormat)\"")
            }
            description = "\(predicateFormat) [\(argument)]"
        }

        /// Whether `object` (a string) satisfies the predicate; anything else does not.
        open func evaluate(with object: Any?) -> Bool {
            guard let text = (object as? String) ?? (object as? NSString).map({ $0 as String }) else { return false }
            switch test {
            case .equals(let value): return text == value
            case .matches(let pattern):
                guard let regex = try? NSRegularExpression(pattern: "^(?:\(pattern))$") else { return false }
                let range = NSRange(text.startIndex..., in: text)
                return regex.firstMatch(in: text, range: range).map { $0.range == range } ?? false
            }
        }
    }
#endif
