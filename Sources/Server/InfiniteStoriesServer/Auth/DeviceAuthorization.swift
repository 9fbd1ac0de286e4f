import Foundation
import InfiniteStoriesModels

/// Signing a terminal in through a browser (RFC 8628 semantics, Better Auth's paths): the
/// device asks for codes, a person opens the verification page, goes through Apple's page,
/// Apple posts back, and the device's next poll is signed in.
///
/// The session is made by the poll that collects it, not at the callback: the raw token is
/// then handed over once and never stored, and a device code signs in at most once.
struct DeviceAuthorization: Sendable {
    /// What a poll learns (RFC 8628 §3.5).
    enum PollOutcome: Sendable, Equatable {
        case pending
        case slowDown
        case expired
        /// Cancelled on Apple's page.
        case denied
        /// Apple or our checks refused.
        case failed(Failure)
        /// Unknown or already used device code.
        case invalid
        case approved(AuthResponse)
    }

    /// What the browser's trip back from Apple came to, for the page it lands on.
    enum CallbackOutcome: Sendable, Equatable {
        case signedIn
        case cancelled
        case failed(Failure)
        case unknown
    }

    /// Why a sign-in failed; the raw value is kept with the authorization and is the poll's `error`.
    enum Failure: String, Sendable, Equatable {
        /// Apple refused the code or the token did not verify.
        case appleFailed = "invalid_grant"
        /// Apple's email belongs to an account Apple did not verify it for.
        case accountNotLinked = "account_not_linked"

        var message: String {
            switch self {
            case .appleFailed: "Apple did not confirm the sign-in."
            case .accountNotLinked: APIError.accountNotLinked.message
            }
        }
    }

    let accounts: any AccountStore
    let social: SocialSignIn
    let exchange: AppleTokenExchange
    let configuration: AppleConfiguration
    /// Seconds between polls and seconds a code lives.
    let interval: Int
    let lifetime: Int
    var now: @Sendable () -> Date { social.auth.now }

    /// `POST /api/auth/device/code`: new codes, with the verification page under `baseURL`.
    func start(baseURL: String) async throws -> DeviceAuthorizationResponse {
        let now = self.now()
        try await accounts.deleteDeviceAuthorizations(expiredBefore: now)
        for _ in 0..<5 {
            let deviceCode = DeviceCodes.deviceCode()
            let userCode = DeviceCodes.userCode()
            let record = DeviceAuthorizationRecord(
                id: IdentifierGenerator.make(), deviceCodeHash: DeviceCodes.hash(deviceCode),
                userCodeHash: DeviceCodes.hash(userCode), provider: ExternalAccountRecord.apple, status: .pending,
                interval: interval, expiresAt: now.addingTimeInterval(TimeInterval(lifetime)), createdAt: now)
            do {
                try await accounts.insertDeviceAuthorization(record)
            } catch StoreError.duplicateCode {
                continue
            }
            let page = baseURL + DeviceRoutes.pagePath
            return DeviceAuthorizationResponse(
                deviceCode: deviceCode, userCode: userCode, verificationURI: page,
                verificationURIComplete: page + "?user_code=" + userCode, expiresIn: lifetime, interval: interval)
        }
        throw APIError.internalError
    }

    /// The person confirmed `userCode` on the verification page: where to send the browser at
    /// Apple, or nil when the code is unknown, used or expired.
    func authorizeURL(userCode typed: String, baseURL: String) async throws -> URL? {
        guard let userCode = DeviceCodes.normalizedUserCode(typed), let servicesID = configuration.servicesID,
              var record = try await accounts.deviceAuthorization(.userCode(hash: DeviceCodes.hash(userCode))),
              record.status == .pending, record.expiresAt > now() else { return nil }
        let state = DeviceCodes.random()
        let nonce = DeviceCodes.random()
        record.stateHash = DeviceCodes.hash(state)
        record.nonce = nonce
        guard try await accounts.updateDeviceAuthorization(record, expectedStatus: .pending) else { return nil }
        var components = URLComponents(url: configuration.endpoint("auth/authorize"), resolvingAgainstBaseURL: false)
        components?.queryItems = [
            URLQueryItem(name: "response_type", value: "code"), URLQueryItem(name: "response_mode", value: "form_post"),
            URLQueryItem(name: "client_id", value: servicesID),
            URLQueryItem(name: "redirect_uri", value: baseURL + DeviceRoutes.callbackPath),
            URLQueryItem(name: "scope", value: "name email"), URLQueryItem(name: "state", value: state),
            URLQueryItem(name: "nonce", value: nonce),
        ]
        // `+` and friends must not survive in a query value Apple decodes.
        let query = components?.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
        components?.percentEncodedQuery = query
        return components?.url
    }

