import Foundation

/// One Server-Sent Event about a story's generation.
struct StreamEvent: Sendable, Equatable {
    /// Monotonic across restarts (seeded from the boot time), so a `Last-Event-ID` from before a
    /// restart is recognisably stale.
    var id: Int64?
    /// `progress`, `text`, `done` or `error`.
    var name: String
    /// JSON payload.
    var data: String

    /// The wire form: `id`, `event`, `data` lines and a blank line.
    var wire: String {
        (id.map { "id: \($0)\n" } ?? "") + "event: \(name)\ndata: \(data)\n\n"
    }
}
