/// A form drawn over the main screen.
public enum FormOverlay: Sendable, Equatable {
    case hero(HeroForm)
    case story(StoryPicker)

    /// Whether closing it would lose typing.
    public var hasUnsavedChanges: Bool {
        switch self {
        case .hero(let form): form.hasUnsavedChanges
        case .story(let picker): picker.hasUnsavedChanges
        }
    }
}
