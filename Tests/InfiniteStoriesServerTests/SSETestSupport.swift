import Foundation
import InfiniteStoriesModels

/// A parsed Server-Sent Event, read by an independent minimal parser for the tests.
struct ParsedEvent: Equatable {
    var id: String?
    var name: String
    var data: String

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try JSONDecoder.wire().decode(T.self, from: Data(data.utf8))
    }
}

enum SSE {
    /// Splits a complete `text/event-stream` body into events (comments dropped).
    static func parse(_ text: String) -> [ParsedEvent] {
        var events: [ParsedEvent] = []
        for block in text.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n\n") {
            var id: String?
            var name = "message"
            var data: [String] = []
            var sawField = false
            for line in block.split(separator: "\n", omittingEmptySubsequences: true) where !line.hasPrefix(":") {
                sawField = true
                let parts = line.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
                let field = String(parts[0])
                var value = parts.count > 1 ? String(parts[1]) : ""
                if value.hasPrefix(" ") { value.removeFirst() }
                switch field {
                case "id": id = value
                case "event": name = value
                case "data": data.append(value)
                default: break
                }
            }
            if sawField { events.append(ParsedEvent(id: id, name: name, data: data.joined(separator: "\n"))) }
        }
        return events
    }

    /// The story text the events add up to (honouring our `replace` extension).
    static func text(of events: [ParsedEvent]) throws -> String {
        var text = ""
        for event in events where event.name == "text" {
            let payload = try event.decode(TextDeltaPayload.self)
            if payload.replace == true { text = payload.delta } else { text += payload.delta }
        }
        return text
    }
}
