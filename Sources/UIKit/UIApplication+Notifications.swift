#if os(Linux)
    import Foundation

    // UIKit's application notifications, with the raw names iOS posts (`Notification.Name.rawValue`, as
    // `print(UIApplication.didEnterBackgroundNotification.rawValue)` shows on a device). Apple's pages:
    // developer.apple.com/documentation/uikit/uiapplication/<name> (each "Posted when …" sentence is quoted below).
    extension UIApplication {
        /// "Posted when the app becomes active."
        nonisolated public static let didBecomeActiveNotification = Notification.Name(
            "UIApplicationDidBecomeActiveNotification")
        /// "Posted when the app is no longer active and loses focus."
        nonisolated public static let willResignActiveNotification = Notification.Name(
            "UIApplicationWillResignActiveNotification")
        /// "Posted when the app enters the background."
        nonisolated public static let didEnterBackgroundNotification = Notification.Name(
            "UIApplicationDidEnterBackgroundNotification")
        /// "Posted shortly before an app leaves the background state on its way to becoming the active app."
        nonisolated public static let willEnterForegroundNotification = Notification.Name(
            "UIApplicationWillEnterForegroundNotification")
        /// "Posted when the app finishes launching."
        nonisolated public static let didFinishLaunchingNotification = Notification.Name(
            "UIApplicationDidFinishLaunchingNotification")
        /// "Posted when the app is about to terminate."
        nonisolated public static let willTerminateNotification = Notification.Name(
            "UIApplicationWillTerminateNotification")
        /// "Posted shortly before protected files are locked down and become inaccessible."
        nonisolated public static let protectedDataWillBecomeUnavailableNotification = Notification.Name(
            "UIApplicationProtectedDataWillBecomeUnavailable")
        /// "Posted when the protected files become available for your code to access."
        nonisolated public static let protectedDataDidBecomeAvailableNotification = Notification.Name(
            "UIApplicationProtectedDataDidBecomeAvailable")
        /// "Posted when the app receives a warning from the operating system about low memory availability."
        nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name(
            "UIApplicationDidReceiveMemoryWarningNotification")
        /// "Posted when there is a significant change in time" (midnight, carrier time update, daylight saving).
        nonisolated public static let significantTimeChangeNotification = Notification.Name(
            "UIApplicationSignificantTimeChangeNotification")
        /// "Posted when the user presses the Home and Lock buttons to take a screenshot."
        nonisolated public static let userDidTakeScreenshotNotification = Notification.Name(
            "UIApplicationUserDidTakeScreenshotNotification")
    }
#endif
