import Foundation
import HarnessLanguage

/// The number of cores available to the process.
enum ProcessInfoCores {
    /// `ProcessInfo.activeProcessorCount`, at least 1.
    static var active: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }
}
