import Foundation

/// Sign-in accounts other than the password (Apple), device authorizations, and deleting a
/// whole account; behind a protocol of their own like the jobs, so routes never know the database.
protocol AccountStore: Sendable {
    /// The user an external account (`provider`, its user id) belongs to.
    func user(provider: String, accountID: String) async throws -> UserRecord?
    /// Inserts a new user with its external account in one transaction; throws
    /// `StoreError.duplicateEmail` when the email is taken.
    func createUser(_ user: UserRecord, account: ExternalAccountRecord) async throws
    /// Links an external account to an existing user (nothing when it is linked already).
    func linkAccount(_ account: ExternalAccountRecord) async throws
    /// Deletes the user and everything of theirs (sessions, accounts, heroes, stories, listening);
    /// answers the media folders to remove, or nil when there was no such user.
    func deleteUser(id: String) async throws -> [String]?

    /// Stores a new device authorization; throws `StoreError.duplicateCode` when a live one has
    /// the same user code (the caller draws another).
    func insertDeviceAuthorization(_ record: DeviceAuthorizationRecord) async throws
    func deviceAuthorization(_ key: DeviceAuthorizationKey) async throws -> DeviceAuthorizationRecord?
    /// Writes `record` only if the stored one still has `expectedStatus` (so two polls, or two
    /// callbacks, cannot both win); answers whether it did.
    func updateDeviceAuthorization(_ record: DeviceAuthorizationRecord, expectedStatus: DeviceAuthorizationRecord.Status)
        async throws -> Bool
    /// Forgets authorizations that expired before `date`.
    func deleteDeviceAuthorizations(expiredBefore date: Date) async throws
}

/// A user's account at an external identity provider (Better Auth's `Account` table).
struct ExternalAccountRecord: Sendable, Equatable {
    static let apple = "apple"

    var id: String
    var userID: String
    var provider: String
    /// The provider's user id (Apple's `sub`).
    var accountID: String
    var email: String?
    var createdAt: Date
}

/// One run of the device flow (RFC 8628): codes are kept only as hashes.
struct DeviceAuthorizationRecord: Sendable, Equatable {
    enum Status: String, Sendable {
        /// Waiting for the person at the browser.
        case pending
        /// Apple said yes; the next poll signs the device in.
        case approved
        /// Cancelled at Apple or failed; the next poll says so.
        case denied
        /// Used: a device code signs in once.
        case consumed
    }

    var id: String
    var deviceCodeHash: String
    var userCodeHash: String
    var provider: String
    /// Hash of the `state` sent to Apple for this authorization, once the browser got there.
    var stateHash: String?
    /// The nonce sent to Apple, which its identity token must carry back.
    var nonce: String?
    var status: Status
    var userID: String?
    /// Why it was denied, for the poll's `error_description`.
    var failure: String?
    /// Seconds a device must wait between polls (grows by 5 on `slow_down`).
    var interval: Int
    var lastPolledAt: Date?
    var expiresAt: Date
    var createdAt: Date
}

/// How a device authorization is looked up: each code is unique while live.
enum DeviceAuthorizationKey: Sendable {
    case deviceCode(hash: String)
    case userCode(hash: String)
    case state(hash: String)
}
