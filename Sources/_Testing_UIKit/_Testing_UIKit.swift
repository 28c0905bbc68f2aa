#if os(Linux)
    // Swift Testing declares a cross-import overlay for UIKit (Testing.swiftcrossimport/UIKit.swiftoverlay names
    // `_Testing_UIKit`, Apple's image attachments). On Linux no such module ships, so a test file that imports both
    // Testing and this UIKit shim failed with "no such module '_Testing_UIKit'". This empty module is that overlay:
    // app test files import Testing and UIKit together, as in Xcode. It adds nothing (attachments are not simulated).
    @_exported import UIKit
#endif
