// Linux builds only: the one file an app target adds to run on the harness's virtual timeline (docs/app-code-on-
// linux.md, "Time"). `Date()` reads the timeline's wall clock; the app's other files stay unedited.
import AppTimeline
import Foundation

func Date() -> Foundation.Date { AppTimeline.shared.wallClock }
