import Foundation
import Synchronization

/// Output a pipe delivered, filled by its readability handler.
final class Collected: Sendable {
    let data = Mutex(Data())
}
