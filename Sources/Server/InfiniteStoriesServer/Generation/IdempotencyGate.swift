import Crypto
import Foundation
import Hummingbird

/// `Idempotency-Key` handling for generation POSTs: the first reply for a (user, key) is kept and
/// replayed for a repeat with the same method, path and body; the same key with another body is
/// 422. Requests with the same key run one after the other, so two racing retries cannot both
/// start the work.
actor IdempotencyGate {
    private let jobs: any JobStore
    private var busy: Set<String> = []
    private var waiting: [String: [CheckedContinuation<Void, Never>]] = [:]

    init(jobs: any JobStore) { self.jobs = jobs }

    /// Runs `work` once per key; a repeat answers the stored reply.
    nonisolated func run(key: String?, userID: String, request: Request, body: Data,
                         _ work: @Sendable () async throws -> GenerationReply) async throws -> Response {
        guard let key, !key.isEmpty else { return try await work().response() }
        guard key.count <= 255 else {
            throw APIError.validation(["Idempotency-Key": "must be at most 255 characters"])
        }
        let fingerprint = Self.fingerprint(method: request.method.rawValue, path: request.uri.path, body: body)
        let lockKey = userID + "\u{0}" + key
        await acquire(lockKey)
        do {
            let reply = try await runLocked(key: key, userID: userID, fingerprint: fingerprint, work)
            await release(lockKey)
            return reply
        } catch {
            await release(lockKey)
            throw error
        }
    }

    private nonisolated func runLocked(key: String, userID: String, fingerprint: String,
                                       _ work: @Sendable () async throws -> GenerationReply) async throws -> Response {
        if let stored = try await jobs.idempotentReply(userID: userID, key: key) {
            guard stored.fingerprint == fingerprint else {
                throw APIError(status: .unprocessableContent, code: "IdempotencyKeyReused",
                               message: "This Idempotency-Key was already used with a different request")
            }
            var response = GenerationReply(status: Int(stored.status), body: stored.body, location: stored.location).response()
            response.headers[.init("Idempotent-Replayed")!] = "true"
            return response
        }
        // Errors throw past this point unsaved, so a failed request can be retried afresh.
        let reply = try await work()
        try await jobs.saveIdempotentReply(
            IdempotentReply(fingerprint: fingerprint, status: reply.status, body: reply.body, location: reply.location),
            userID: userID, key: key, now: Date.storageNow)
        return reply.response()
    }

    static func fingerprint(method: String, path: String, body: Data) -> String {
        var hasher = SHA256()
        hasher.update(data: Data("\(method) \(path)\n".utf8))
        hasher.update(data: body)
        return Data(hasher.finalize()).hexString
    }

    private func acquire(_ key: String) async {
        while busy.contains(key) {
            await withCheckedContinuation { waiting[key, default: []].append($0) }
        }
        busy.insert(key)
    }

    private func release(_ key: String) {
        busy.remove(key)
        if var queue = waiting[key], !queue.isEmpty {
            queue.removeFirst().resume()
            waiting[key] = queue.isEmpty ? nil : queue
        }
    }
}

/// A generation route's answer in a form that can be stored and replayed byte for byte.
struct GenerationReply: Sendable {
    var status: Int
    var body: Data
    var location: String?

    func response() -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "application/json; charset=utf-8"
        if let location { headers[.location] = location }
        if status == 202 { headers[.init("Preference-Applied")!] = "respond-async" }
        return Response(status: .init(code: status), headers: headers, body: .init(byteBuffer: .init(bytes: body)))
    }
}
