/// Where media goes: a bucket and a key prefix, written `s3://bucket/prefix`.
public struct S3Location: Sendable, Equatable, CustomStringConvertible {
    public var bucket: String
    /// Empty, or ends in `/` so that keys read `prefix/stories/...`.
    public var prefix: String

    public init(bucket: String, prefix: String = "") {
        self.bucket = bucket
        let trimmed = prefix.drop { $0 == "/" }
        self.prefix = trimmed.isEmpty || trimmed.hasSuffix("/") ? String(trimmed) : trimmed + "/"
    }

    /// `s3://bucket` or `s3://bucket/some/prefix`; nil for anything else, including bucket names S3
    /// would refuse (3 to 63 lower-case letters, digits, dots and hyphens), so a typo fails at start-up.
    public init?(_ text: String) {
        guard text.hasPrefix("s3://") else { return nil }
        let rest = text.dropFirst("s3://".count)
        let bucket = rest.prefix { $0 != "/" }
        guard (3...63).contains(bucket.count),
              bucket.allSatisfy({ ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "." || $0 == "-" }),
              bucket.first?.isLetter == true || bucket.first?.isNumber == true else { return nil }
        self.init(bucket: String(bucket), prefix: String(rest.dropFirst(bucket.count)))
    }

    /// The object key for a path relative to the prefix.
    public func key(for path: String) -> String { prefix + path }

    public var description: String { "s3://\(bucket)/\(prefix)" }
}
