import Testing

/// Tests that drive ``SimulatedPhone/current`` (the process-wide phone the Security shim and app code use): one
/// serialized suite, so they never run at the same time. Each test resets the phone first.
@Suite(.serialized) struct CurrentPhoneTests {}
