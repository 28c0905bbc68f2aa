// The example app as a LockHarness app worker: `lockharness run --app .build/debug/passcode-app-worker SUITE`.
import AppHarness
import AppWorker
import PasscodeAppHarness

await AppWorker.main(app: PlantedFaults<AppHost<PasscodeAppAdapter>>.self) {
    PlantedFaults(try await PasscodeAppAdapter.make($0))
}
