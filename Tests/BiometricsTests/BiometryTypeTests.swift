import Testing

@testable import Biometrics

@Test func biometryTypeDisplayNamesFollowTheSeed() {
    #expect(BiometryType.none.displayName == "Biometric")
    #expect(BiometryType.faceID.displayName == "Face ID")
}
