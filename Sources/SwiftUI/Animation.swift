#if os(Linux)
    /// An animation curve, recorded but never drawn (view models only pass it to ``withAnimation(_:_:)``).
    public struct Animation: Hashable, Sendable, CustomStringConvertible {
        /// The curve's name and parameters, e.g. `easeInOut(duration: 0.35)`.
        public let description: String

        init(_ description: String) { self.description = description }

        /// The default animation.
        public static let `default` = Animation("default")
        /// Ease in and out.
        public static let easeInOut = Animation("easeInOut")
        /// Ease in.
        public static let easeIn = Animation("easeIn")
        /// Ease out.
        public static let easeOut = Animation("easeOut")
        /// Linear.
        public static let linear = Animation("linear")
        /// A spring.
        public static let spring = Animation("spring")

        /// Ease in and out over `duration` seconds.
        public static func easeInOut(duration: Double) -> Animation { Animation("easeInOut(duration: \(duration))") }
        /// Ease in over `duration` seconds.
        public static func easeIn(duration: Double) -> Animation { Animation("easeIn(duration: \(duration))") }
        /// Ease out over `duration` seconds.
        public static func easeOut(duration: Double) -> Animation { Animation("easeOut(duration: \(duration))") }
        /// Linear over `duration` seconds.
        public static func linear(duration: Double) -> Animation { Animation("linear(duration: \(duration))") }
        /// A spring with the given response and damping.
        public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
            -> Animation
        {
            Animation(
                "spring(response: \(response), dampingFraction: \(dampingFraction), blendDuration: \(blendDuration))")
        }
        /// This animation repeated `count` times.
        public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
            Animation("\(description).repeatCount(\(count), autoreverses: \(autoreverses))")
        }
    }
#endif
