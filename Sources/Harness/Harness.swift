// Harness: AppSession, scenarios, matrices, runner, reports.
@_exported import HarnessSession
