import AsyncHTTPClient
import Foundation
import NIOCore

/// Trades the authorization code Apple posted back for tokens at Apple's token endpoint and
/// answers the identity token inside (which the caller still verifies).
struct AppleTokenExchange: Sendable {
    enum Failure: Error, Equatable {
        /// Apple refused the code or our client secret (its `error`, e.g. `invalid_grant`).
        case refused(String)
        case unreachable
    }

    let configuration: AppleConfiguration
    let secret: AppleClientSecret

    func idToken(code: String, redirectURI: String, now: Date) async throws(Failure) -> String {
        let clientSecret: String
        do {
            clientSecret = try await secret.make(now: now)
        } catch {
            throw .refused("client_secret")
        }
        var request = HTTPClientRequest(url: configuration.endpoint("auth/token").absoluteString)
        request.method = .POST
        request.headers.add(name: "Content-Type", value: "application/x-www-form-urlencoded")
        request.headers.add(name: "Accept", value: "application/json")
        let form = FormEncoding.encode([
            ("client_id", secret.servicesID), ("client_secret", clientSecret), ("code", code),
            ("grant_type", "authorization_code"), ("redirect_uri", redirectURI),
        ])
        request.body = .bytes(ByteBuffer(string: form))
        let status: Int
        let data: Data
        do {
            let response = try await HTTPClient.shared.execute(request, timeout: .seconds(15))
            status = Int(response.status.code)
            data = Data(buffer: try await response.body.collect(upTo: 256 * 1024))
        } catch {
            throw .unreachable
        }
        let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        guard status == 200 else {
            if status >= 500 { throw .unreachable }
            throw .refused((object?["error"] as? String) ?? "HTTP \(status)")
        }
        guard let idToken = object?["id_token"] as? String, !idToken.isEmpty else { throw .refused("no id_token") }
        return idToken
    }
}
