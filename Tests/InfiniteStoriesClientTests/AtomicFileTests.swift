import Foundation
import Testing
@testable import InfiniteStoriesClient

/// Files written whole with private permissions, and read back whole only when they are what
/// was written: a regular file, not through a symbolic link, not larger than asked.
@Suite("Atomic file")
struct AtomicFileTests {
    @Test func writesPrivatelyAndReadsBackWhole() throws {
        let folder = TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a.json")
        let bytes = Data((0..<70_000).map { UInt8($0 % 251) })
        try AtomicFile.write(bytes, to: file, permissions: 0o600)
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(try AtomicFile.read(atPath: file.path, limit: 70_000) == bytes)
        #expect(try AtomicFile.read(atPath: file.path, limit: 69_999) == nil, "over the limit")
        try AtomicFile.write(Data(), to: file, permissions: 0o600)
        #expect(try AtomicFile.read(atPath: file.path, limit: 10) == Data())
        // Nothing but the file itself is left in the folder.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["a.json"])
    }

    @Test func refusesWhatIsNotARegularFile() throws {
        let folder = TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("target.json")
        try AtomicFile.write(Data("{}".utf8), to: target, permissions: 0o600)
        let link = folder.appendingPathComponent("link.json")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        #expect(throws: AtomicFile.Failure.self) { try AtomicFile.read(atPath: link.path, limit: 100) }
        #expect(try AtomicFile.read(atPath: folder.path, limit: 1 << 20) == nil, "a directory")
        #expect(throws: AtomicFile.Failure.self) { try AtomicFile.read(atPath: folder.path + "/missing", limit: 100) }
    }
}
