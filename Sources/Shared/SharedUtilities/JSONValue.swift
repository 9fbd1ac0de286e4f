/// A JSON document read into plain Swift values.
///
/// One JSON value type for both sides (ADR 0028): the terminal app reads the few small files it
/// needs before its first frame (the saved session, the lists kept between runs) with
/// `init(parsing:)`, and the server validates request bodies field by field from it, reporting
/// wrong types per field instead of failing the whole body the way a Codable model would.
///
/// Why the app does not use Foundation: `JSONDecoder`'s first generic decode makes the Swift
/// runtime look up a dozen protocol conformances, each by scanning every conformance record of the
/// binary, and `JSONSerialization` builds Foundation objects that are then bridged back to Swift
/// and makes one such scan itself. Together that was ~1 ms of a ~10 ms first frame, where reading
/// these bytes directly takes a tenth of it (docs/decisions/0011). The server decodes it with
/// `JSONDecoder` (`Decodable` below), as it always did.
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    /// A number written without fraction or exponent that fits `Int`.
    case integer(Int)
    /// Any other number.
    case double(Double)
    case string(String)
    case array([JSONValue])
    /// Members in document order (objects here are small: a lookup scans them).
    case object([(key: String, value: JSONValue)])

    /// The document in `bytes` (UTF-8, RFC 8259), or nil when it is not one: damaged, truncated,
    /// nested deeper than `maximumDepth`, or followed by anything but white space.
    public init?<Bytes: Collection<UInt8>>(parsing bytes: Bytes, maximumDepth: Int = 64) {
        let parsed: JSONValue? = bytes.withContiguousStorageIfAvailable { buffer in
            var reader = JSONReader(buffer, maximumDepth: maximumDepth)
            return reader.document()
        } ?? {
            let copy = Array(bytes)
            return copy.withUnsafeBufferPointer { buffer in
                var reader = JSONReader(buffer, maximumDepth: maximumDepth)
                return reader.document()
            }
        }()
        guard let parsed else { return nil }
        self = parsed
    }

    /// The member `key` of an object (the last one when a key repeats, as JSONSerialization).
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last(where: { $0.key == key })?.value
    }

    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// A whole number: `3` and `3.0` are 3; `3.5`, strings and booleans are not numbers of items.
    public var integer: Int? {
        switch self {
        case .integer(let value): return value
        case .double(let value): return value == value.rounded() ? Int(exactly: value) : nil
        default: return nil
        }
    }

    public var double: Double? {
        switch self {
        case .integer(let value): return Double(value)
        case .double(let value): return value
        default: return nil
        }
    }

    public var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    public var array: [JSONValue]? {
        if case .array(let values) = self { return values }
        return nil
    }

    /// The elements when every one is a string (`["Brave", "Kind"]`), else nil.
    public var strings: [String]? {
        guard case .array(let values) = self else { return nil }
        var strings: [String] = []
        strings.reserveCapacity(values.count)
        for value in values {
            guard case .string(let text) = value else { return nil }
            strings.append(text)
        }
        return strings
    }

    public var isObject: Bool {
        if case .object = self { return true }
        return false
    }

    public static func == (left: JSONValue, right: JSONValue) -> Bool {
        switch (left, right) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.integer(let a), .integer(let b)): return a == b
        case (.double(let a), .double(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }
}

extension JSONValue {
    /// An object's members as a dictionary (the last one when a key repeats), else nil.
    public var members: [String: JSONValue]? {
        guard case .object(let members) = self else { return nil }
        return Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }
}

extension JSONValue: Decodable {
    /// Decodes any JSON value: whole numbers that fit `Int` as `.integer`, other numbers as
    /// `.double`, object members in key order (a decoder does not keep document order).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            let members = try container.decode([String: JSONValue].self)
            self = .object(members.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) })
        }
    }
}
