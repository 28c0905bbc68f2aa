extension ReaderCatalog {
    /// The text of `devices/udev/fallback-readers.hwdb`, embedded so the binary needs no resource files.
    static let fallbackText = """
        # LockHarness fallback reader catalog: used when no libfprint hwdb file is installed.
        # Same syntax as libfprint's hwdb so one parser reads both. A short list of common laptop
        # readers; the installed file (libfprint-2-2) is authoritative and far longer.
        # Sources/LinuxFingerprint/ReaderCatalog+Fallback.swift embeds this file; a test keeps them equal.

        # Supported by libfprint driver elan
        usb:v04F3p0903*
        usb:v04F3p0C4B*
         ID_AUTOSUSPEND=1

        # Supported by libfprint driver elanmoc
        usb:v04F3p0C7D*
         ID_AUTOSUSPEND=1

        # Supported by libfprint driver fpcmoc
        usb:v10A5pFFE0*
         ID_AUTOSUSPEND=1

        # Supported by libfprint driver goodixmoc
        usb:v27C6p5840*
        usb:v27C6p6014*
         ID_AUTOSUSPEND=1

        # Supported by libfprint driver synaptics
        usb:v06CBp00BD*
        usb:v06CBp00DF*
         ID_AUTOSUSPEND=1

        # Supported by libfprint driver uru4000
        usb:v045Ep00BC*
         ID_AUTOSUSPEND=1

        # Supported by libfprint driver vfs5011
        usb:v138Ap0010*
         ID_AUTOSUSPEND=1

        # Known unsupported devices
        usb:v27C6p5110*
        usb:v04F3p0C00*
        usb:v138Ap0097*
         ID_AUTOSUSPEND=1
        """

    /// A short built-in catalog of common readers, used when no hwdb file is installed.
    public static let fallback: ReaderCatalog = {
        do {
            return try ReaderCatalog(parsing: fallbackText, source: "built-in fallback")
        } catch {
            preconditionFailure("the built-in fallback catalog does not parse: \(error)")
        }
    }()
}
