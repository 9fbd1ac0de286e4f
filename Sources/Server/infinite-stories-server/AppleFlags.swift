import ArgumentParser
import Foundation
import InfiniteStoriesServer

/// The `--apple-*` flags, checked together: Apple is on with at least one client id, and the
/// browser flow needs the team id, key id and key file as a set (half a set is a mistake to name,
/// not to ignore).
struct AppleFlags {
    var clientIDs: [String]
    var teamID: String
    var keyID: String
    var privateKeyFile: String
    var baseURL: String

    func configuration() throws -> AppleConfiguration? {
        let ids = clientIDs.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let keyParts = [teamID, keyID, privateKeyFile].filter { !$0.isEmpty }
        guard !ids.isEmpty else {
            if !keyParts.isEmpty { throw ValidationError("--apple-team-id, --apple-key-id and --apple-private-key-file need --apple-client-id") }
            return nil
        }
        guard keyParts.isEmpty || keyParts.count == 3 else {
            throw ValidationError("--apple-team-id, --apple-key-id and --apple-private-key-file go together (all three or none)")
        }
        guard let base = try ServerCommand.url(baseURL, flag: .appleBaseURL) else {
            throw ValidationError("--apple-base-url must be an http:// or https:// URL")
        }
        var pem: String?
        if !privateKeyFile.isEmpty {
            do {
                pem = try SecretFile.read(privateKeyFile, flag: ServerFlag.applePrivateKeyFile.flag)
            } catch {
                throw ValidationError(error.description)
            }
        }
        return AppleConfiguration(clientIDs: ids, teamID: teamID.isEmpty ? nil : teamID, keyID: keyID.isEmpty ? nil : keyID,
                                  privateKeyPEM: pem, baseURL: base)
    }
}
