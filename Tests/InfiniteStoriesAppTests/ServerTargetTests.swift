import Foundation
import Testing
@testable import infinite_stories

/// What the user types as a server becomes a URL only when it is one: http or https with a host,
/// surrounding white space (any Unicode kind) ignored.
@Suite("Server target")
struct ServerTargetTests {
    @Test(arguments: [
        ("http://127.0.0.1:8080", "http://127.0.0.1:8080"),
        ("  https://stories.example.com/  ", "https://stories.example.com/"),
        ("\t\nhttp://host:1\r\n", "http://host:1"),
        ("\u{3000}http://host\u{00A0}", "http://host"),
        ("HTTP://Host", "HTTP://Host"),
    ])
    func acceptsHTTPURLs(typed: String, expected: String) {
        #expect(ServerTarget.url(from: typed)?.absoluteString == expected)
    }

    @Test(arguments: ["", "   ", "ftp://example.com", "localhost:8080", "http://", "not a url", "http:// host"])
    func refusesAnythingElse(typed: String) {
        #expect(ServerTarget.url(from: typed) == nil)
    }
}
