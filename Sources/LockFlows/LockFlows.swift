// LockFlows: the seeds screens as headless models, PasscodeService, PasscodeAPI.
