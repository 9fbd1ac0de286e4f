import Foundation
import Hummingbird
import InfiniteStoriesModels
import NIOCore

/// The device flow's routes: codes and polling for the terminal (`/api/auth/device/*`), the
/// verification page for the browser (`/device`), and Apple's `form_post` callback.
struct DeviceRoutes: Sendable {
    static let pagePath = "/device"
    static let callbackPath = "/api/auth/callback/apple"

    /// Nil when the server cannot run the browser flow (Apple not configured with a key).
    let flow: DeviceAuthorization?
    /// `--public-url`; without it, the address the client used (fine on loopback and in tests).
    let publicURL: String?
    let limiter: (any AttemptLimiter)?

    func register(on router: Router<AppRequestContext>, table: RouteTable) {
        let auth = router.group("/api/auth").add(middleware: NoStoreMiddleware())
        table.add(.post, "/api/auth/device/code")
        auth.post("device/code") { request, context in try await start(request, context) }
        table.add(.post, "/api/auth/device/token")
        auth.post("device/token") { request, _ in try await poll(request) }
        table.add(.post, Self.callbackPath)
        auth.post("callback/apple") { request, _ in try await callback(request) }

        let page = router.group(RouterPath(Self.pagePath)).add(middleware: NoStoreMiddleware())
        table.add(.get, Self.pagePath)
        page.get { request, _ in try showPage(request) }
        table.add(.post, Self.pagePath)
        page.post { request, context in try await confirm(request, context) }
    }

    private func requireFlow() throws -> DeviceAuthorization {
        guard let flow else { throw APIError.providerNotFound }
        return flow
    }

    private func baseURL(_ request: Request) -> String {
        if let publicURL { return publicURL }
        return "http://" + (request.head.authority ?? "127.0.0.1")
    }

    private func checkLimit(_ context: AppRequestContext) async throws {
        guard let limiter else { return }
        if case .limited(let retryAfter, let resetAt) = try await limiter.attempt(context.clientAddress, now: Date.storageNow) {
            throw APIError.rateLimited(retryAfter: retryAfter, resetAt: resetAt, shape: .auth)
        }
    }

    private func start(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let body = try RequestBody.optionalObject(
            try await RequestBody.collect(request, limit: RequestBody.maximumAuthSize, tooLarge: .authPayloadTooLarge))
        if case .string(let provider) = body["provider"] ?? .string(ExternalAccountRecord.apple),
           provider != ExternalAccountRecord.apple {
            throw APIError.providerNotFound
        }
        let flow = try requireFlow()
        try await checkLimit(context)
        return JSONResponse.make(.ok, try await flow.start(baseURL: baseURL(request)))
    }

    private func poll(_ request: Request) async throws -> Response {
        do {
            return try await pollAnswer(request)
        } catch let error as OAuthError {
            return JSONResponse.make(.badRequest, error.body)
        }
    }

    private func pollAnswer(_ request: Request) async throws -> Response {
        let flow = try requireFlow()
        let buffer = try await RequestBody.collect(request, limit: RequestBody.maximumAuthSize, tooLarge: .authPayloadTooLarge)
        guard let body = try? RequestBody.object(buffer) else {
            throw Self.oauthError("invalid_request", "A JSON body is required.")
        }
        guard case .string(let grantType) = body["grant_type"] ?? .null, grantType == DeviceTokenRequest.grantType else {
            throw Self.oauthError("unsupported_grant_type", "grant_type must be \(DeviceTokenRequest.grantType).")
        }
        guard case .string(let deviceCode) = body["device_code"] ?? .null, !deviceCode.isEmpty, deviceCode.utf8.count <= 256 else {
            throw Self.oauthError("invalid_request", "device_code is required.")
        }
        switch try await flow.poll(deviceCode: deviceCode) {
        case .approved(let response): return AuthRoutes.authResponse(response)
        case .pending: throw Self.oauthError("authorization_pending", "Waiting for the browser.")
        case .slowDown: throw Self.oauthError("slow_down", "Polling too often.")
        case .expired: throw Self.oauthError("expired_token", "The code expired.")
        case .denied: throw Self.oauthError("access_denied", "The sign-in was cancelled.")
        case .failed(let failure): throw Self.oauthError(failure.rawValue, failure.message)
        case .invalid: throw Self.oauthError("invalid_grant", "Unknown or used device code.")
        }
    }

    private func showPage(_ request: Request) throws -> Response {
        _ = try requireFlow()
        if let typed = request.uri.queryParameters["user_code"].map(String.init), !typed.isEmpty {
            guard let code = DeviceCodes.normalizedUserCode(typed) else {
                return Self.html(.badRequest, DevicePage.enterCode(problem: "That is not a sign-in code."))
            }
            return Self.html(.ok, DevicePage.confirm(userCode: code))
        }
        return Self.html(.ok, DevicePage.enterCode(problem: nil))
    }

    /// The person confirmed the code: off to Apple's page.
    private func confirm(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let flow = try requireFlow()
        try await checkLimit(context)
        let fields = FormEncoding.decode(String(buffer: try await RequestBody.collect(request, limit: 4096)))
        guard let url = try await flow.authorizeURL(userCode: fields["user_code"] ?? "", baseURL: baseURL(request)) else {
            return Self.html(.badRequest, DevicePage.enterCode(problem: "That code is unknown, used or expired."))
        }
        return Response(status: .seeOther, headers: [.location: url.absoluteString])
    }

    /// Apple's `form_post`: `code`, `state` and (first time only) `user`, or `error`.
    private func callback(_ request: Request) async throws -> Response {
        let flow = try requireFlow()
        let fields = FormEncoding.decode(String(buffer: try await RequestBody.collect(request, limit: 64 * 1024)))
        let outcome = try await flow.callback(fields, baseURL: baseURL(request))
        let status: HTTPResponse.Status = switch outcome {
        case .signedIn, .cancelled: .ok
        case .failed: .unauthorized
        case .unknown: .badRequest
        }
        return Self.html(status, DevicePage.result(outcome))
    }

    static func oauthError(_ error: String, _ description: String) -> OAuthError {
        OAuthError(body: OAuthErrorBody(error: error, errorDescription: description))
    }

    static func html(_ status: HTTPResponse.Status, _ text: String) -> Response {
        Response(status: status, headers: [.contentType: "text/html; charset=utf-8"],
                 body: .init(byteBuffer: ByteBuffer(string: text)))
    }
}

/// An OAuth error (RFC 6749 §5.2), answered 400 with `{"error","error_description"}` by `poll`.
struct OAuthError: Error {
    let body: OAuthErrorBody
}
