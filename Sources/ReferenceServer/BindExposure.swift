import LockFlows

/// Who can reach a server bound to a host, and whether the command line may bind it: loopback hosts
/// (`127.0.0.1`, `::1`, `localhost`) always; any other host (`0.0.0.0`, a LAN address) only with an explicit
/// `--allow-remote`, and then with a warning.
///
/// ```swift
/// BindExposure.check(host: "0.0.0.0", allowRemote: false)  // .refused("--host 0.0.0.0 is not loopback; ...")
/// ```
public enum BindExposure: Sendable, Equatable {
    /// A loopback host: only this machine can connect.
    case loopback
    /// A non-loopback host, allowed by the flag: the warning to print on standard error.
    case remote(warning: String)
    /// A non-loopback host without the flag: the message to print before exiting with status 2.
    case refused(String)

    /// The exposure of binding `host`, given whether remote binding was explicitly allowed.
    public static func check(host: String, allowRemote: Bool) -> BindExposure {
        if LoopbackHost.contains(host) { return .loopback }
        guard allowRemote else {
            return .refused(
                "--host \(host) is not loopback (127.0.0.1, ::1, localhost); the reference server has no TLS and "
                    + "development tokens, so binding it for other machines needs --allow-remote")
        }
        return .remote(
            warning: "warning: lockharness-server is bound to \(host): other machines can reach it (no TLS; "
                + "anyone with a token can change its passcodes)")
    }
}
