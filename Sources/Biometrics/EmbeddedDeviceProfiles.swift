/// The shipped device profiles compiled into the library, so the CLI works with no files present.
///
/// The bytes are the files in `devices/` themselves, embedded by SwiftPM (`.embedInCode` in Package.swift), so
/// there is no copy to keep in step; a test checks that every profile file there is listed here.
enum EmbeddedDeviceProfiles {
    /// Each profile file's name and text, sorted by name.
    static let files: [(name: String, yaml: String)] = [
        ("ipad-no-biometrics.yaml", PackageResources.ipad_no_biometrics_yaml),
        ("iphone-15-pro.yaml", PackageResources.iphone_15_pro_yaml),
        ("iphone-se.yaml", PackageResources.iphone_se_yaml),
        ("linux-laptop-usb-reader.yaml", PackageResources.linux_laptop_usb_reader_yaml),
        ("pixel-8.yaml", PackageResources.pixel_8_yaml),
    ].map { ($0.0, String(decoding: $0.1, as: UTF8.self)) }
}
