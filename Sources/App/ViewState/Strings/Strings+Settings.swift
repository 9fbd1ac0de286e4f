import Foundation

/// The settings section.
extension Strings {
    // MARK: Settings section

    public static let settingsAccountLabel = "Account"
    public static let settingsNameLabel = "Name"
    public static let settingsVoiceLabel = "Narration voice"
    public static let settingsLanguageLabel = "Story language"
    public static let settingsLengthLabel = "Story length"
    public static func settingsMinutes(_ minutes: Int) -> String { "\(minutes) min" }
    public static let settingsUnsaved = "(not saved: Enter)"
    public static let settingsEditingName = "(typing: Enter saves, Esc undoes)"
    public static let settingsLoading = "Loading your profile..."
    public static let settingsSaving = "Saving..."
    public static let settingsNameInvalid = "Name must be between 1 and 200 characters"
    public static let settingsSaved = "Settings saved."
    public static let settingsUnchanged = "Nothing to save: no setting was changed."
    public static let settingsUsageTitle = "This hour"
    public static let settingsUsageStories = "Stories"
    public static let settingsUsageNarrations = "Narrations"
    public static let settingsUsagePictures = "Pictures"
    public static let settingsUsageAvatars = "Avatars"
    public static func settingsUsed(_ used: Int, of limit: Int) -> String { "\(used)/\(limit)" }
    public static let settingsNoLimits = "No hourly limits on this server."
    public static let settingsUsageLoading = "Loading usage..."
    public static let settingsTotalsTitle = "In total"
    public static func settingsTotals(stories: Int, narrations: Int, pictures: Int) -> String {
        "\(stories) stories, \(narrations) narrations, \(pictures) pictures"
    }
    public static let settingsAccountKeys = "S: sign out    D: delete the account"
    public static let keySaveSetting = "Save"
    public static let keySaveSettingHelp = "Save the settings (on the name: type it first)"
    public static let keySettingFieldHelp = "Next setting"
    public static let keySettingFieldUpHelp = "Previous setting"
    public static let keyChooseSettingHelp = "Change the chosen setting"
    public static let keySaveNameHelp = "Save the name"
    public static let keyUndoNameHelp = "Stop typing and put the saved name back"
}