    /// Apple's `form_post` to `/api/auth/callback/apple`.
    func callback(_ fields: [String: String], baseURL: String) async throws -> CallbackOutcome {
        guard let state = fields["state"],
              var record = try await accounts.deviceAuthorization(.state(hash: DeviceCodes.hash(state))),
              record.status == .pending, record.expiresAt > now() else { return .unknown }
        let outcome: CallbackOutcome
        if let error = fields["error"] {
            outcome = error == "user_cancelled_authorize" ? .cancelled : .failed(.appleFailed)
        } else if let code = fields["code"], !code.isEmpty {
            outcome = await signIn(code: code, userField: fields["user"], record: &record, baseURL: baseURL)
        } else {
            outcome = .failed(.appleFailed)
        }
        switch outcome {
        case .signedIn: record.status = .approved
        case .cancelled: record.status = .denied
        case .failed(let failure):
            record.status = .denied
            record.failure = failure.rawValue
        case .unknown: return .unknown
        }
        guard try await accounts.updateDeviceAuthorization(record, expectedStatus: .pending) else { return .unknown }
        return outcome
    }

    private func signIn(code: String, userField: String?, record: inout DeviceAuthorizationRecord,
                        baseURL: String) async -> CallbackOutcome {
        do {
            let idToken = try await exchange.idToken(code: code, redirectURI: baseURL + DeviceRoutes.callbackPath, now: now())
            let identity = try await social.verify(idToken, nonce: record.nonce)
            let user = try await social.user(for: identity, name: Self.name(fromUserField: userField))
            record.userID = user.id
            return .signedIn
        } catch let error as APIError where error.code == APIError.accountNotLinked.code {
            return .failed(.accountNotLinked)
        } catch {
            return .failed(.appleFailed)
        }
    }

    /// `POST /api/auth/device/token`.
    func poll(deviceCode: String) async throws -> PollOutcome {
        guard var record = try await accounts.deviceAuthorization(.deviceCode(hash: DeviceCodes.hash(deviceCode))) else {
            return .invalid
        }
        let now = self.now()
        if record.status == .consumed { return .invalid }
        if record.expiresAt <= now { return .expired }
        let previousStatus = record.status
        // A little slack: a client's timer may fire a moment early.
        if let last = record.lastPolledAt, now.timeIntervalSince(last) < Double(record.interval) * 0.9 {
            record.interval += 5
            record.lastPolledAt = now
            _ = try await accounts.updateDeviceAuthorization(record, expectedStatus: previousStatus)
            return .slowDown
        }
        record.lastPolledAt = now
        switch previousStatus {
        case .pending:
            _ = try await accounts.updateDeviceAuthorization(record, expectedStatus: .pending)
            return .pending
        case .denied:
            record.status = .consumed
            guard try await accounts.updateDeviceAuthorization(record, expectedStatus: .denied) else { return .invalid }
            return record.failure.map { .failed(Failure(rawValue: $0) ?? .appleFailed) } ?? .denied
        case .approved:
            record.status = .consumed
            guard try await accounts.updateDeviceAuthorization(record, expectedStatus: .approved),
                  let userID = record.userID, let user = try await social.auth.store.user(id: userID) else { return .invalid }
            let token = try await social.auth.startSession(for: userID, now: now)
            return .approved(AuthResponse(redirect: false, token: token, user: AuthService.wire(user)))
        case .consumed:
            return .invalid
        }
    }

    /// "Ada Lovelace" from Apple's `user` field, `{"name":{"firstName","lastName"},"email"}`.
    static func name(fromUserField field: String?) -> String? {
        guard let data = field?.data(using: .utf8),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let name = object["name"] as? [String: Any] else { return nil }
        let parts = [name["firstName"] as? String, name["lastName"] as? String].compactMap { $0 }
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }
}
