#if os(Linux)
    // The integer macros of Apple's <LocalAuthentication/LAPublicDefines.h>, which Swift imports as `Int32` globals
    // (Swift imports an integer-literal macro as a constant of the literal's C type). Apps compare them with an
    // `NSError`'s code or an `OSStatus`: `Int32(error.code) == kLAErrorBiometryLockout`,
    // `error.code == Int(kLAErrorUserCancel)`. Values: Apple's `LAError.Code` page
    // (developer.apple.com/documentation/localauthentication/laerror/code) and the header.

    /// `LAError.Code.authenticationFailed`.
    public let kLAErrorAuthenticationFailed: Int32 = -1
    /// `LAError.Code.userCancel`.
    public let kLAErrorUserCancel: Int32 = -2
    /// `LAError.Code.userFallback`.
    public let kLAErrorUserFallback: Int32 = -3
    /// `LAError.Code.systemCancel`.
    public let kLAErrorSystemCancel: Int32 = -4
    /// `LAError.Code.passcodeNotSet`.
    public let kLAErrorPasscodeNotSet: Int32 = -5
    /// `LAError.Code.biometryNotAvailable` (deprecated Touch ID name).
    public let kLAErrorTouchIDNotAvailable: Int32 = -6
    /// `LAError.Code.biometryNotEnrolled` (deprecated Touch ID name).
    public let kLAErrorTouchIDNotEnrolled: Int32 = -7
    /// `LAError.Code.biometryLockout` (deprecated Touch ID name).
    public let kLAErrorTouchIDLockout: Int32 = -8
    /// `LAError.Code.appCancel`.
    public let kLAErrorAppCancel: Int32 = -9
    /// `LAError.Code.invalidContext`.
    public let kLAErrorInvalidContext: Int32 = -10
    /// `LAError.Code.companionNotAvailable` (deprecated Watch name).
    public let kLAErrorWatchNotAvailable: Int32 = -11
    /// `LAError.Code.companionNotAvailable`.
    public let kLAErrorCompanionNotAvailable: Int32 = -11
    /// `LAError.Code.biometryNotPaired`.
    public let kLAErrorBiometryNotPaired: Int32 = -12
    /// `LAError.Code.biometryDisconnected`.
    public let kLAErrorBiometryDisconnected: Int32 = -13
    /// `LAError.Code.invalidDimensions`.
    public let kLAErrorInvalidDimensions: Int32 = -14
    /// `LAError.Code.notInteractive`.
    public let kLAErrorNotInteractive: Int32 = -1004
    /// `LAError.Code.biometryNotAvailable`.
    public let kLAErrorBiometryNotAvailable: Int32 = kLAErrorTouchIDNotAvailable
    /// `LAError.Code.biometryNotEnrolled`.
    public let kLAErrorBiometryNotEnrolled: Int32 = kLAErrorTouchIDNotEnrolled
    /// `LAError.Code.biometryLockout`.
    public let kLAErrorBiometryLockout: Int32 = kLAErrorTouchIDLockout

    /// `LAPolicy.deviceOwnerAuthenticationWithBiometrics`.
    public let kLAPolicyDeviceOwnerAuthenticationWithBiometrics: Int32 = 1
    /// `LAPolicy.deviceOwnerAuthentication`.
    public let kLAPolicyDeviceOwnerAuthentication: Int32 = 2
    /// `LAPolicy.deviceOwnerAuthenticationWithCompanion` (deprecated Watch name).
    public let kLAPolicyDeviceOwnerAuthenticationWithWatch: Int32 = 3
    /// `LAPolicy.deviceOwnerAuthenticationWithCompanion`.
    public let kLAPolicyDeviceOwnerAuthenticationWithCompanion: Int32 = 3
    /// `LAPolicy.deviceOwnerAuthenticationWithBiometricsOrCompanion` (deprecated Watch name).
    public let kLAPolicyDeviceOwnerAuthenticationWithBiometricsOrWatch: Int32 = 4
    /// `LAPolicy.deviceOwnerAuthenticationWithBiometricsOrCompanion`.
    public let kLAPolicyDeviceOwnerAuthenticationWithBiometricsOrCompanion: Int32 = 4
    /// `LAPolicy.deviceOwnerAuthenticationWithWristDetection`.
    public let kLAPolicyDeviceOwnerAuthenticationWithWristDetection: Int32 = 5
#endif
