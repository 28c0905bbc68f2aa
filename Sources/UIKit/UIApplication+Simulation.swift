#if os(Linux)
    import Foundation

    // How the simulation moves the app: not Apple API (an iOS app never calls these), the hook a harness scene step
    // or a test uses. Each posts on `NotificationCenter.default` with the application as the object, from an
    // operation on `OperationQueue.main`, as iOS posts them on the main thread: observers registered with
    // `queue: .main` (the common app idiom) run at once, and `queue: nil` observers run on the main queue too.
    //
    // Why an operation and `async`: under Swift Testing on Linux the main actor runs on a Dispatch worker thread
    // (the runner called `dispatch_main()`), where `OperationQueue.current` is nil; swift-corelibs-foundation's
    // `post` then hands a `queue: .main` observer to the main queue and waits for it, from the main queue itself,
    // and never returns (seen here: a deadlock in `waitUntilAllOperationsAreFinished`). Inside an operation of
    // `OperationQueue.main`, `OperationQueue.current` is `.main` and the observer runs inline.
    extension UIApplication {
        /// Moves the app to `state`, posting what iOS posts on the way. Apple's "Managing your app's life cycle"
        /// (developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle): going to the background, an
        /// active app first resigns active (`willResignActive`), then enters the background (`didEnterBackground`);
        /// coming back, it enters the foreground (`willEnterForeground`, state inactive), then becomes active
        /// (`didBecomeActive`). `applicationState` changes before each "did" notification and after each "will" one
        /// (UIApplication's `applicationState` page: "the app is in the background" once `didEnterBackground`
        /// is posted). Moving to the state the app is in posts nothing.
        public func simulateTransition(to state: State) async {
            await onMainOperationQueue { $0.postTransition(to: state) }
        }

        /// ``simulateTransition(to:)``'s posts, made at once: for a caller already inside an operation of
        /// `OperationQueue.main` (``runOnMainOperationQueue(_:)``), such as a host that runs each of its steps there
        /// so that the work observers start is on its timeline.
        public func postTransition(to state: State) {
            switch (applicationState, state) {
            case (.active, .inactive):
                post(Self.willResignActiveNotification, then: .inactive)
            case (.active, .background):
                post(Self.willResignActiveNotification, then: .inactive)
                post(Self.didEnterBackgroundNotification, before: .background)
            case (.inactive, .background):
                post(Self.didEnterBackgroundNotification, before: .background)
            case (.inactive, .active):
                post(Self.didBecomeActiveNotification, before: .active)
            case (.background, .inactive):
                post(Self.willEnterForegroundNotification, then: .inactive)
            case (.background, .active):
                post(Self.willEnterForegroundNotification, then: .inactive)
                post(Self.didBecomeActiveNotification, before: .active)
            case (.active, .active), (.inactive, .inactive), (.background, .background):
                return
            }
        }

        /// A cold launch into the foreground, posted at once (inside an operation of `OperationQueue.main`): the app
        /// starts `inactive` ("Managing your app's life cycle": the system moves a launching app through the
        /// inactive state), `didFinishLaunching` is posted, then `didBecomeActive` (state `active`). No
        /// `willEnterForeground`: the app does not leave the background (that notification's page: "shortly before
        /// an app leaves the background state"); Apple does not list the launch's posts, this order is the
        /// simulation's. `isProtectedDataAvailable` starts as `protectedDataAvailable`.
        public func postLaunch(protectedDataAvailable: Bool = true) {
            (applicationState, isProtectedDataAvailable) = (.inactive, protectedDataAvailable)
            NotificationCenter.default.post(name: Self.didFinishLaunchingNotification, object: self)
            postTransition(to: .active)
        }

        /// The process is about to be killed while it is in the foreground, posted at once: an active app resigns
        /// active first (the app switcher, or the power-off slider, covers it), then `willTerminate` is posted. A
        /// backgrounded app is taken as suspended and posts nothing (Apple's `applicationWillTerminate(_:)` page:
        /// the method may be called for an app running in the background, not suspended, and generally is not when
        /// the app simply moved to the background; the host runs no background execution, so a backgrounded app is
        /// a suspended one).
        public func postTermination() {
            guard applicationState != .background else { return }
            postTransition(to: .inactive)
            NotificationCenter.default.post(name: Self.willTerminateNotification, object: self)
        }

        /// The device locks (`available: false`) or unlocks: posts `protectedDataWillBecomeUnavailable` before
        /// ``isProtectedDataAvailable`` turns false, or `protectedDataDidBecomeAvailable` after it turns true
        /// (Apple's pages for the two notifications and for `isProtectedDataAvailable`). No change posts nothing.
        public func simulateProtectedData(available: Bool) async {
            await onMainOperationQueue { $0.postProtectedData(available: available) }
        }

        /// ``simulateProtectedData(available:)``'s posts, made at once (inside an operation of `OperationQueue.main`).
        public func postProtectedData(available: Bool) {
            guard available != isProtectedDataAvailable else { return }
            if available {
                isProtectedDataAvailable = true
                NotificationCenter.default.post(name: Self.protectedDataDidBecomeAvailableNotification, object: self)
            } else {
                NotificationCenter.default.post(name: Self.protectedDataWillBecomeUnavailableNotification, object: self)
                isProtectedDataAvailable = false
            }
        }

        /// Back to a launched, active, unlocked app, posting nothing (between test cases).
        public func simulateReset() {
            applicationState = .active
            isProtectedDataAvailable = true
        }

        /// Runs `work` in an operation of `OperationQueue.main` and waits for it (the main actor is free meanwhile):
        /// there, a post reaches a `queue: .main` observer inline (see this file's head).
        public static func runOnMainOperationQueue<T: Sendable>(
            _ work: @escaping @MainActor @Sendable () throws -> T
        ) async throws -> T {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
                OperationQueue.main.addOperation {
                    continuation.resume(with: Result { try MainActor.assumeIsolated(work) })
                }
            }
        }

        /// Runs `work` in an operation of `OperationQueue.main` and waits for it (the main actor is free meanwhile).
        private func onMainOperationQueue(_ work: @escaping @MainActor (UIApplication) -> Void) async {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                OperationQueue.main.addOperation { [self] in
                    MainActor.assumeIsolated { work(self) }
                    continuation.resume()
                }
            }
        }

        /// Posts a "will" notification, then sets `state`.
        private func post(_ name: Notification.Name, then state: State) {
            NotificationCenter.default.post(name: name, object: self)
            applicationState = state
        }

        /// Sets `state`, then posts a "did" notification.
        private func post(_ name: Notification.Name, before state: State) {
            applicationState = state
            NotificationCenter.default.post(name: name, object: self)
        }
    }
#endif
