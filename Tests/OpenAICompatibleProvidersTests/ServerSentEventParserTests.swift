@testable import OpenAICompatibleProviders
import Testing

struct ServerSentEventParserTests {
    static let stream = ": comment\r\ndata: {\"a\":\"é🌙\"}\r\n\r\nevent: x\ndata: line one\ndata: line two\n\ndata: [DONE]\r\r"

    @Test func everySplitPositionGivesTheSameEvents() {
        let bytes = Array(Self.stream.utf8)
        let expected = [#"{"a":"é🌙"}"#, "line one\nline two", "[DONE]"]
        for cut in 0...bytes.count {
            var parser = ServerSentEventParser()
            let events = parser.feed(bytes[..<cut]) + parser.feed(bytes[cut...]) + parser.finish()
            #expect(events == expected, "split at \(cut)")
        }
        var parser = ServerSentEventParser()
        let byteByByte = bytes.flatMap { parser.feed([$0]) } + parser.finish()
        #expect(byteByByte == expected)
    }

    @Test func anEventWithoutItsBlankLineIsKeptAtTheEnd() {
        var parser = ServerSentEventParser()
        #expect(parser.feed(Array("data: last".utf8)).isEmpty)
        #expect(parser.finish() == ["last"])
    }
}
