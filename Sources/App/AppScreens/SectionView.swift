import TerminalUI
import ViewState

/// The events, journey and settings sections: each draws in the main area (under the header,
/// above the player and footer) inside one box titled with the section's name.
enum SectionView {
    static func draw(_ section: Section, _ context: RenderContext, in rect: Rect, on buffer: inout ScreenBuffer) {
        buffer.withRegion(rect) { region in
            region.clear()
            let interior = region.drawBox(region.bounds, box: context.focusedBox, style: .border, title: title(of: section),
                                          ellipsis: context.glyphs.ellipsis)
            guard interior.width > 2, interior.height > 0 else { return }
            let content = interior.inset(top: 0, left: 1, bottom: 0, right: 1)
            switch section {
            case .events:
                EventsView.draw(context, in: content, on: &region)
            case .settings:
                SettingsView.draw(context, in: content, on: &region)
            case .journey:
                JourneyView.draw(context, in: content, on: &region)
            case .library:
                region.write(Strings.sectionComingUp, at: content.origin, style: .muted, maxWidth: content.width,
                             ellipsis: context.glyphs.ellipsis)
            }
        }
    }

    static func title(of section: Section) -> String {
        switch section {
        case .library: Strings.sectionLibrary
        case .events: Strings.sectionEvents
        case .journey: Strings.sectionJourney
        case .settings: Strings.sectionSettings
        }
    }
}
