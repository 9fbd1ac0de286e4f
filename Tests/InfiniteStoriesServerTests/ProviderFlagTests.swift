import Foundation
import Testing

/// The real-provider flags of the server binary: choices checked, the API key file refused
/// unless only its owner can read it, and the key itself never printed.
@Suite("Provider flags")
struct ProviderFlagTests {
    static let secret = "sk-test-DO-NOT-PRINT-0123456789abcdef"

    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("is-providers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test(arguments: [
        (["--story-provider", "gpt"], "--story-provider must be offline or openai"),
        (["--speech-provider", "espeak"], "--speech-provider must be offline or openai"),
        (["--image-provider", "dalle"], "--image-provider must be offline or openai"),
        (["--fallback", "maybe"], "--fallback must be offline or none"),
        (["--openai-base-url", "api.openai.com"], "--openai-base-url must be an http:// or https:// URL"),
        (["--provider-timeout", "0"], "--provider-timeout must be a whole number of seconds"),
    ])
    func badProviderSettingsAreRefusedByName(arguments: [String], message: String) throws {
        let data = try Self.folder()
        defer { try? FileManager.default.removeItem(at: data) }
        let outcome = try ExecutableTests.run(arguments + ["--port", "0", "--data-dir", data.path])
        #expect(outcome.status != 0)
        #expect(outcome.errors.contains("Error: \(message)"), "\(outcome.errors)")
    }

    @Test func aKeyFileOthersCanReadIsRefusedWithoutPrintingTheKey() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let keyFile = folder.appendingPathComponent("openai.key")
        try Data((Self.secret + "\n").utf8).write(to: keyFile)
        chmod(keyFile.path, 0o644)
        let refused = try ExecutableTests.run(["--story-provider", "openai", "--openai-api-key-file", keyFile.path,
                                               "--port", "0", "--data-dir", folder.appendingPathComponent("data").path])
        #expect(refused.status != 0)
        #expect(refused.errors.contains("is readable by others (mode 644); run chmod 600 on it"), "\(refused.errors)")
        #expect(!refused.errors.contains(Self.secret) && !refused.output.contains(Self.secret))

        // A missing file and a folder are refused too, by name.
        let missing = try ExecutableTests.run(["--openai-api-key-file", folder.appendingPathComponent("none").path,
                                               "--port", "0", "--data-dir", folder.path])
        #expect(missing.errors.contains("cannot be read"), "\(missing.errors)")
        let directory = try ExecutableTests.run(["--openai-api-key-file", folder.path, "--port", "0", "--data-dir", folder.path])
        #expect(directory.errors.contains("is not a regular file"), "\(directory.errors)")
    }

    /// A key systemd hands over with `LoadCredential=` (in `$CREDENTIALS_DIRECTORY`, which only
    /// the service can enter) may show group bits from its ACL; the same file elsewhere may not.
    @Test func aSystemdCredentialIsTakenWhateverItsGroupBits() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let credentials = folder.appendingPathComponent("credentials")
        try FileManager.default.createDirectory(at: credentials, withIntermediateDirectories: true)
        let keyFile = credentials.appendingPathComponent("openai-api-key")
        try Data(Self.secret.utf8).write(to: keyFile)
        chmod(keyFile.path, 0o440)
        let arguments = ["--story-provider", "openai", "--openai-api-key-file", keyFile.path,
                         "--openai-base-url", "http://127.0.0.1:9/v1", "--port", "0",
                         "--data-dir", folder.appendingPathComponent("data").path]
        let taken = try ExecutableTests.run(arguments, environment: ["CREDENTIALS_DIRECTORY": credentials.path],
                                            timeLimit: .seconds(3))
        #expect(taken.output.contains("listening on"), "\(taken.errors)")
        let refused = try ExecutableTests.run(arguments, environment: ["CREDENTIALS_DIRECTORY": nil])
        #expect(refused.errors.contains("is readable by others (mode 440)"), "\(refused.errors)")
    }

    @Test func theKeyNeverAppearsInHelpOrStartUpOutput() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let help = try ExecutableTests.run(["--help"], environment: ["OPENAI_API_KEY": Self.secret])
        #expect(help.status == 0)
        for flag in ["--story-provider", "--speech-provider", "--image-provider", "--openai-base-url",
                     "--openai-api-key-file", "--openai-story-model", "--provider-timeout", "--fallback"] {
            #expect(help.output.contains(flag), "\(flag) in --help")
        }
        #expect(!help.output.contains(Self.secret))

        // A server that starts with the key (0600 file) logs nothing of it, even at trace level.
        let keyFile = folder.appendingPathComponent("openai.key")
        try Data(Self.secret.utf8).write(to: keyFile)
        chmod(keyFile.path, 0o600)
        let run = try ExecutableTests.run(["--story-provider", "openai", "--speech-provider", "openai",
                                           "--openai-api-key-file", keyFile.path, "--openai-base-url", "http://127.0.0.1:9/v1",
                                           "--log-level", "trace", "--port", "0",
                                           "--data-dir", folder.appendingPathComponent("data").path],
                                          timeLimit: .seconds(3))
        #expect(run.output.contains("listening on"), "\(run.output) \(run.errors)")
        #expect(!run.output.contains(Self.secret) && !run.errors.contains(Self.secret))
    }
}
