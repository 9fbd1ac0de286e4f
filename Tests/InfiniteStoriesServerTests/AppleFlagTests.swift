import StandIns
import Foundation
import Testing

/// The `--apple-*` flags of the server binary: a half-configured key set named, the `.p8` file
/// refused unless only its owner can read it, its contents never printed, and a good set on.
@Suite("Apple flags")
struct AppleFlagTests {
    @Test(arguments: [
        (["--apple-team-id", "T"], "--apple-team-id, --apple-key-id and --apple-private-key-file need --apple-client-id"),
        (["--apple-client-id", "a.b", "--apple-team-id", "T"],
         "--apple-team-id, --apple-key-id and --apple-private-key-file go together (all three or none)"),
        (["--apple-client-id", "a.b", "--apple-base-url", "appleid.apple.com"],
         "--apple-base-url must be an http:// or https:// URL"),
        (["--public-url", "stories.example.com"], "--public-url must be an http:// or https:// URL"),
    ])
    func badAppleSettingsAreRefusedByName(arguments: [String], message: String) throws {
        let data = try ProviderFlagTests.folder()
        defer { try? FileManager.default.removeItem(at: data) }
        let outcome = try ExecutableTests.run(arguments + ["--port", "0", "--data-dir", data.path])
        #expect(outcome.status != 0)
        #expect(outcome.errors.contains("Error: \(message)"), "\(outcome.errors)")
    }

    @Test func theKeyFileMustBeTheOwnersAloneAndIsNeverPrinted() throws {
        let folder = try ProviderFlagTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let apple = try FakeApple()
        defer { apple.stop() }
        let keyFile = folder.appendingPathComponent("AuthKey.p8")
        try Data(apple.privateKeyPEM.utf8).write(to: keyFile)
        let secretLine = try #require(apple.privateKeyPEM.split(separator: "\n").dropFirst().first.map(String.init))
        let arguments = ["--apple-client-id", FakeApple.servicesID, "--apple-team-id", FakeApple.teamID,
                         "--apple-key-id", FakeApple.keyID, "--apple-private-key-file", keyFile.path,
                         "--apple-base-url", apple.baseURL.absoluteString, "--log-level", "trace", "--port", "0",
                         "--data-dir", folder.appendingPathComponent("data").path]
        chmod(keyFile.path, 0o640)
        let refused = try ExecutableTests.run(arguments)
        #expect(refused.status != 0)
        #expect(refused.errors.contains("--apple-private-key-file: \(keyFile.path) is readable by others (mode 640)"),
                "\(refused.errors)")
        #expect(!refused.errors.contains(secretLine))

        chmod(keyFile.path, 0o600)
        let run = try ExecutableTests.run(arguments, timeLimit: .seconds(3))
        #expect(run.output.contains("listening on"), "\(run.output) \(run.errors)")
        #expect(!run.output.contains(secretLine) && !run.errors.contains(secretLine))

        try Data("-----BEGIN PRIVATE KEY-----\nnot a key\n-----END PRIVATE KEY-----\n".utf8).write(to: keyFile)
        let bad = try ExecutableTests.run(arguments)
        #expect(bad.status != 0)
        #expect(bad.errors.contains("not a PEM-encoded P-256 (.p8) key"), "\(bad.errors)")
    }
}
