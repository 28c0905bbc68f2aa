import Biometrics
import Foundation
import Harness
import Testing

@testable import HarnessApps
@testable import HarnessLanguage
@testable import HarnessScenarios

/// The step protocol's pieces that need no app: the worker's machine (a pure state machine, called directly), the
/// wire forms, and the launcher refusing executables that are not workers (real processes).
struct WorkerProtocolTests {
    @Test func theMachineTakesABeginCaseThenStepsReadWithTheStepVocabulary() throws {
        var machine = WorkerProtocolMachine(catalog: try DeviceProfileCatalog.embedded())
        guard case .reply(let early) = machine.receive(WorkerRequest(.step, step: "launch").line) else {
            Issue.record("a step before begin-case was not answered")
            return
        }
        #expect(early.type == .error && early.message == "step before begin-case")
        let header = WorkerProtocol.header(
            of: try ScenarioParser.parse(
                yaml: "name: t\ndevice: iphone-se\ninitial: {passcode: \"123456\"}\nsteps: [launch]\n", file: "t.yaml"))
        guard
            case .beginCase(_, let configuration) = machine.receive(
                WorkerRequest(.beginCase, case: "t", header: header).line)
        else {
            Issue.record("begin-case was not accepted: \(header)")
            return
        }
        #expect(configuration.deviceName == "iphone-se" && configuration.passcode == "123456")
        guard
            case .apply(.advance(let duration), _, let wantsState, let stall) = machine.receive(
                WorkerRequest(.step, step: "advance: 16m", state: true, limitMilliseconds: 1_000).line)
        else {
            Issue.record("advance was not read as a step")
            return
        }
        #expect(duration == .seconds(960) && wantsState && stall == .milliseconds(900))
        guard case .reply(let expect) = machine.receive(WorkerRequest(.step, step: "expect: {locked: true}").line)
        else {
            Issue.record("expect was sent to the app")
            return
        }
        #expect(expect.type == .error)
        guard case .reply(let garbage) = machine.receive("not json") else {
            Issue.record("a line that is not a request was not answered")
            return
        }
        #expect(garbage.type == .error && garbage.message?.contains("not a request of protocol 1") == true)
        guard case .endCase = machine.receive(WorkerRequest(.endCase).line) else {
            Issue.record("end-case")
            return
        }
        #expect(!machine.inCase)
    }

    @Test func aHelloWithoutPhoneFieldsSuppliesOnlyItsFieldsAndASwiftWorkersSuppliesThePhones() throws {
        let foreign = try #require(
            WorkerProtocol.reply(
                from: #"{"type":"hello","protocol":1,"worker":"w.py","declaration":{"capabilities":["ios"],"#
                    + #""steps":["launch"],"fields":["screen","locked"]}}"#))
        let declaration = try #require(try foreign.declaration?.declaration())
        #expect(declaration.phoneFields.isEmpty && declaration.supplied == ["screen", "locked"])
        #expect(!declaration.covers(field: "sensorFailures"))
        // A Swift worker's hello (AppWorker) carries the phone's fields: they come back whole.
        let swift = WorkerReply.hello(
            worker: "swift", declaration: AppDeclaration(capabilities: [.ios], steps: ["launch"], fields: ["screen"]))
        let back = try #require(try WorkerProtocol.reply(from: swift.line)?.declaration?.declaration())
        #expect(back.phoneFields == ExpectFieldVocabulary.phoneFieldNames && back.covers(field: "sensorFailures"))
        #expect(swift.line.contains(#""phoneFields":["attemptsLeft","lastOutcome","lockout","#))
        // A phone field the phone does not have is a problem of the declaration, named.
        var wrong = back
        wrong.phoneFields.insert("screen")
        #expect(wrong.problems.contains { $0.contains("`screen`") && $0.contains("phone fields") })
    }

    /// docs/app-workers.md's field contract has a row for every phone field (each a field a worker without a
    /// simulated phone must report itself or see skipped), and no other row says "the phone".
    @Test func theFieldContractInTheDocsListsEveryPhoneField() throws {
        let docs = try ScenarioReferenceVocabularyTests.document("docs/app-workers.md")
        let phoneRows = docs.split(separator: "\n").filter { $0.hasPrefix("| `") && $0.contains("| the phone |") }
        let listed = phoneRows.map { $0.split(separator: "`")[1] }.map(String.init)
        #expect(Set(listed) == ExpectFieldVocabulary.phoneFieldNames && listed.count == Set(listed).count, "\(listed)")
    }

    @Test(arguments: [
        (["/bin/echo", "hello"], "it printed: hello"),
        (["/bin/sh", "-c", #"echo '{"type":"hello","protocol":2}'"#], "protocol 2"),
        (["/bin/sh", "-c", "echo boom >&2; exit 3"], "exited with status 3"),
        (["/nonexistent/worker"], "could not be started"),
    ])
    func anExecutableThatIsNotAWorkerIsRefusedNamingIt(command: [String], says: String) async {
        do {
            _ = try await WorkerLauncher(executable: command[0], arguments: Array(command.dropFirst())).launch()
            Issue.record("\(command) was taken for a worker")
        } catch {
            #expect(error.description.contains(command[0]) && error.description.contains(says), "\(error)")
        }
    }

    /// The worker never replies and never exits on its own (it sleeps for an hour after reading the request), so a
    /// reply of `.timedOut` can only be the 200 ms limit's: no wall-clock bound is needed, and the test runs in the
    /// parallel suite (beside 900 tests on 2 cores the limit was seen to fire only after 39 s; still a time-out).
    @Test func aStepWithNoReplyTimesOutAndTheProcessCanBeKilled() async throws {
        let process = try WorkerProcess(executable: "/bin/sh", arguments: ["-c", "read line; exec sleep 3600"])
        let reply = await process.send(WorkerRequest(.snapshot), timeout: .milliseconds(200))
        guard case .timedOut = reply else {
            Issue.record("no time-out: \(reply)")
            process.kill()
            return
        }
        process.kill()
        await process.waitForExit()
        #expect(process.exit == .signal(9))
    }
}
