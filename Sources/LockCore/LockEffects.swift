/// The effects of one ``LockCoordinator`` event, in order, held inline: the coordinator never returns more than
/// three (``capacity`` is four), so handling an event allocates nothing on the heap (an `Array` would allocate for
/// every non-empty answer). Compares, prints and iterates like an array.
public struct LockEffects: RandomAccessCollection, Sendable, Hashable, ExpressibleByArrayLiteral,
    CustomStringConvertible
{
    private var inline: (LockEffect?, LockEffect?, LockEffect?, LockEffect?) = (nil, nil, nil, nil)
    /// The number of effects.
    public private(set) var count = 0

    /// The most effects one event can have.
    public static let capacity = 4

    /// No effects.
    public init() {}

    /// The given effects, in order.
    public init(arrayLiteral elements: LockEffect...) {
        for effect in elements { append(effect) }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> LockEffect {
        precondition(position >= 0 && position < count, "LockEffects index \(position) out of range 0..<\(count)")
        switch position {
        case 0: return inline.0!
        case 1: return inline.1!
        case 2: return inline.2!
        default: return inline.3!
        }
    }

    /// Adds `effect` at the end.
    public mutating func append(_ effect: LockEffect) {
        precondition(count < Self.capacity, "a lock event has at most \(Self.capacity) effects")
        switch count {
        case 0: inline.0 = effect
        case 1: inline.1 = effect
        case 2: inline.2 = effect
        default: inline.3 = effect
        }
        count += 1
    }

    /// Adds `other`'s effects at the end, in order.
    public static func += (effects: inout LockEffects, other: LockEffects) {
        for effect in other { effects.append(effect) }
    }

    public static func == (lhs: LockEffects, rhs: LockEffects) -> Bool {
        lhs.elementsEqual(rhs)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for effect in self { hasher.combine(effect) }
    }

    /// Written as an array is: `[showLock(cycle: 1), promptBiometric(cycle: 1)]`.
    public var description: String { Array(self).description }
}
