/// The recursive-descent reader behind `JSONValue(parsing:)`, over borrowed bytes.
struct JSONReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private let maximumDepth: Int
    private var depth = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    mutating func document() -> JSONValue? {
        // A UTF-8 byte order mark is tolerated, as most readers do.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        guard let value = value() else { return nil }
        skipWhiteSpace()
        return index == bytes.count ? value : nil
    }

    private mutating func value() -> JSONValue? {
        skipWhiteSpace()
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "{"): return object()
        case UInt8(ascii: "["): return array()
        case UInt8(ascii: "\""): return string().map(JSONValue.string)
        case UInt8(ascii: "t"): return literal("true", .bool(true))
        case UInt8(ascii: "f"): return literal("false", .bool(false))
        case UInt8(ascii: "n"): return literal("null", .null)
        default: return number()
        }
    }

    private mutating func skipWhiteSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func literal(_ word: StaticString, _ value: JSONValue) -> JSONValue? {
        let count = word.utf8CodeUnitCount
        guard bytes.count - index >= count else { return nil }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return nil }
        index += count
        return value
    }

    private mutating func object() -> JSONValue? {
        depth += 1
        defer { depth -= 1 }
        guard depth <= maximumDepth else { return nil }
        index += 1  // {
        var members: [(key: String, value: JSONValue)] = []
        skipWhiteSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhiteSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else { return nil }
            skipWhiteSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
            index += 1
            guard let value = value() else { return nil }
            members.append((key, value))
            guard let ended = separatorOrEnd(UInt8(ascii: "}")) else { return nil }
            if ended { return .object(members) }
        }
    }

    private mutating func array() -> JSONValue? {
        depth += 1
        defer { depth -= 1 }
        guard depth <= maximumDepth else { return nil }
        index += 1  // [
        var values: [JSONValue] = []
        skipWhiteSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(values)
        }
        while true {
            guard let value = value() else { return nil }
            values.append(value)
            guard let ended = separatorOrEnd(UInt8(ascii: "]")) else { return nil }
            if ended { return .array(values) }
        }
    }

    /// After a member or element: true at `closing` (read), false at a comma (read), nil otherwise.
    private mutating func separatorOrEnd(_ closing: UInt8) -> Bool? {
        skipWhiteSpace()
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: ","):
            index += 1
            return false
        case closing:
            index += 1
            return true
        default:
            return nil
        }
    }

    /// A string starting at the opening quote. Invalid UTF-8 is refused, like control characters.
    private mutating func string() -> String? {
        index += 1  // opening quote
        let start = index
        // Fast path: no escapes, the bytes are the string.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = UnsafeBufferPointer(rebasing: bytes[start..<index])
                index += 1
                return JSONReader.text(text)
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { return nil }
            index += 1
        }
        var decoded = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return decoded.withUnsafeBufferPointer(JSONReader.text)
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { return nil }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(escape)
                case UInt8(ascii: "b"): decoded.append(0x08)
                case UInt8(ascii: "f"): decoded.append(0x0C)
                case UInt8(ascii: "n"): decoded.append(0x0A)
                case UInt8(ascii: "r"): decoded.append(0x0D)
                case UInt8(ascii: "t"): decoded.append(0x09)
                case UInt8(ascii: "u"):
                    guard let scalar = unicodeEscape() else { return nil }
                    decoded.append(contentsOf: UTF8.encode(scalar)!)
                default: return nil
                }
            default:
                if byte < 0x20 { return nil }
                decoded.append(byte)
                index += 1
            }
        }
        return nil  // no closing quote
    }

    /// `bytes` as a string, or nil when they are not UTF-8.
    ///
    /// Checked here rather than with `String(validating:as:)`: that initializer is generic over
    /// the encoding and not specialised, so each call paid for runtime metadata look-ups (~40% of
    /// reading the 60-story snapshot before the first frame). `String(decoding:as:)` of bytes
    /// already known to be valid copies them.
    static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        isValidUTF8(bytes) ? String(decoding: bytes, as: UTF8.self) : nil
    }

    /// RFC 3629: no overlong forms, no surrogates (U+D800...U+DFFF), nothing above U+10FFFF.
    static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            // The sequence's length, and the range of its second byte, by the lead byte.
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return false
            }
            guard bytes.count - index >= length, bytes[index + 1] >= low, bytes[index + 1] <= high else { return false }
            var offset = 2
            while offset < length {
                guard bytes[index + offset] & 0xC0 == 0x80 else { return false }
                offset += 1
            }
            index += length
        }
        return true
    }

    /// The scalar of `\uXXXX` (the `\u` already read), joining a UTF-16 surrogate pair.
    private mutating func unicodeEscape() -> Unicode.Scalar? {
        guard let unit = hexUnit() else { return nil }
        if UTF16.isLeadSurrogate(unit) {
            guard bytes.count - index >= 2, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                return nil
            }
            index += 2
            guard let trail = hexUnit(), UTF16.isTrailSurrogate(trail) else { return nil }
            return Unicode.Scalar(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(trail) - 0xDC00))
        }
        return Unicode.Scalar(unit)  // nil for a lone trail surrogate
    }

    private mutating func hexUnit() -> UInt16? {
        guard bytes.count - index >= 4 else { return nil }
        var unit: UInt16 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            unit = unit << 4 | UInt16(digit)
            index += 1
        }
        return unit
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, strictly.
    private mutating func number() -> JSONValue? {
        let start = index
        var isIntegral = true
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { return nil }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isIntegral = false
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { return nil }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isIntegral = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { return nil }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        if isIntegral, let value = Int(text) { return .integer(value) }
        guard let value = Double(text), value.isFinite else { return nil }
        return .double(value)
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
