import HarnessScenarios
import SimulatedPhone

extension WorkerState {
    /// The state of `app`, as a worker reports it: the adapter's snapshot, with the phone's fields
    /// (``ExpectFieldSpec/Source/phone``: the sensor, prompts) read from `phone` unless the adapter reports them.
    @MainActor
    public static func of(_ app: any AppUnderTest, declaration: AppDeclaration, phone: SimulatedPhone) async
        -> WorkerState
    {
        var snapshot = await app.snapshot()
        PhoneFields.fill(&snapshot, from: phone.state, except: declaration.fields)
        return WorkerState(snapshot)
    }
}
