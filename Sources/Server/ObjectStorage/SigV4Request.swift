/// What SigV4 signs of an HTTP request, before encoding: the path and query as the server will
/// decode them, and the headers to sign (with `host`). The signer encodes them itself, so the
/// canonical request and the URL that goes out cannot disagree.
public struct SigV4Request: Sendable, Equatable {
    public var method: String
    /// The decoded path, starting with `/` (`/bucket/stories/abc/audio.mp3`).
    public var path: String
    /// Decoded names and values, in any order; a name may repeat.
    public var query: [Query]
    /// Header names in any case; values are trimmed and inner runs of spaces folded when signed.
    public var headers: [Header]

    public struct Query: Sendable, Equatable {
        public var name: String
        public var value: String
        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    public struct Header: Sendable, Equatable {
        public var name: String
        public var value: String
        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    public init(method: String, path: String, query: [Query] = [], headers: [Header]) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
    }

    /// The value of a header (the first one of that name, any case).
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// The encoded path and query for the request line, in the signer's encoding.
    public var encodedTarget: String {
        let path = URIEncoding.path(path)
        guard !query.isEmpty else { return path }
        return path + "?" + query.map { "\(URIEncoding.component($0.name))=\(URIEncoding.component($0.value))" }
            .joined(separator: "&")
    }
}
