import Foundation
import ViewState

/// Owns the app state on the UI thread and connects the reducer with the effect runner.
///
/// The main loop hands it each batch of input and posted actions; it reduces them all, starts
/// their effects, and says whether anything changed so the loop renders at most once per batch
/// and not at all when nothing changed. Not `Sendable`: it lives on the UI thread only; results
/// come back through `queue`.
public final class AppStore {
    public private(set) var state: AppState
    public let queue: ActionQueue
    private var runner: EffectRunner?

    public init(state: AppState, queue: ActionQueue) {
        self.state = state
        self.queue = queue
    }

    /// Connects the repositories once the server is known; effects asked for before are
    /// dropped, which is why the reducer asks for none until `.session(.serverReady)`.
    public func connect(_ services: AppServices) {
        runner?.cancelAll()
        runner = EffectRunner(services: services, queue: queue)
    }

    /// Applies `actions` in order and starts their effects.
    ///
    /// Answers whether the state changed, and the effects only the app can perform (redraw).
    @discardableResult
    public func process(_ actions: [Action]) -> (changed: Bool, appEffects: [Effect]) {
        guard !actions.isEmpty else { return (false, []) }
        let before = state.changeMark
        var appEffects: [Effect] = []
        for action in actions {
            let effects = reduce(&state, action)
            for effect in effects where effect == .redrawScreen {
                appEffects.append(effect)
            }
            runner?.run(effects.filter { $0 != .redrawScreen })
        }
        return (state.changeMark != before, appEffects)
    }

    /// Everything effects posted since the last call.
    public func drainPosted() -> [Action] {
        queue.drain()
    }

    /// Stops all running effects (quitting).
    public func shutDown() {
        runner?.cancelAll()
    }
}
