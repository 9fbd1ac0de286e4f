import Foundation
import SharedUtilities

/// Reads typed fields out of a JSON object and collects one message per bad field, so a client
/// learns about every problem in one answer (the contract's `details` object).
struct FieldReader {
    let object: [String: JSONValue]
    private(set) var errors: [String: String] = [:]

    init(_ object: [String: JSONValue]) { self.object = object }

    /// Whether the key is present at all (even as null): PATCH distinguishes absent from null.
    func has(_ key: String) -> Bool { object[key] != nil }

    /// Whether the key is present with JSON null (clears an optional field on PATCH).
    func isNull(_ key: String) -> Bool { object[key] == .null }

    mutating func fail(_ key: String, _ message: String) {
        if errors[key] == nil { errors[key] = message }
    }

    /// A string trimmed of surrounding whitespace, checked for length in characters and bytes
    /// (`TextLimit`).
    mutating func string(_ key: String, required: Bool = false, length: ClosedRange<Int>, trim: Bool = true) -> String? {
        guard let value = object[key], value != .null else {
            if required { fail(key, "is required") }
            return nil
        }
        guard case .string(let raw) = value else {
            fail(key, "must be a string")
            return nil
        }
        let text = trim ? raw.trimmingCharacters(in: .whitespacesAndNewlines) : raw
        if let violation = TextLimit(length).violation(text) {
            fail(key, violation)
            return nil
        }
        return text
    }

    /// A whole number within a range.
    mutating func integer(_ key: String, required: Bool = false, range: ClosedRange<Int>) -> Int? {
        guard let value = object[key], value != .null else {
            if required { fail(key, "is required") }
            return nil
        }
        guard let number = value.double, number.rounded() == number, abs(number) < 1e15 else {
            fail(key, "must be a whole number")
            return nil
        }
        let whole = Int(number)
        guard range.contains(whole) else {
            fail(key, "must be between \(range.lowerBound) and \(range.upperBound)")
            return nil
        }
        return whole
    }

    /// A non-negative whole number up to UInt64.max (seeds).
    mutating func unsigned(_ key: String) -> UInt64? {
        guard let value = object[key], value != .null else { return nil }
        guard let number = value.double, number >= 0, number.rounded() == number, number < 1.8e19 else {
            fail(key, "must be a whole number of 0 or more")
            return nil
        }
        return UInt64(number)
    }

    mutating func bool(_ key: String) -> Bool? {
        guard let value = object[key], value != .null else { return nil }
        guard case .bool(let flag) = value else {
            fail(key, "must be true or false")
            return nil
        }
        return flag
    }

    /// An array of trimmed strings with count and per-item length limits.
    mutating func strings(_ key: String, required: Bool = false, count: ClosedRange<Int>, itemLength: Int) -> [String]? {
        guard let value = object[key], value != .null else {
            if required { fail(key, "is required") }
            return nil
        }
        guard case .array(let items) = value else {
            fail(key, "must be an array of strings")
            return nil
        }
        var result: [String] = []
        for item in items {
            guard case .string(let raw) = item else {
                fail(key, "must be an array of strings")
                return nil
            }
            let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            if let violation = TextLimit(1...itemLength).violation(text) {
                fail(key, "each item \(violation)")
                return nil
            }
            result.append(text)
        }
        guard count.contains(result.count) else {
            fail(key, count.lowerBound > 0
                 ? "must have \(count.lowerBound) to \(count.upperBound) items"
                 : "must have at most \(count.upperBound) items")
            return nil
        }
        return result
    }

    /// Throws the collected field errors as one 400.
    func check() throws {
        if !errors.isEmpty { throw APIError.validation(errors) }
    }
}
