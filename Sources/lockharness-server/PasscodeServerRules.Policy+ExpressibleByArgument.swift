import ArgumentParser
import LockFlows

/// `--policy seed|hardened` parses by raw value.
extension PasscodeServerRules.Policy: ExpressibleByArgument {}
