import Foundation
@testable import SharedUtilities
import Testing

/// `JSONValue` reads what JSONSerialization reads, the same way, and refuses what it refuses
/// (plus out-of-range numbers and broken surrogate escapes).
@Suite("JSON values")
struct JSONValueTests {
    /// The value as JSONSerialization's plain Foundation values, to compare the two readers.
    static func foundationShape(_ value: JSONValue) -> Any {
        switch value {
        case .null: NSNull()
        case .bool(let flag): flag
        case .integer(let number): number
        case .double(let number): number
        case .string(let text): text
        case .array(let values): values.map(foundationShape)
        case .object(let members): Dictionary(members.map { ($0.key, foundationShape($0.value)) }, uniquingKeysWith: { $1 })
        }
    }

    static func same(_ document: String) throws -> Bool {
        let data = Data(document.utf8)
        let ours = try #require(JSONValue(parsing: data), "refused: \(document)")
        let theirs = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        let left = try JSONSerialization.data(withJSONObject: foundationShape(ours), options: [.sortedKeys, .fragmentsAllowed])
        let right = try JSONSerialization.data(withJSONObject: theirs, options: [.sortedKeys, .fragmentsAllowed])
        return left == right
    }

    @Test(arguments: [
        "{}", "[]", " \n\t{ } ", "null", "true", "false", "0", "-0", "42", "-17", "3.25", "-0.5e-3", "1E+2", "6.02e23",
        "9223372036854775807", "\"\"", "\"plain\"", #""quote \" backslash \\ slash \/ \b\f\n\r\t""#,
        #""\u00e9\u4E2D \ud83c\udf19 \u0000""#, "\"Léa 🦊 小龙\"",
        #"{"a":1,"b":[true,false,null],"c":{"d":"e","f":[[],{}]},"g":-1.5}"#,
        #"{"dup":1,"dup":2}"#, "[1, 2.5, \"x\", [null]]",
    ])
    func readsWhatFoundationReads(document: String) throws {
        #expect(try Self.same(document), "\(document)")
    }

