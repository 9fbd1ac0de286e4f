import Foundation
import SharedUtilities
import StandIns
import QRCode
import TerminalUI
import Testing

/// Our binding against libqrencode's own command-line tool: the same text at the same settings
/// must give the same modules, so a wrong field, bit or level in the binding cannot hide.
@Suite("QR code encoding")
struct QRCodeEncoderTests {
    static let deviceURL = "http://127.0.0.1:8080/device?user_code=BCDF-GHJK"

    @Test(arguments: [
        deviceURL,
        "a",
        "HTTPS://Example.COM/Path?Mixed=Case&x=1",
        "Ünïcödé ✓ 🌙 bedtime",
        "https://infinite-stories.example/device?user_code=WXYZ-2345&redirect=" + String(repeating: "abc", count: 60),
    ])
    func matchesTheQrencodeTool(text: String) throws {
        let expected = try QrencodeTool.matrix(for: text)
        let matrix = try #require(QRCodeEncoder.encode(text), "libqrencode.so.4 (Debian: libqrencode4) should be installed")
        #expect(matrix.width == expected.width)
        #expect(matrix == expected)
    }

    @Test func theDeviceURLIsASmallCode() throws {
        let matrix = try #require(QRCodeEncoder.encode(Self.deviceURL))
        // 48 bytes at level M need version 4 (version 3 holds 42): 33 modules a side.
        #expect(matrix.width == 33)
        #expect(QRCodeDrawing.size(for: matrix, ascii: false) == (37, 19))
        #expect(QRCodeDrawing.size(for: matrix, ascii: true) == (74, 37))
        // The three finder patterns' outer corners are dark, the separators beside them light.
        #expect(matrix[row: 0, column: 0] && matrix[row: 0, column: 32] && matrix[row: 32, column: 0])
        #expect(!matrix[row: 7, column: 7] && !matrix[row: 7, column: 25] && !matrix[row: 25, column: 7])
    }

    @Test func encodingIsRepeatableAcrossThreads() async throws {
        let first = try #require(QRCodeEncoder.encode(Self.deviceURL))
        let results = await withTaskGroup(of: QRMatrix?.self) { group in
            for _ in 0..<8 { group.addTask { QRCodeEncoder.encode(Self.deviceURL) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8 && results.allSatisfy { $0 == first })
    }

    @Test func theLargestTextAtLevelMFitsAndOneByteMoreDoesNot() throws {
        let largest = try #require(QRCodeEncoder.encode(String(repeating: "a", count: 2331)))
        #expect(largest.width == 177)
        #expect(QRCodeEncoder.encode(String(repeating: "a", count: 2332)) == nil)
    }

    @Test func anOverLongTextGivesNil() {
        #expect(QRCodeEncoder.encode(String(repeating: "x", count: 8000)) == nil)
    }

    @Test func anEmptyTextGivesNil() {
        #expect(QRCodeEncoder.encode("") == nil)
    }

    @Test func aNULByteGivesNilRatherThanACodeOfHalfTheText() {
        #expect(QRCodeEncoder.encode("before\u{0}after") == nil)
    }
}

/// `qrencode -l M -8 -t ASCII -m 0`: one row per line, `##` for a dark module, two spaces for a
/// light one, no margin.
enum QrencodeTool {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func matrix(for text: String) throws -> QRMatrix {
        let run = try ChildProcess.capture("/usr/bin/env", ["qrencode", "-l", "M", "-8", "-t", "ASCII", "-m", "0", "-o", "-", text])
        guard run.status == 0 else {
            throw Failure(description: "qrencode exited with \(run.status) (Debian package: qrencode)")
        }
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: true)
        var modules: [Bool] = []
        for line in lines {
            let characters = Array(line)
            guard characters.count == 2 * lines.count else {
                throw Failure(description: "a line of \(characters.count) characters in a code of \(lines.count) rows")
            }
            for pair in stride(from: 0, to: characters.count, by: 2) {
                switch (characters[pair], characters[pair + 1]) {
                case ("#", "#"): modules.append(true)
                case (" ", " "): modules.append(false)
                default: throw Failure(description: "unexpected module \(characters[pair])\(characters[pair + 1])")
                }
            }
        }
        let matrix = QRMatrix(width: lines.count, modules: modules)
        guard !matrix.isEmpty else { throw Failure(description: "qrencode printed no code") }
        return matrix
    }
}
