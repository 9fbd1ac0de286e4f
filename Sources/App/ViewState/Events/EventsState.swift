import InfiniteStoriesModels

/// The events section: the user's own story events, the selected one's detail, and the form.
public struct EventsState: Sendable, Equatable {
    public var list = BrowsableList<CustomStoryEvent>()
    /// Identifies the latest list load, so a late answer for an old request is ignored.
    public var requestID = 0
    /// Whether the list was loaded at least once (the story picker then needs no load of its own).
    public var isLoaded = false
    /// Whether the selected event's detail shows (beside the list when wide, instead of it when not).
    public var showsDetail = false
    public var form: EventForm?
    /// Events whose enhancement is on its way.
    public var enhancingIDs: Set<String> = []
    /// A delete is in flight.
    public var isDeleting = false

    public init() {}

    public var selectedEvent: CustomStoryEvent? { list.selectedItem }

    public var hasUnsavedChanges: Bool { form?.hasUnsavedChanges ?? false }

    /// Whether a spinner turns in the section.
    public var isBusy: Bool {
        list.isLoading || !enhancingIDs.isEmpty || isDeleting
            || (form.map { $0.isSubmitting || $0.isSuggestingTitle || $0.isSuggestingKeywords } ?? false)
    }

    /// The title of the event with `id`, if it is loaded.
    public func title(ofEvent id: String) -> String? {
        list.item(withID: id)?.title
    }
}
