import Foundation

/// How to reach an S3-compatible store: endpoint, region and credentials, read from the same
/// environment variables the AWS CLI and SDKs use, so a deployment configures us like any other
/// AWS tool.
public struct S3Configuration: Sendable, Equatable {
    /// `https://s3.<region>.amazonaws.com`, or a compatible server (MinIO, R2, moto...).
    /// Buckets are addressed path-style: `<endpoint>/<bucket>/<key>`.
    public var endpoint: URL
    public var region: String
    public var credentials: AWSCredentials

    public init(endpoint: URL, region: String, credentials: AWSCredentials) {
        self.endpoint = endpoint
        self.region = region
        self.credentials = credentials
    }

    public struct MissingSetting: Error, CustomStringConvertible {
        public let description: String
    }

    /// `AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`, `AWS_SESSION_TOKEN`, `AWS_REGION` (or
    /// `AWS_DEFAULT_REGION`, else `us-east-1`), and `AWS_ENDPOINT_URL_S3` or `AWS_ENDPOINT_URL`.
    public static func fromEnvironment(_ environment: [String: String]) throws -> S3Configuration {
        func value(_ name: String) -> String? {
            environment[name].flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
        }
        guard let keyID = value("AWS_ACCESS_KEY_ID"), let secret = value("AWS_SECRET_ACCESS_KEY") else {
            throw MissingSetting(description: "S3 media needs AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY")
        }
        let region = value("AWS_REGION") ?? value("AWS_DEFAULT_REGION") ?? "us-east-1"
        let endpointText = value("AWS_ENDPOINT_URL_S3") ?? value("AWS_ENDPOINT_URL") ?? "https://s3.\(region).amazonaws.com"
        guard let endpoint = URL(string: endpointText), ["http", "https"].contains(endpoint.scheme?.lowercased() ?? ""),
              endpoint.host?.isEmpty == false else {
            throw MissingSetting(description: "The S3 endpoint \(endpointText) is not an http(s) URL")
        }
        return S3Configuration(endpoint: endpoint, region: region,
                               credentials: AWSCredentials(accessKeyID: keyID, secretAccessKey: secret,
                                                           sessionToken: value("AWS_SESSION_TOKEN")))
    }

    /// `host` or `host:port` (the port only when it is not the scheme's own), as signed.
    var hostHeader: String {
        let host = endpoint.host ?? ""
        let bracketed = host.contains(":") ? "[\(host)]" : host
        guard let port = endpoint.port else { return bracketed }
        let isDefault = (endpoint.scheme == "http" && port == 80) || (endpoint.scheme == "https" && port == 443)
        return isDefault ? bracketed : "\(bracketed):\(port)"
    }

    /// The endpoint's own path (a compatible server mounted under one), without a trailing slash.
    var basePath: String {
        let path = endpoint.path
        return path.hasSuffix("/") ? String(path.dropLast()) : path
    }
}
