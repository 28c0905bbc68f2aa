// The fixture app as a LockHarness app worker.
import AppHarness
import AppWorker
import LockAppHarness

await AppWorker.main(app: AppHost<LockAppAdapter>.self) { try AppHost(LockAppAdapter(), configuration: $0) }
