import Foundation
import InfiniteStoriesModels
import TerminalUI

/// A question that needs an answer before anything is destroyed or lost.
///
/// The safe answer (Cancel, Stay) is the first button and has the focus, so Enter pressed out
/// of habit never deletes anything.
public struct Confirmation: Sendable, Equatable {
    public enum Subject: Sendable, Equatable {
        case deleteHero(id: String, name: String, storyCount: Int)
        case deleteStory(id: String, title: String)
        /// Deleting one of the user's own events (its stories stay).
        case deleteCustomEvent(id: String, title: String)
        case quit
        /// Signing out of `email` on `server` (named, so the user knows which account ends).
        case signOut(email: String, server: String)
        /// Deleting the account `email` on `server` with everything in it: the email must be typed.
        case deleteAccount(email: String, server: String)
        /// Narrating a narrated story again, with the voice chosen in the question.
        case renarrate(storyID: String, title: String)
    }

    public var subject: Subject
    /// 0 is the safe answer, 1 the destructive one.
    public var focusedButton = 0
    /// What the user typed, for questions answered by typing (nil for button-only ones).
    public var typed: LineEditor?
    /// Why the typed answer was not taken, shown under it.
    public var problem: String?
    /// For `renarrate`: the voice chosen, an index into `Catalog.voices`.
    public var voiceIndex = 0

    /// For `renarrate`: the voice chosen.
    public var voice: String {
        Catalog.voice(at: voiceIndex)
    }

    /// Whether the question has a voice to choose (↑/↓) besides its buttons.
    public var choosesVoice: Bool {
        if case .renarrate = subject { return true }
        return false
    }

    public init(_ subject: Subject) {
        self.subject = subject
        if case .deleteAccount = subject { typed = LineEditor(maximumLength: 320) }
    }

    /// The text that must be typed to go ahead, if any.
    public var expectedText: String? {
        if case .deleteAccount(let email, _) = subject { return email }
        return nil
    }

    /// Whether the typed text is the expected one (case and surrounding spaces aside).
    public var typedTextMatches: Bool {
        guard let expectedText, let typed else { return true }
        return typed.text.trimmingCharacters(in: .whitespaces).lowercased() == expectedText.lowercased()
    }

    public var title: String {
        switch subject {
        case .deleteHero: Strings.deleteHeroTitle
        case .deleteStory: Strings.deleteStoryTitle
        case .deleteCustomEvent: Strings.deleteEventTitle
        case .quit: Strings.quitTitle
        case .signOut: Strings.signOutTitle
        case .deleteAccount: Strings.deleteAccountTitle
        case .renarrate: Strings.renarrateTitle
        }
    }

    public var message: String {
        switch subject {
        case .deleteHero(_, let name, let count): Strings.deleteHeroMessage(name: name, stories: count)
        case .deleteStory(_, let title): Strings.deleteStoryMessage(title: title)
        case .deleteCustomEvent(_, let title): Strings.deleteEventMessage(title: title)
        case .quit: Strings.quitMessage
        case .signOut(let email, let server): Strings.signOutMessage(email: email, server: server)
        case .deleteAccount(let email, let server): Strings.deleteAccountMessage(email: email, server: server)
        case .renarrate(_, let title): Strings.renarrateMessage(title: title)
        }
    }

    public var buttons: [String] {
        switch subject {
        case .deleteHero, .deleteStory, .deleteCustomEvent: [Strings.cancel, Strings.delete]
        case .quit: [Strings.stay, Strings.quit]
        case .signOut: [Strings.cancel, Strings.keySignOut]
        case .deleteAccount: [Strings.cancel, Strings.deleteAccountButton]
        case .renarrate: [Strings.cancel, Strings.renarrateButton]
        }
    }

    public var confirmsOnEnter: Bool { focusedButton == 1 }
}
