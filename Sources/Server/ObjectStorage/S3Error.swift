/// A refusal from the object store, with S3's own code and message (`NoSuchBucket`,
/// `SignatureDoesNotMatch`, `AccessDenied`...) so a misconfigured bucket or key says so in the log.
public struct S3Error: Error, Sendable, Equatable, CustomStringConvertible {
    public var status: Int
    /// S3's `<Code>`, or `HTTP <status>` when the answer had no error document.
    public var code: String
    public var message: String
    /// What was asked for: `PUT /bucket/key`.
    public var request: String

    public init(status: Int, code: String, message: String, request: String) {
        self.status = status
        self.code = code
        self.message = message
        self.request = request
    }

    /// Reads S3's `<Error><Code>…</Code><Message>…</Message></Error>` body.
    init(status: Int, body: String, request: String) {
        let code = XMLScan.values(of: "Code", in: body).first
        let message = XMLScan.values(of: "Message", in: body).first
        self.init(status: status, code: code ?? "HTTP \(status)", message: message ?? String(body.prefix(200)),
                  request: request)
    }

    public var description: String { "\(request): \(status) \(code): \(message)" }
}
