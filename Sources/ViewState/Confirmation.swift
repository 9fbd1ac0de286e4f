/// A question that needs an answer before anything is destroyed or lost.
///
/// The safe answer (Cancel, Stay) is the first button and has the focus, so Enter pressed out
/// of habit never deletes anything.
public struct Confirmation: Sendable, Equatable {
    public enum Subject: Sendable, Equatable {
        case deleteHero(id: String, name: String, storyCount: Int)
        case deleteStory(id: String, title: String)
        case quit
        /// Signing out of `email` on `server` (named, so the user knows which account ends).
        case signOut(email: String, server: String)
    }

    public var subject: Subject
    /// 0 is the safe answer, 1 the destructive one.
    public var focusedButton = 0

    public init(_ subject: Subject) {
        self.subject = subject
    }

    public var title: String {
        switch subject {
        case .deleteHero: Strings.deleteHeroTitle
        case .deleteStory: Strings.deleteStoryTitle
        case .quit: Strings.quitTitle
        case .signOut: Strings.signOutTitle
        }
    }

    public var message: String {
        switch subject {
        case .deleteHero(_, let name, let count): Strings.deleteHeroMessage(name: name, stories: count)
        case .deleteStory(_, let title): Strings.deleteStoryMessage(title: title)
        case .quit: Strings.quitMessage
        case .signOut(let email, let server): Strings.signOutMessage(email: email, server: server)
        }
    }

    public var buttons: [String] {
        switch subject {
        case .deleteHero, .deleteStory: [Strings.cancel, Strings.delete]
        case .quit: [Strings.stay, Strings.quit]
        case .signOut: [Strings.cancel, Strings.keySignOut]
        }
    }

    public var confirmsOnEnter: Bool { focusedButton == 1 }
}
