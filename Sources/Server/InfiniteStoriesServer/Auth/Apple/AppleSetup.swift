import InfiniteStoriesModels

/// Sign in with Apple's services as this server's configuration allows: none, identity tokens
/// only (client ids), or also the browser flow (team id, key id and key).
struct AppleSetup: Sendable {
    enum Failure: Error, CustomStringConvertible {
        case badPrivateKey

        var description: String { "the Apple private key is not a PEM-encoded P-256 (.p8) key" }
    }

    var social: SocialSignIn?
    var device: DeviceAuthorization?
    var methods: SignInMethods

    static func make(configuration: ServerConfiguration, auth: AuthService, accounts: any AccountStore) async throws -> AppleSetup {
        guard let apple = configuration.apple, !apple.clientIDs.isEmpty else { return AppleSetup(methods: SignInMethods()) }
        let social = SocialSignIn(auth: auth, accounts: accounts,
                                  verifier: AppleIdentityVerifier(configuration: apple, now: configuration.sessionClock))
        var device: DeviceAuthorization?
        if apple.supportsWebFlow, let teamID = apple.teamID, let keyID = apple.keyID, let pem = apple.privateKeyPEM,
           let servicesID = apple.servicesID {
            let secret: AppleClientSecret
            do {
                secret = try await AppleClientSecret(teamID: teamID, keyID: keyID, servicesID: servicesID, privateKeyPEM: pem)
            } catch {
                throw Failure.badPrivateKey
            }
            device = DeviceAuthorization(accounts: accounts, social: social,
                                         exchange: AppleTokenExchange(configuration: apple, secret: secret),
                                         configuration: apple, interval: configuration.devicePollInterval,
                                         lifetime: configuration.deviceCodeLifetime)
        }
        return AppleSetup(social: social, device: device,
                          methods: SignInMethods(apple: .init(idToken: true, deviceAuthorization: device != nil)))
    }
}
