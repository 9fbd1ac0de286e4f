import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels
import TerminalUI

/// Everything that can happen to the app: input from the user, the passing of time, and the
/// results of effects, posted back by the `EffectRunner`, each feature's in its own enum so
/// the reducer is a short router.
public enum Action: Sendable, Equatable {
    // MARK: Terminal and time
    case input(InputEvent)
    /// Time passed (the animation timer, ~10 per second while something moves).
    case tick(Date)

    // MARK: Features
    /// The server and the saved session.
    case session(SessionAction)
    /// Signing in and out, the account, and expiry.
    case account(AccountAction)
    /// The heroes' and the stories' answers.
    case lists(ListsAction)
    /// A story being written, narrated and illustrated.
    case generation(GenerationAction)
    /// Narration and pictures.
    case media(MediaAction)
    /// The events section's answers (its list, saves, enhancement, the form's suggestions).
    case events(EventsAction)
    /// The settings section's answers (profile, usage).
    case settings(SettingsAction)
    /// The reading journey's answers.
    case journey(JourneyAction)
    /// Tonight's queue's answers.
    case queue(QueueAction)
}
