#if os(Linux)
    import AppTimeline
    import Biometrics
    import Foundation
    import HarnessApps
    import HarnessScenarios
    import HarnessSession
    import SimulatedPhone

    /// The worker side of the step protocol (``WorkerProtocol``, docs/app-workers.md): a team's worker executable
    /// is one call around its adapter's factory, and the harness (`lockharness run --app WORKER`, a test's
    /// ``WorkerCaseExecutor``) drives the app in that process, one app at a time, a fresh app per case.
    ///
    /// ```swift
    /// // Sources/my-app-worker/main.swift
    /// import AppHarness
    /// import AppWorker
    /// await AppWorker.main(app: AppHost<MyAppAdapter>.self) { try await MyAppAdapter.make($0) }
    /// ```
    ///
    /// Before any app code runs, the protocol moves to a private duplicate of fd 1 and fd 1 is pointed at stderr,
    /// so what the app `print`s goes to the harness's log of the case and never into the stream.
    public enum AppWorker {
        /// Makes a fresh app for a case in `configuration`.
        public typealias Factory = @MainActor (SessionConfiguration) async throws -> any AppUnderTest

        /// Speaks the protocol on stdin/stdout until stdin closes, making each case's app with `make`; exits 0.
        /// `name` (default: the executable's name) is what the hello calls the worker.
        @MainActor
        public static func main(app: any AppUnderTest.Type, name: String? = nil, make: @escaping Factory) async -> Never
        {
            let channel = WorkerChannel.takeStandardOutput()
            let catalog: DeviceProfileCatalog
            do {
                catalog = try DeviceProfileCatalog.embedded()
            } catch {
                channel.send(WorkerReply(.error, message: "the worker cannot read its device profiles: \(error)"))
                exit(1)
            }
            let declaration = app.declaration
            let workerName = name ?? URL(fileURLWithPath: CommandLine.arguments[0]).lastPathComponent
            channel.send(.hello(worker: workerName, declaration: declaration))
            var owner = Owner(channel: channel, declaration: declaration, make: make)
            var machine = WorkerProtocolMachine(catalog: catalog)
            while let line = readLine() {
                if line.isEmpty { continue }
                let action = machine.receive(line)
                if await owner.perform(action) == false { machine.appFailedToStart() }
            }
            await owner.endApp()
            exit(0)
        }

        /// Performs the machine's actions on the case's app and writes the replies.
        @MainActor
        struct Owner {
            let channel: WorkerChannel
            let declaration: AppDeclaration
            let make: Factory
            var app: (any AppUnderTest)?

            /// Performs `action`; returns `false` when a case's app could not be made.
            mutating func perform(_ action: WorkerProtocolMachine.Action) async -> Bool {
                switch action {
                case .reply(let reply):
                    channel.send(reply)
                case .beginCase(let id, let configuration):
                    await endApp()
                    FileHandle.standardError.write(Data("lockharness-worker: begin-case \(id)\n".utf8))
                    do {
                        app = try await make(configuration)
                        channel.send(WorkerReply(.ok))
                    } catch AppUnderTestError.notApplicable(let reason) {
                        channel.send(WorkerReply(.notApplicable, message: reason))
                        return false
                    } catch {
                        channel.send(WorkerReply(.error, message: "the app could not start: \(error)"))
                        return false
                    }
                case .apply(let input, let text, let wantsState, let stallAfter):
                    guard let app else {
                        channel.send(WorkerReply(.error, message: "no app"))
                        return true
                    }
                    let monitor = stallAfter.map { StallMonitor(after: $0, channel: channel, step: text) }
                    var reply = WorkerReply(.ok)
                    do {
                        try await app.apply(input)
                    } catch let error as AppUnderTestError {
                        if case .unsupported = error {
                            reply = WorkerReply(.unsupported, message: "\(error)")
                        } else {
                            reply = WorkerReply(.refused, message: "\(error)")
                        }
                    } catch {
                        reply = WorkerReply(.error, message: "the app threw \(error)")
                    }
                    monitor?.cancel()
                    if wantsState { (reply.state, reply.pendingWork) = (await state(of: app), app.pendingWork) }
                    channel.send(reply)
                case .snapshot:
                    guard let app else {
                        channel.send(WorkerReply(.error, message: "no app"))
                        return true
                    }
                    channel.send(WorkerReply(.state, state: await state(of: app), pendingWork: app.pendingWork))
                case .endCase:
                    await endApp()
                    channel.send(WorkerReply(.ok))
                }
                return true
            }

            /// Ends the current app, if any.
            mutating func endApp() async {
                if let app { await app.tearDown() }
                app = nil
            }

            private func state(of app: any AppUnderTest) async -> WorkerState {
                await WorkerState.of(app, declaration: declaration, phone: .current)
            }
        }
    }
#endif
