/// Turns the bytes of a `text/event-stream` body into the data of its events, as they arrive.
///
/// Network chunks split anywhere: in the middle of a line, of a CRLF pair, or of a UTF-8
/// character. Bytes are therefore kept until a whole line is in, and only whole lines are decoded,
/// so a character is never cut in two. Lines end with LF, CRLF or CR (the SSE grammar allows all
/// three); comment lines (`:` first) and fields other than `data` are ignored; an empty line ends
/// an event whose data lines are joined with LF.
struct ServerSentEventParser: Sendable {
    private var pending: [UInt8] = []
    private var dataLines: [String] = []
    private var hasData = false
    /// A CR ended the last line; an LF first in the next chunk belongs to it.
    private var skipLeadingLineFeed = false

    /// The data of every event completed by `bytes`.
    mutating func feed<Bytes: Sequence>(_ bytes: Bytes) -> [String] where Bytes.Element == UInt8 {
        var events: [String] = []
        for byte in bytes {
            if skipLeadingLineFeed {
                skipLeadingLineFeed = false
                if byte == 0x0A { continue }
            }
            switch byte {
            case 0x0A:
                endLine(into: &events)
            case 0x0D:
                endLine(into: &events)
                skipLeadingLineFeed = true
            default:
                pending.append(byte)
            }
        }
        return events
    }

    /// The data of an event left without its closing empty line when the body ended.
    mutating func finish() -> [String] {
        var events: [String] = []
        if !pending.isEmpty { endLine(into: &events) }
        if hasData { events.append(dataLines.joined(separator: "\n")) }
        dataLines = []
        hasData = false
        return events
    }

    private mutating func endLine(into events: inout [String]) {
        defer { pending.removeAll(keepingCapacity: true) }
        if pending.isEmpty {
            if hasData { events.append(dataLines.joined(separator: "\n")) }
            dataLines = []
            hasData = false
            return
        }
        if pending.first == 0x3A { return }  // ":" starts a comment (keep-alives).
        let line = String(decoding: pending, as: UTF8.self)
        let field: Substring
        var value: Substring
        if let colon = line.firstIndex(of: ":") {
            field = line[..<colon]
            value = line[line.index(after: colon)...]
            if value.first == " " { value = value.dropFirst() }
        } else {
            field = line[...]
            value = ""
        }
        guard field == "data" else { return }
        dataLines.append(String(value))
        hasData = true
    }
}
