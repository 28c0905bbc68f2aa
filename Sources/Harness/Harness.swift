// Harness: AppSession, scenarios, matrices, runner, reports.
