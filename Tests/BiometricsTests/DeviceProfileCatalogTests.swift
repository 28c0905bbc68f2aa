import Biometrics
import Foundation
import LockCore
import Testing

struct DeviceProfileCatalogTests {
    /// The package's `devices/` directory, found from this file's location.
    static let devicesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("devices").path

    static let shippedIDs = ["ipad-no-biometrics", "iphone-15-pro", "iphone-se", "linux-laptop-usb-reader", "pixel-8"]

    @Test func everyProfileFileIsCompiledIn() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.devicesDirectory)
            .filter { $0.hasSuffix(".yaml") }.sorted()
        #expect(
            DeviceProfileCatalog.embeddedFiles.map(\.name) == names,
            "list each devices/*.yaml in Package.swift (.embedInCode) and in EmbeddedDeviceProfiles")
    }

    @Test func theEmbeddedCatalogHasEveryShippedProfile() throws {
        let catalog = try DeviceProfileCatalog.embedded()
        #expect(catalog.ids == Self.shippedIDs)
    }

    @Test func theDirectoryLoadsTheSameProfilesAsTheEmbeddedCopies() throws {
        let fromFiles = try DeviceProfileCatalog.load(directory: Self.devicesDirectory)
        #expect(fromFiles == (try DeviceProfileCatalog.embedded()))
    }

    @Test(arguments: [
        ("iphone-15-pro", BiometryType.faceID, SimulatedSensorRules.faceID),
        ("iphone-se", .touchID, .touchID),
        ("pixel-8", .fingerprint, .android),
        ("ipad-no-biometrics", .none, .none),
    ])
    func shippedProfilesCarryThePlatformRules(id: String, biometry: BiometryType, rules: SimulatedSensorRules) throws {
        let profile = try DeviceProfileLoader.load(file: "\(Self.devicesDirectory)/\(id).yaml")
        #expect(profile.id == id)
        #expect(profile.biometry == biometry)
        #expect(profile.rules == rules)
        #expect(profile.initial.script.isEmpty)
    }

    @Test func theLinuxReaderIsSimulatedByDefaultButMayUseLibfprint() throws {
        let profile = try DeviceProfileCatalog.embedded().profile(named: "linux-laptop-usb-reader")
        #expect(profile.sensor == DeviceSensor(kind: .fingerprintReader, connection: .usb, realReader: .libfprint))
        #expect(profile.rules.lockoutEnds == .timed(.seconds(30)))
        #expect(profile.rules.permanentLockoutAfterFailures == nil)
        var device = profile.makeDevice()
        #expect(device.capability(at: .virtualStart).canEvaluate)
        #expect(device.evaluate(at: .virtualStart).outcome == .success)
    }

    @Test(arguments: shippedIDs)
    func everyShippedProfileMakesAWorkingDevice(id: String) throws {
        let profile = try DeviceProfileCatalog.embedded().profile(named: id)
        var device = profile.makeDevice()
        let capability = device.capability(at: .virtualStart)
        #expect(capability.reportedType == profile.biometry)
        #expect(device.enrollmentSeed == id)
        let result = device.evaluate(at: .virtualStart)
        #expect(result.outcome == (profile.biometry == .none ? .biometryNotAvailable : .success))
        #expect(result.totalLatency == (profile.biometry == .none ? .zero : profile.rules.attemptLatency))
    }

    @Test func ipadWithoutBiometricsHasNoSensor() throws {
        let profile = try DeviceProfileCatalog.embedded().profile(named: "ipad-no-biometrics")
        #expect(profile.makeDevice().capability(at: .virtualStart) == .absent)
        #expect(profile.initial.enrolled == false)
    }

    @Test func anUnknownProfileNameSuggestsTheClosest() throws {
        let catalog = try DeviceProfileCatalog.embedded()
        let error = #expect(throws: DeviceProfileError.self) { try catalog.profile(named: "iphone-15pro") }
        #expect(
            error?.problem == .unknownProfile(name: "iphone-15pro", suggestion: "iphone-15-pro", known: Self.shippedIDs)
        )
        #expect(error?.description.contains("did you mean 'iphone-15-pro'") == true)
    }

    @Test func filesOverrideEmbeddedProfilesByID() throws {
        var pixel = try DeviceProfileCatalog.embedded().profile(named: "pixel-8")
        pixel.rules.lockoutEnds = .timed(.seconds(60))
        let merged = try DeviceProfileCatalog.embedded().merging(DeviceProfileCatalog([pixel]))
        #expect(try merged.profile(named: "pixel-8").rules.lockoutEnds == .timed(.seconds(60)))
        #expect(merged.ids == Self.shippedIDs)
    }
}
