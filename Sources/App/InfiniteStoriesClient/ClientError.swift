import AsyncHTTPClient
import Foundation
import NIOCore
import NIOPosix

/// The one error type of the client library.
///
/// Every failure of a request ends up as one of these cases, so the view-state layer can show
/// `message` directly and branch on the case only where it needs to (field errors, the wait of a
/// rate limit, ignoring cancellation).
public enum ClientError: Error, Sendable, Equatable {
    /// Why a request did not reach the server or got no complete answer.
    public enum NetworkFailure: String, Sendable, Equatable {
        case notConnected, hostNotFound, connectionRefused, connectionLost, timedOut, other
    }

    /// Sign-in was refused (401 on the sign-in route).
    case invalidCredentials
    /// Sign-up with an email that is already registered (422 or 409).
    case accountExists
    /// No connection, DNS failure, refused connection, dropped connection or timeout.
    case network(NetworkFailure)
    /// A protected route answered 401: the session is gone.
    case sessionExpired
    /// 400: the server rejected the input; `fields` maps field names to messages.
    case invalidInput(fields: [String: String])
    /// 404.
    case notFound
    /// 429; `retryAfterSeconds` is the server's requested wait, when it said.
    case rateLimited(retryAfterSeconds: Int?)
    /// 5xx.
    case server(status: Int)
    /// A success answer whose body is not the JSON expected.
    case invalidResponse
    /// Any other refusal (403, 405, 413, ...), with the server's own text when it sent one.
    case rejected(status: Int, serverMessage: String?)
    /// The caller's task was cancelled; the UI can ignore this.
    case cancelled

    /// The text to show a person.
    public var message: String {
        switch self {
        case .invalidCredentials: ClientMessages.invalidCredentials
        case .accountExists: ClientMessages.accountExists
        case .network: ClientMessages.network
        case .sessionExpired: ClientMessages.sessionExpired
        case .invalidInput: ClientMessages.invalidInput
        case .notFound: ClientMessages.notFound
        case .rateLimited: ClientMessages.rateLimited
        case .server: ClientMessages.server
        case .invalidResponse: ClientMessages.invalidResponse
        case .cancelled: ClientMessages.cancelled
        case .rejected(let status, let serverMessage):
            switch status {
            case 403: ClientMessages.forbidden
            case 413: ClientMessages.payloadTooLarge
            default: serverMessage.flatMap { $0.isEmpty ? nil : $0 } ?? ClientMessages.rejected(status: status)
            }
        }
    }

    /// Field name -> message for `invalidInput`; empty otherwise.
    public var fieldErrors: [String: String] {
        if case .invalidInput(let fields) = self { return fields }
        return [:]
    }

    /// The wait the server asked for on a 429, in seconds.
    public var retryAfterSeconds: Int? {
        if case .rateLimited(let seconds) = self { return seconds }
        return nil
    }

    /// True for cancellation, which is never worth showing.
    public var isCancellation: Bool { self == .cancelled }

    /// Maps any error thrown under the client (HTTP transport, decoding, cancellation) to a `ClientError`.
    public init(_ error: any Error) {
        switch error {
        case let clientError as ClientError:
            self = clientError
        case is CancellationError:
            self = .cancelled
        case let httpError as HTTPClientError:
            self = ClientError(httpError: httpError)
        case let connectionError as NIOConnectionError:
            // Every address refused (or could not be resolved).
            let resolved = connectionError.dnsAError == nil || connectionError.dnsAAAAError == nil
            self = resolved && !connectionError.connectionErrors.isEmpty
                ? .network(.connectionRefused) : .network(.hostNotFound)
        case let ioError as IOError:
            self = ClientError(errno: ioError.errnoCode)
        case let channelError as ChannelError:
            switch channelError {
            case .connectTimeout: self = .network(.timedOut)
            default: self = .network(.connectionLost)
            }
        case is SocketAddressError:
            self = .network(.hostNotFound)
        case let urlError as URLError:
            self = ClientError(urlError: urlError)
        case is DecodingError:
            self = .invalidResponse
        default:
            self = .network(.other)
        }
    }

    private init(httpError: HTTPClientError) {
        // `HTTPClientError` is a struct of static values, compared with `==`.
        if httpError == .cancelled {
            self = .cancelled
        } else if [.connectTimeout, .readTimeout, .writeTimeout, .deadlineExceeded].contains(httpError) {
            self = .network(.timedOut)
        } else if [.invalidURL, .emptyHost, .emptyScheme].contains(httpError) {
            self = .rejected(status: 0, serverMessage: ClientMessages.invalidURL)
        } else {
            // Closed connections, malformed answers and the like: the connection is gone.
            self = .network(.connectionLost)
        }
    }

    private init(errno code: Int32) {
        switch code {
        case ECONNREFUSED: self = .network(.connectionRefused)
        case ETIMEDOUT: self = .network(.timedOut)
        case ENETUNREACH, EHOSTUNREACH: self = .network(.notConnected)
        default: self = .network(.connectionLost)
        }
    }

    private init(urlError: URLError) {
        switch urlError.code {
        case .cancelled: self = .cancelled
        case .notConnectedToInternet, .dataNotAllowed, .internationalRoamingOff: self = .network(.notConnected)
        case .cannotFindHost, .dnsLookupFailed: self = .network(.hostNotFound)
        case .cannotConnectToHost: self = .network(.connectionRefused)
        case .networkConnectionLost: self = .network(.connectionLost)
        case .timedOut: self = .network(.timedOut)
        case .badServerResponse, .cannotParseResponse, .cannotDecodeContentData, .cannotDecodeRawData:
            self = .network(.connectionLost)
        case .badURL, .unsupportedURL: self = .rejected(status: 0, serverMessage: ClientMessages.invalidURL)
        default: self = .network(.other)
        }
    }
}
