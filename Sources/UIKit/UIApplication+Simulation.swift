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
            await onMainOperationQueue { $0.transition(to: state) }
        }

        /// The transition's posts, on the main operation queue.
        private func transition(to state: State) {
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

        /// The device locks (`available: false`) or unlocks: posts `protectedDataWillBecomeUnavailable` before
        /// ``isProtectedDataAvailable`` turns false, or `protectedDataDidBecomeAvailable` after it turns true
        /// (Apple's pages for the two notifications and for `isProtectedDataAvailable`). No change posts nothing.
        public func simulateProtectedData(available: Bool) async {
            await onMainOperationQueue { $0.protectedData(available: available) }
        }

        /// The protected-data posts, on the main operation queue.
        private func protectedData(available: Bool) {
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
