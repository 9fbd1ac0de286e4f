import Foundation

/// The events section and its form.
extension Strings {
    // MARK: Events section

    /// Categories, age ranges and tones the event form offers (sent as they are written here).
    public static let eventCategories = ["general", "adventure", "bedtime", "family", "school", "friendship", "nature",
                                         "holiday", "feelings"]
    public static let eventAgeRanges = ["2-4", "4-6", "6-8", "8-10", "10-12"]
    public static let eventTones = ["cheerful", "calm", "gentle", "exciting", "funny", "magical", "reassuring"]
    public static let anyAge = "any age"
    public static let eventsEmpty = "No events of your own yet: press n to write one."
    public static let eventsLoading = "Loading your events..."
    public static func eventsCount(_ count: Int) -> String { count == 1 ? "1 event" : "\(count) events" }
    public static func eventUsage(_ count: Int) -> String {
        switch count {
        case 0: "not used yet"
        case 1: "used once"
        default: "used \(count) times"
        }
    }
    public static let eventDetailHint = "Enter: show the prompt and keywords"
    public static let eventPromptLabel = "Prompt"
    public static let eventOriginalPromptLabel = "Your words"
    public static let eventKeywordsLabel = "Keywords"
    public static let eventCategoryLabel = "Category"
    public static let eventAgeRangeLabel = "Ages"
    public static let eventToneLabel = "Tone"
    public static let eventDescriptionLabel = "About"
    public static let eventUsedLabel = "Used"
    public static func eventUsedTimes(_ count: Int) -> String { count == 1 ? "once" : "\(count) times" }
    public static let eventEnhancedLabel = "Enhanced"
    public static func eventEnhancedBy(_ model: String, _ date: String) -> String { "yes, by \(model) on \(date)" }
    public static let eventNotEnhanced = "not yet (press a)"
    public static let eventEnhancingNow = "being enhanced..."
    public static let noKeywords = "none"
    public static let newEventTitle = "New event"
    public static let editEventTitle = "Edit event"
    public static let eventTitleField = "Title"
    public static let eventDescriptionField = "About"
    public static let eventPromptField = "Idea"
    public static let eventCategoryField = "Category"
    public static let eventAgeRangeField = "Ages"
    public static let eventToneField = "Tone"
    public static let eventKeywordsField = "Keywords"
    public static let eventTitlePlaceholder = "First day at the new school (Ctrl-T suggests)"
    public static let eventDescriptionPlaceholder = "What happens, in a sentence"
    public static let eventPromptPlaceholder = "The idea the story is written from"
    public static let eventKeywordsPlaceholder = "comma, separated (Ctrl-G suggests)"
    public static let eventTitleInvalid = "Title must be between 1 and 200 characters"
    public static let eventPromptInvalid = "Idea must be between 1 and 2000 characters"
    public static let eventDescriptionTooLong = "At most 2000 characters"
    public static let eventKeywordsInvalid = "At most 20 keywords of 50 characters"
    public static let eventSuggesting = "Asking the assistant..."
    public static func eventSuggestionCount(_ index: Int, of count: Int) -> String { "suggestion \(index) of \(count)" }
    public static func eventCreated(_ title: String) -> String { "Event \"\(title)\" created." }
    public static func eventUpdated(_ title: String) -> String { "Event \"\(title)\" saved." }
    public static func eventDeleted(_ title: String) -> String { "Event \"\(title)\" deleted; its stories stay." }
    public static func eventEnhanced(_ title: String) -> String { "\"\(title)\" enhanced: a richer prompt and keywords." }
    public static func eventEnhancing(_ title: String) -> String { "Enhancing \"\(title)\"..." }
    public static let eventAlreadyEnhanced = "This event has already been enhanced (it can be enhanced once)."
    public static let eventTitleNeedsIdea = "Write a few words of the idea first, then Ctrl-T suggests a title."
    public static let eventKeywordsNeedIdea = "Write a few words of the idea first, then Ctrl-G suggests keywords."
    public static let eventOnlyTitle = "That is the assistant's one title for these words: another sentence gives it more."
    public static let deleteEventTitle = "Delete event"
    public static func deleteEventMessage(title: String) -> String {
        "Delete your event \"\(title)\"? Stories written from it stay."
    }
    public static func userEventOption(_ title: String) -> String { "\(title) (yours)" }
    public static func fromYourEvent(_ title: String) -> String { "From your event: \(title)" }
    public static let fromOneOfYourEvents = "From one of your events"
    public static let keyNewEvent = "New"
    public static let keyNewEventHelp = "Write a new event of your own"
    public static let keyEditEventHelp = "Edit the selected event"
    public static let keyDeleteEventHelp = "Delete the selected event (its stories stay)"
    public static let keyFavoriteEventHelp = "Mark or unmark the event as a favourite"
    public static let keyEnhance = "Enhance"
    public static let keyEnhanceHelp = "Enhance the event's prompt and keywords with the assistant (once)"
    public static let keyDetails = "Details"
    public static let keyEventDetailHelp = "Show or hide the event's prompt and keywords"
    public static let keySuggestTitle = "Title idea"
    public static let keySuggestTitleHelp = "Ask the assistant for a title (again: the next suggestion)"
    public static let keySuggestKeywords = "Keywords"
    public static let keySuggestKeywordsHelp = "Ask the assistant for keywords"
    public static let keySaveEventHelp = "Save the event"
}
