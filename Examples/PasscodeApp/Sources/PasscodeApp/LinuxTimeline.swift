// Linux test builds only: app code runs on the harness's virtual timeline. Module-level declarations shadow
// Foundation's and Dispatch's, so the app's other files stay unedited.
import AppTimeline
import Foundation

typealias DispatchQueue = VirtualDispatchQueue
func Date() -> Foundation.Date { AppTimeline.shared.wallClock }
