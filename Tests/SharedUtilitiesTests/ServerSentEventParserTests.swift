import Foundation
import Testing
import SharedUtilities

@Suite("Server-Sent Events parser")
struct ServerSentEventParserTests {
    private func parse(_ chunks: [String]) -> [ServerSentEventParser.Output] {
        var parser = ServerSentEventParser()
        return chunks.flatMap { parser.feed(Array($0.utf8)) }
    }

    private func events(_ text: String) -> [ServerSentEvent] {
        parse([text]).compactMap { if case .event(let event) = $0 { event } else { nil } }
    }

    @Test func dispatchesOnBlankLineWithTypeDataAndID() {
        let result = events("event: progress\ndata: {\"a\":1}\nid: 7\n\n")
        #expect(result == [ServerSentEvent(type: "progress", data: "{\"a\":1}", lastEventID: "7")])
    }

    @Test func joinsMultiLineDataWithNewlines() {
        #expect(events("data: first\ndata: second\ndata\n\n").map(\.data) == ["first\nsecond\n"])
    }

    @Test func ignoresCommentsAndUnknownFields() {
        #expect(events(": keep-alive\nfoo: bar\ndata: x\n\n: another\n\n") == [ServerSentEvent(data: "x")])
    }

    @Test func removesOnlyOneLeadingSpaceAfterTheColon() {
        #expect(events("data:  two spaces\ndata:none\n\n").map(\.data) == [" two spaces\nnone"])
    }

    @Test func acceptsCRLFAndCRAndLFLineEndings() {
        let expected = [ServerSentEvent(type: "a", data: "1"), ServerSentEvent(type: "b", data: "2"),
                        ServerSentEvent(type: "c", data: "3")]
        #expect(events("event: a\r\ndata: 1\r\n\r\nevent: b\rdata: 2\r\revent: c\ndata: 3\n\n") == expected)
    }

    @Test func eventWithoutDataIsNotDispatchedAndResetsType() {
        #expect(events("event: ping\n\ndata: x\n\n") == [ServerSentEvent(type: "message", data: "x")])
    }

    @Test func unterminatedEventAtEndOfStreamIsDiscarded() {
        #expect(events("data: complete\n\ndata: partial\n").map(\.data) == ["complete"])
    }

    @Test func lastEventIDCarriesOverAndIgnoresIDsWithNUL() {
        let result = events("id: 1\ndata: a\n\ndata: b\n\nid: bad\u{0}id\ndata: c\n\n")
        #expect(result.map(\.lastEventID) == ["1", "1", "1"])
    }

    @Test func retryTakesDigitsOnly() {
        let outputs = parse(["retry: 2500\nretry: 12x\nretry: -1\nretry: 99999999999999999999999\n"])
        #expect(outputs == [.retry(2500)])
    }

    @Test func dropsLeadingByteOrderMarkOnlyAtStart() {
        #expect(events("\u{FEFF}data: x\n\n") == [ServerSentEvent(data: "x")])
        // A BOM-like start that is not one keeps its bytes.
        var parser = ServerSentEventParser()
        let outputs = parser.feed([0xEF, 0xBB] + Array("data: y\n\n".utf8))
        #expect(outputs.count == 0)  // the field name became "\u{FFFD}data", an unknown field
    }

    @Test func splittingTheStreamAnywhereGivesTheSameEvents() {
        let stream = "\u{FEFF}: hello\r\nevent: progress\r\ndata: {\"p\":1}\r\nid: 1\r\n\r\nevent: text\rdata: é ü 🌙\r\rdata: line1\ndata: line2\nretry: 300\n\n"
        let bytes = Array(stream.utf8)
        let whole = { () -> [ServerSentEventParser.Output] in
            var parser = ServerSentEventParser()
            return parser.feed(bytes)
        }()
        #expect(whole.count == 4)
        for first in 0...bytes.count {
            for second in first...bytes.count where (second - first) % 7 == 0 || second == bytes.count {
                var parser = ServerSentEventParser()
                let outputs = parser.feed(bytes[0..<first]) + parser.feed(bytes[first..<second]) + parser.feed(bytes[second...])
                #expect(outputs == whole, "split at \(first), \(second)")
            }
        }
    }

    @Test func byteByByteFeedingMatchesWholeFeeding() {
        let stream = "data: a\r\n\r\ndata: b\r\r"
        var parser = ServerSentEventParser()
        let outputs = Array(stream.utf8).flatMap { parser.feed([$0]) }
        #expect(outputs == [.event(ServerSentEvent(data: "a")), .event(ServerSentEvent(data: "b"))])
    }

    @Test func largeStreamIsParsedInLinearTime() {
        let event = "event: text\ndata: {\"delta\":\"" + String(repeating: "word ", count: 20) + "\"}\n\n"
        let stream = Array(String(repeating: event, count: 20_000).utf8)
        var parser = ServerSentEventParser()
        let clock = ContinuousClock()
        let start = clock.now
        var count = 0
        var index = 0
        while index < stream.count {
            let end = min(index + 1_000, stream.count)
            count += parser.feed(stream[index..<end]).count
            index = end
        }
        #expect(count == 20_000)
        #expect(clock.now - start < .seconds(5))
    }

    // From the OpenAI providers' former parser: they read only the data of each event.
    static let providerStream = ": comment\r\ndata: {\"a\":\"é🌙\"}\r\n\r\nevent: x\ndata: line one\ndata: line two\n\ndata: [DONE]\r\r"

    private static func data(_ outputs: [ServerSentEventParser.Output]) -> [String] {
        outputs.compactMap { if case .event(let event) = $0 { event.data } else { nil } }
    }

    @Test func everySplitPositionGivesTheSameProviderEvents() {
        let bytes = Array(Self.providerStream.utf8)
        let expected = [#"{"a":"é🌙"}"#, "line one\nline two", "[DONE]"]
        for cut in 0...bytes.count {
            var parser = ServerSentEventParser()
            let events = Self.data(parser.feed(bytes[..<cut]) + parser.feed(bytes[cut...]))
            #expect(events == expected, "split at \(cut)")
        }
        var parser = ServerSentEventParser()
        let byteByByte = Self.data(bytes.flatMap { parser.feed([$0]) })
        #expect(byteByByte == expected)
    }

    /// WHATWG: "If the file ends in the middle of an event, before the final empty line, the
    /// incomplete event is not dispatched." (The providers' former parser dispatched it.)
    @Test func anEventWaitsForItsBlankLine() {
        var parser = ServerSentEventParser()
        #expect(parser.feed(Array("data: last".utf8)).isEmpty)
        #expect(parser.feed(Array("\n".utf8)).isEmpty)
        #expect(parser.feed(Array("\n".utf8)) == [.event(ServerSentEvent(data: "last"))])
    }
}
