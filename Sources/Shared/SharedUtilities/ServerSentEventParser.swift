/// An incremental parser of a `text/event-stream` body, fed chunks as they arrive.
///
/// One parser for both ends that read event streams: the client's generation progress and the
/// OpenAI providers' streamed completions. Network chunks split anywhere (inside a line, a CRLF
/// pair or a UTF-8 character), so bytes are kept until a whole line is in.
///
/// Follows the WHATWG algorithm: lines end in CRLF, LF or CR (a CRLF split across two chunks is
/// still one line end); `:` lines are comments; `data` lines accumulate with newlines; an empty
/// line dispatches; `id` persists across events and is ignored when it contains NUL; `retry`
/// takes only ASCII digits; a leading byte order mark is dropped; an unterminated event at the
/// end of the stream is discarded (WHATWG: "If the file ends in the middle of an event, before the
/// final empty line, the incomplete event is not dispatched"), so a cut connection never passes
/// half an event on as a whole one. Work is linear in the input.
public struct ServerSentEventParser: Sendable {
    /// What feeding a chunk can produce.
    public enum Output: Sendable, Equatable {
        case event(ServerSentEvent)
        /// The server's reconnection time, in milliseconds.
        case retry(Int)
    }

    /// A line longer than this is dropped instead of growing memory without bound.
    public static let maximumLineBytes = 4 * 1024 * 1024

    private var line: [UInt8] = []
    private var lineTooLong = false
    private var previousWasCR = false
    private var bomState = 0   // 0..2: bytes of the BOM matched so far; 3: start of stream passed
    private var eventType = ""
    private var data = ""
    private var hasData = false
    private var lastEventID: String?

    public init() {}

    /// The last event ID seen, to send as `Last-Event-ID` when reconnecting.
    public var currentLastEventID: String? { lastEventID }

    /// Parses `bytes`, answering what they completed.
    public mutating func feed<Bytes: Sequence>(_ bytes: Bytes) -> [Output] where Bytes.Element == UInt8 {
        var outputs: [Output] = []
        for byte in bytes {
            if bomState < 3 {
                let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
                if byte == bom[bomState] {
                    bomState += 1
                    continue
                }
                // Not a BOM after all: give back the bytes that looked like one.
                let consumed = bom[0..<bomState]
                bomState = 3
                for earlier in consumed { append(earlier, into: &outputs) }
            }
            append(byte, into: &outputs)
        }
        return outputs
    }

    private mutating func append(_ byte: UInt8, into outputs: inout [Output]) {
        switch byte {
        case 0x0A:
            if previousWasCR {
                previousWasCR = false
                return
            }
            endLine(into: &outputs)
        case 0x0D:
            previousWasCR = true
            endLine(into: &outputs)
        default:
            previousWasCR = false
            if line.count < Self.maximumLineBytes {
                line.append(byte)
            } else {
                lineTooLong = true
            }
        }
    }

    private mutating func endLine(into outputs: inout [Output]) {
        defer {
            line.removeAll(keepingCapacity: true)
            lineTooLong = false
        }
        if lineTooLong { return }
        if line.isEmpty {
            if let event = dispatch() { outputs.append(.event(event)) }
            return
        }
        if line.first == UInt8(ascii: ":") { return }
        let field: String
        var value: Substring.UTF8View.SubSequence
        let text = String(decoding: line, as: UTF8.self)
        if let colon = text.utf8.firstIndex(of: UInt8(ascii: ":")) {
            field = String(text[text.startIndex..<colon])
            value = text.utf8[text.utf8.index(after: colon)...]
            if value.first == UInt8(ascii: " ") { value = value.dropFirst() }
        } else {
            field = text
            value = text.utf8[text.utf8.endIndex...]
        }
        let string = String(Substring(value))
        switch field {
        case "event":
            eventType = string
        case "data":
            if hasData { data.append("\n") }
            data.append(string)
            hasData = true
        case "id":
            if !string.utf8.contains(0) { lastEventID = string }
        case "retry":
            if !string.isEmpty, string.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }), let milliseconds = Int(string) {
                outputs.append(.retry(milliseconds))
            }
        default:
            break
        }
    }

    private mutating func dispatch() -> ServerSentEvent? {
        defer {
            eventType = ""
            data = ""
            hasData = false
        }
        guard hasData else { return nil }
        return ServerSentEvent(type: eventType.isEmpty ? "message" : eventType, data: data, lastEventID: lastEventID)
    }
}