    @Test(arguments: [
        "", " ", "{", "}", "[,1]", "{\"a\":}", "{\"a\" 1}", "{a:1}", "01", "1.", ".5", "-", "+1",
        "1e", "1e+", "0x10", "NaN", "Infinity", "tru", "nul", "\"open", "\"bad \\q escape\"", "\"\\u12\"",
        "\"tab\tinside\"", "[1] [2]", "{} x",
    ])
    func refusesWhatFoundationRefuses(document: String) {
        let data = Data(document.utf8)
        #expect(JSONValue(parsing: data) == nil, "\(document)")
        #expect(throws: (any Error).self, "JSONSerialization reads \(document)") {
            try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        }
    }

    /// Stricter than Foundation on purpose (RFC 8259): no trailing comma, a number out of
    /// Double's range is not read as infinity, a lone or mismatched surrogate escape is no character.
    @Test(arguments: ["[1,]", "{\"a\":1,}", "1e999", "-1e999", "\"\\ud83c\"", "\"\\udf19\"", "\"\\ud83c\\u0041\""])
    func refusesWhatIsNotAValue(document: String) {
        #expect(JSONValue(parsing: Data(document.utf8)) == nil, "\(document)")
    }

    @Test func wholeNumbersStayIntegersAndOthersDoubles() {
        #expect(JSONValue(parsing: Data("[7, -0, 1E+2, 2.0, 9223372036854775808]".utf8))
                == .array([.integer(7), .integer(0), .double(100), .double(2), .double(9.223_372_036_854_775_808e18)]))
    }

    @Test func refusesInvalidUTF8AndDeepNesting() {
        #expect(JSONValue(parsing: [UInt8(ascii: "\""), 0xC3, 0x28, UInt8(ascii: "\"")]) == nil)
        // After an escape (the slower path), and a UTF-8-encoded surrogate.
        #expect(JSONValue(parsing: Array(#""\n"#.utf8) + [0xC3, 0x28, UInt8(ascii: "\"")]) == nil)
        #expect(JSONValue(parsing: [UInt8(ascii: "\""), 0xED, 0xA0, 0x80, UInt8(ascii: "\"")]) == nil)
        let deep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        #expect(JSONValue(parsing: Data(deep.utf8)) == nil)
        let allowed = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(JSONValue(parsing: Data(allowed.utf8)) != nil)
    }

    /// The reader's own UTF-8 check agrees with the standard library's on every sequence of up
    /// to two bytes, on boundary cases of three and four, and keeps the text it accepts.
    @Test func utf8CheckAgreesWithTheStandardLibrary() {
        func agree(_ bytes: [UInt8]) -> Bool {
            let expected = String(validating: bytes, as: UTF8.self)
            let text = bytes.withUnsafeBufferPointer(JSONReader.text)
            return text == expected && JSONReader.isValidUTF8(bytes.withUnsafeBufferPointer { $0 }) == (expected != nil)
        }
        var disagreements: [[UInt8]] = []
        for first in 0...255 {
            if !agree([UInt8(first)]) { disagreements.append([UInt8(first)]) }
            for second in 0...255 where !agree([UInt8(first), UInt8(second)]) {
                disagreements.append([UInt8(first), UInt8(second)])
            }
        }
        let edges: [[UInt8]] = [
            [0xE0, 0xA0, 0x80], [0xE0, 0x9F, 0xBF], [0xED, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xEF, 0xBF, 0xBF],
            [0xEF, 0xBF], [0xE1, 0x80, 0x7F], [0xE1, 0x80, 0xC0], [0xF0, 0x90, 0x80, 0x80], [0xF0, 0x8F, 0xBF, 0xBF],
            [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF3, 0xBF, 0xBF, 0xBF], [0xF1, 0x80, 0x80],
            [0xF1, 0x80, 0x80, 0x7F], [0xF5, 0x80, 0x80, 0x80], [0xF0, 0x9F, 0x8C, 0x99, 0x41], [0x41, 0xC3, 0xA9, 0x80],
            Array("Luna 🌙 est très sage, 月".utf8),
        ]
        for bytes in edges where !agree(bytes) { disagreements.append(bytes) }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
    }

    @Test func accessorsAnswerOnlyForTheirKind() throws {
        let value = try #require(JSONValue(parsing: Data(#"{"n":3,"x":3.0,"f":3.5,"s":"3","b":true,"l":["a","b"],"m":["a",1],"dup":1,"dup":2}"#.utf8)))
        #expect(value["n"]?.integer == 3 && value["x"]?.integer == 3 && value["f"]?.integer == nil)
        #expect(value["s"]?.integer == nil && value["b"]?.integer == nil && value["f"]?.double == 3.5)
        #expect(value["n"]?.double == 3 && value["s"]?.string == "3" && value["b"]?.bool == true)
        #expect(value["l"]?.strings == ["a", "b"] && value["m"]?.strings == nil)
        #expect(value["dup"]?.integer == 2, "the last of a repeated key, as JSONSerialization")
        #expect(value["missing"] == nil && value["n"]?["n"] == nil && value.isObject)
    }

    @Test func aByteOrderMarkIsSkipped() {
        #expect(JSONValue(parsing: [0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) == .array([.integer(1)]))
    }
}

/// The server's way in: `JSONDecoder` through `Decodable`, then `members`.
@Suite("JSON values, decoded")
struct DecodedJSONValueTests {
    @Test func decodesEveryKindAsTheParserReadsIt() throws {
        let text = #"{"b":true,"i":3,"d":2.5,"s":"x","a":[null,1],"o":{"k":"v"}}"#
        let decoded = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        let parsed = try #require(JSONValue(parsing: Array(text.utf8)))
        for key in ["b", "i", "d", "s", "a", "o"] {
            #expect(decoded[key] == parsed[key], "\(key)")
        }
        #expect(decoded["d"]?.double == 2.5 && decoded["i"]?.double == 3)
        #expect(decoded.members?.count == 6)
        #expect(decoded["o"]?.members == ["k": .string("v")])
        #expect(JSONValue.string("x").members == nil)
    }

    @Test func membersKeepTheLastOfARepeatedKey() throws {
        let parsed = try #require(JSONValue(parsing: Array(#"{"a":1,"a":2}"#.utf8)))
        #expect(parsed.members == ["a": .integer(2)])
    }
}
