import Foundation

/// The hero form, the story picker and the confirmations.
extension Strings {
    // MARK: Hero form

    public static let newHeroTitle = "New hero"
    public static let editHeroTitle = "Edit hero"
    public static let heroNameLabel = "Name"
    public static let heroAgeLabel = "Age"
    public static let primaryTraitLabel = "Main trait"
    public static let secondaryTraitLabel = "Second trait"
    public static let specialAbilityLabel = "Ability"
    public static let appearanceFieldLabel = "Looks"
    public static let heroNamePlaceholder = "e.g. Luna"
    public static let agePlaceholder = "3 to 12"
    public static let abilityPlaceholder = "e.g. talks to animals (optional)"
    public static let appearancePlaceholder = "e.g. curly red hair, green boots (optional)"
    public static let noSecondTrait = "(none)"
    public static let saving = "Saving..."
    public static let heroNameInvalid = "Name must be 1 to 200 characters."
    public static let heroAgeInvalid = "Age must be 3 to 12."
    public static let heroAbilityTooLong = "Ability must be at most 200 characters."
    public static let heroAppearanceTooLong = "Looks must be at most 500 characters."
    public static let heroTraitsInvalid = "Pick a main trait."
    public static func heroCreated(_ name: String) -> String { "\(name) is ready for adventures." }
    public static func heroUpdated(_ name: String) -> String { "\(name) was saved." }

    // MARK: Story picker

    public static func newStoryTitle(for heroName: String) -> String { "New story for \(heroName)" }
    public static let eventLabelPicker = "Event"
    public static let customEventOption = "Something else..."
    public static let customEventLabel = "Theme"
    public static let customEventPlaceholder = "e.g. a trip to the moon"
    public static let storyLengthLabel = "Length"
    public static let storyLanguageLabel = "Language"
    public static func lengthChoice(_ minutes: Int) -> String { "\(minutes) minutes" }
    public static let customEventRequired = "Please describe the theme, or pick an event."
    public static let customEventTooLong = "The theme must be at most 500 characters."

    // MARK: Confirmations

    public static let cancel = "Cancel"
    public static let delete = "Delete"
    public static let quit = "Quit"
    public static let stay = "Stay"
    public static let deleteHeroTitle = "Delete hero?"
    public static func deleteHeroMessage(name: String, stories: Int) -> String {
        switch stories {
        case 0: "Delete \(name)? They have no stories."
        case 1: "Delete \(name) and their 1 story? This cannot be undone."
        default: "Delete \(name) and their \(stories) stories? This cannot be undone."
        }
    }
    public static let renarrateTitle = "Narrate again?"
    public static func renarrateMessage(title: String) -> String {
        "\u{201C}\(title)\u{201D} is narrated already. Narrate it again with the voice below? The new narration replaces it."
    }
    public static let renarrateButton = "Narrate again"
    public static func renarrating(_ voice: String) -> String { "Narrating again with \(voice)." }
    public static let voiceChoiceLabel = "Voice:"
    public static func voiceLabel(_ id: String, _ description: String) -> String { "\(id): \(description)" }
    public static let keyVoice = "Voice"
    public static let keyVoiceHelp = "Choose the voice (how it sounds with this server's narrator)"
    public static let keyVoiceUpHelp = "Choose the previous voice"
    public static let deleteStoryTitle = "Delete story?"
    public static func deleteStoryMessage(title: String) -> String {
        "Delete \"\(title)\", with its narration and pictures? This cannot be undone."
    }
    public static let quitTitle = "Quit?"
    public static let quitMessage = "A form has changes that are not saved. Quit anyway and lose them?"
    public static func heroDeleted(_ name: String) -> String { "\(name) was deleted." }
    public static func storyDeleted(_ title: String) -> String { "\"\(title)\" was deleted." }
    public static func favoriteAdded(_ title: String) -> String { "\"\(title)\" is a favourite." }
    public static func favoriteRemoved(_ title: String) -> String { "\"\(title)\" is no longer a favourite." }
    public static let signedOut = "You are signed out."
    public static let signOutTitle = "Sign out?"
    public static func signOutMessage(email: String, server: String) -> String {
        let who = email.isEmpty ? "this account" : email
        let place = server.isEmpty ? "" : " on \(server)"
        return "Sign out of \(who)\(place)? Your heroes and stories stay on the server."
    }
    /// Printed after the terminal is restored when work was still going on at quit.
    public static func farewell(storiesInProgress count: Int, embedded: Bool) -> String {
        let subject = count == 1 ? "1 story is" : "\(count) stories are"
        return embedded
            ? "\(subject) still being made; the work carries on the next time you open InfiniteStories."
            : "\(subject) still being made on the server; it will be ready when you come back."
    }
    public static let deleteAccountTitle = "Delete your account?"
    public static func deleteAccountMessage(email: String, server: String) -> String {
        let place = server.isEmpty ? "" : " on \(server)"
        return "This deletes \(email)\(place) with every hero, story, narration and picture, and signs out every "
            + "device. It cannot be undone. Type the email to confirm."
    }
    public static let deleteAccountButton = "Delete account"
    public static func typeToConfirm(_ expected: String) -> String { "Type \(expected) to confirm." }
    public static let typeEmailPlaceholder = "the account's email"
    public static let accountDeleted = "Your account and everything in it were deleted."
    public static let backOnline = "The server answers again."
    public static let restoredAfterSignIn = "Welcome back: you are where you left off."
}
