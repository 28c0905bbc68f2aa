import LockFlows

/// The app's screens, bottom to top, as one value: the base (login or home), settings, sheets, the lock
/// overlay and the sheet over it. Input goes to ``top``; there is no second copy of the order anywhere.
///
/// ```swift
/// var stack = ScreenStack.launched(loggedIn: true)   // [home]
/// stack.push(.settings(model))                       // [home, settings]
/// stack.top?.name                                    // "settings"
/// ```
public struct ScreenStack: Sendable, Hashable {
    /// The layers, bottom first; empty while the app is not running.
    public private(set) var layers: [Screen] = []

    /// An app that is not running.
    public init() {}

    /// The screen that takes input, or nil when the app is not running.
    public var top: Screen? { layers.last }

    /// Whether the app is not running (no screen at all); unlike `top == nil`, copies no screen.
    public var isEmpty: Bool { layers.isEmpty }

    /// Whether the top screen shows a number pad (`nil` when the app is not running), read in place: every digit
    /// asks, and `top` would copy the screen's model each time.
    var topHasNumberPad: Bool? { layers.isEmpty ? nil : layers[layers.endIndex - 1].hasNumberPad }

    /// The name of the top screen (`not-running` when there is none).
    public var topName: String { top?.name ?? ScreenName.notRunning.rawValue }

    /// Whether the lock overlay is anywhere in the stack.
    public var isLockShowing: Bool { lockIndex != nil }

    /// The lock overlay's model, if it shows.
    public var lockScreen: LockScreenModel? {
        guard let index = lockIndex, case .lock(let model) = layers[index] else { return nil }
        return model
    }

    /// The settings model, if settings are open.
    public var settings: PasscodeSettingsModel? {
        for layer in layers { if case .settings(let model) = layer { return model } }
        return nil
    }

    private var lockIndex: Int? { layers.firstIndex { if case .lock = $0 { true } else { false } } }

    /// Shows only the base screen (login or home): at launch, and when logging out clears everything above it.
    mutating func resetToBase(loggedIn: Bool) { layers = [loggedIn ? .home : .login] }

    /// Ends the app: no screens.
    mutating func terminate() { layers = [] }

    /// Replaces the base screen (login ↔ home), keeping what is above it (the lock overlay stays).
    mutating func replaceBase(loggedIn: Bool) {
        guard !layers.isEmpty else { return }
        layers[0] = loggedIn ? .home : .login
    }

    /// Puts `screen` on top.
    mutating func push(_ screen: Screen) { layers.append(screen) }

    /// Removes the top screen.
    mutating func popTop() { if layers.count > 1 { layers.removeLast() } }

    /// Removes every layer `matches` picks (never the base).
    mutating func removeAll(where matches: (Screen) -> Bool) {
        guard !layers.isEmpty else { return }
        keepLayers(from: 1) { !matches($0) }
    }

    /// Keeps, from `start` up, only the layers `keeps` picks, in order, in place (no new array).
    private mutating func keepLayers(from start: Int, where keeps: (Screen) -> Bool) {
        var kept = start
        for index in start..<layers.count where keeps(layers[index]) {
            if index != kept { layers.swapAt(kept, index) }
            kept += 1
        }
        layers.removeLast(layers.count - kept)
    }

    /// Puts the lock overlay on top of everything: the screens beneath keep their state until it is removed.
    mutating func showLock(_ model: LockScreenModel) {
        removeAll { if case .lock = $0 { true } else { false } }
        push(.lock(model))
    }

    /// Puts the lock overlay above the content (base and settings) but below every sheet, as the seed's structure
    /// does: its overlay is in the content view, while sheets are presented over the whole window.
    mutating func showLockBelowSheets(_ model: LockScreenModel) {
        removeAll { if case .lock = $0 { true } else { false } }
        let firstSheet = layers.indices.dropFirst().first { layers[$0].isSheet } ?? layers.endIndex
        layers.insert(.lock(model), at: firstSheet)
    }

    /// Removes the lock overlay and the sheet over it; what was beneath shows again.
    mutating func hideLock() {
        guard let index = lockIndex else { return }
        keepLayers(from: index) { layer in
            switch layer {
            case .lock, .resetPasscode: return false
            default: return true
            }
        }
    }

    /// Changes the top screen in place and returns what `change` returns.
    mutating func updateTop<T>(_ change: (inout Screen) -> T) -> T? {
        guard !layers.isEmpty else { return nil }
        return change(&layers[layers.count - 1])
    }

    /// Changes the lock overlay's model, wherever it is in the stack.
    mutating func updateLock<T>(_ change: (inout LockScreenModel) -> T) -> T? {
        guard let index = lockIndex else { return nil }
        // Moved out of its layer while it changes (the layer holds `.home`), so neither the model nor its text and
        // arrays are copied.
        var layer = Screen.home
        swap(&layer, &layers[index])
        switch consume layer {
        case .lock(var model):
            defer { layers[index] = .lock(model) }
            return change(&model)
        case let other:
            layers[index] = other
            return nil
        }
    }

    /// Changes the settings model, wherever it is in the stack.
    mutating func updateSettings(_ change: (inout PasscodeSettingsModel) -> Void) {
        for index in layers.indices {
            if case .settings(var model) = layers[index] {
                layers[index] = .home
                change(&model)
                layers[index] = .settings(model)
            }
        }
    }
}

extension ScreenStack {
    /// Offers each layer, top first, to `change` until it returns a value; the layer keeps what `change` did.
    mutating func updateFirst<T>(_ change: (inout Screen) -> T?) -> T? {
        for index in layers.indices.reversed() {
            if let result = change(&layers[index]) { return result }
        }
        return nil
    }
}
