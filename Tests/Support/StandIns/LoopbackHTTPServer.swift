import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The test kit's one loopback HTTP/1.1 server, on plain POSIX sockets: each request is answered
/// by the steps its handler returns (head, body bytes exactly as split, pauses, a cut connection),
/// so the real HTTP, SSE, timeout and retry code of the client and of the providers runs against
/// real sockets, misbehaviour included. Every request is recorded for the test to check.
///
/// Each connection has a thread of its own and is closed after one answer (`Connection: close`):
/// the parser stays trivial and every request is a fresh connection. `silent()` makes one that
/// listens and never accepts: a server that hangs.
public final class LoopbackHTTPServer: Sendable {
    /// A request as the server received it.
    public struct Request: Sendable {
        public var method: String
        /// The path without the query.
        public var path: String
        public var query: String
        /// Header names lower-cased.
        public var headers: [String: String]
        public var body: Data
        /// When the whole request had arrived, for tests of pacing and backoff.
        public var receivedAt: ContinuousClock.Instant

        public func header(_ name: String) -> String? { headers[name.lowercased()] }

        public var queryItems: [String: String] {
            var items: [String: String] = [:]
            for item in URLComponents(string: "http://x/?" + query)?.queryItems ?? [] {
                items[item.name] = item.value ?? ""
            }
            return items
        }

        public var bodyText: String { String(decoding: body, as: UTF8.self) }

        /// The body as a JSON object, or empty when it is none.
        public var json: [String: Any] { (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:] }
    }

    /// One step of an answer.
    public enum Step: Sendable {
        /// The status line and headers. Without a `Content-Length` the body is sent chunked.
        case head(status: Int, headers: [(String, String)])
        /// Body bytes, written as one piece (one chunk when chunked).
        case body([UInt8])
        /// Nothing for this long (cut short by `stop()`).
        case pause(Duration)
        /// Close the connection here, without finishing the answer.
        case cut
        /// The clean end of the answer (the terminating chunk when chunked).
        case end
    }

    private struct State: Sendable {
        var requests: [Request] = []
        var connections: Set<Int32> = []
        var isStopped = false
        var isListenerOpen = true
        var abortedAnswers = 0
    }

    public let port: UInt16
    private let listener: Int32
    private let state = Mutex(State())
    private let handler: @Sendable (Request) -> [Step]

    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// Starts listening on a free port of 127.0.0.1 and answering with `handler`'s steps.
    public convenience init(handler: @escaping @Sendable (Request) -> [Step]) throws {
        try self.init(accepting: true, handler: handler)
    }

    /// A port that accepts connections (the kernel completes the handshake for the backlog) and
    /// never answers: to show that something does not wait for a server.
    public static func silent() throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer(accepting: false) { _ in [] }
    }

    private init(accepting: Bool, handler: @escaping @Sendable (Request) -> [Step]) throws {
        self.handler = handler
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EIO) }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(descriptor, 128) == 0 else {
            close(descriptor)
            throw POSIXError(.EADDRINUSE)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        self.port = UInt16(bigEndian: address.sin_port)
        self.listener = descriptor
        if accepting {
            Thread { [self] in acceptLoop() }.start()
        }
    }

    deinit {
        stop()
        // A silent server never ran the accept loop that closes the listener.
        state.withLock { state in
            if state.isListenerOpen {
                state.isListenerOpen = false
                close(listener)
            }
        }
    }

    /// Every request received so far.
    public var requests: [Request] {
        state.withLock { $0.requests }
    }

    public func requests(to path: String) -> [Request] {
        requests.filter { $0.path == path }
    }

    /// Answers cut short because the client closed the connection: how a test sees that the
    /// client really abandoned a request instead of leaving it running.
    public var abortedAnswers: Int {
        state.withLock { $0.abortedAnswers }
    }

    /// Stops accepting and cuts open connections. Descriptors are only touched under the lock
    /// and only while still open, so a number the kernel has already handed to another socket of
    /// this process (the client's, another server's) is never shut down by mistake.
    public func stop() {
        state.withLock { state in
            guard !state.isStopped else { return }
            state.isStopped = true
            if state.isListenerOpen { shutdown(listener, Int32(SHUT_RDWR)) }
            for connection in state.connections { shutdown(connection, Int32(SHUT_RDWR)) }
        }
    }

    private var isStopped: Bool { state.withLock { $0.isStopped } }

    private func acceptLoop() {
        while !isStopped {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                if errno == EINTR { continue }
                break
            }
            var noDelay: Int32 = 1
            setsockopt(connection, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, socklen_t(MemoryLayout<Int32>.size))
            var timeout = timeval(tv_sec: 5, tv_usec: 0)
            setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            let accepted = state.withLock { state -> Bool in
                guard !state.isStopped else { return false }
                state.connections.insert(connection)
                return true
            }
            guard accepted else {
                close(connection)
                break
            }
            Thread { [self] in
                serve(connection)
                state.withLock { state in
                    state.connections.remove(connection)
                    close(connection)
                }
            }.start()
        }
        state.withLock { state in
            if state.isListenerOpen {
                state.isListenerOpen = false
                close(listener)
            }
        }
    }

    private func serve(_ connection: Int32) {
        guard let request = readRequest(connection) else { return }
        state.withLock { $0.requests.append(request) }
        var isChunked = false
        // The head goes out with the first body piece, in one write, as a server would send it.
        var unsent: [UInt8] = []
        defer { if !unsent.isEmpty { write(unsent, to: connection) } }
        for step in handler(request) {
            switch step {
            case .head(let status, let headers):
                isChunked = !headers.contains { $0.0.lowercased() == "content-length" }
                var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\nConnection: close\r\n"
                if isChunked { head += "Transfer-Encoding: chunked\r\n" }
                for (name, value) in headers { head += "\(name): \(value)\r\n" }
                unsent += Array((head + "\r\n").utf8)
            case .body(let bytes):
                guard !bytes.isEmpty else { continue }
                let framed = isChunked ? Array((String(bytes.count, radix: 16) + "\r\n").utf8) + bytes + [13, 10] : bytes
                defer { unsent = [] }
                guard write(unsent + framed, to: connection) else { return }
            case .pause(let duration):
                if !unsent.isEmpty {
                    defer { unsent = [] }
                    guard write(unsent, to: connection) else { return }
                }
                pause(duration)
            case .cut:
                return
            case .end:
                if isChunked { unsent += Array("0\r\n\r\n".utf8) }
                return
            }
        }
    }

    /// Sleeps in short steps so that `stop()` is not held up by a stalled answer.
    private func pause(_ duration: Duration) {
        let end = ContinuousClock.now + duration
        while !isStopped {
            let left = end - ContinuousClock.now
            guard left > .zero else { return }
            Thread.sleep(forTimeInterval: min(0.02, Double(left.components.seconds) + Double(left.components.attoseconds) / 1e18))
        }
    }

    /// Writes all of `bytes`; false (and one aborted answer counted) when the client has gone.
    @discardableResult
    private func write(_ bytes: [UInt8], to connection: Int32) -> Bool {
        let sentAll = bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return true }
            var offset = 0
            while offset < buffer.count {
                let sent = send(connection, base + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                if sent <= 0 { return false }
                offset += sent
            }
            return true
        }
        if !sentAll {
            state.withLock { state in
                if !state.isStopped { state.abortedAnswers += 1 }
            }
        }
        return sentAll
    }

    private func readRequest(_ connection: Int32) -> Request? {
        var received = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let separator: [UInt8] = [13, 10, 13, 10]
        var headerEnd: Int?
        while headerEnd == nil {
            let count = recv(connection, &buffer, buffer.count, 0)
            if count <= 0 { return nil }
            received.append(contentsOf: buffer[0..<count])
            if received.count >= 4 {
                for index in max(0, received.count - count - 3)...(received.count - 4) where Array(received[index..<index + 4]) == separator {
                    headerEnd = index
                    break
                }
            }
        }
        guard let headerEnd else { return nil }
        let head = String(decoding: received[0..<headerEnd], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        guard let body = readBody(connection, after: Array(received[(headerEnd + 4)...]), headers: headers, buffer: &buffer) else {
            return nil
        }
        let target = String(requestLine[1])
        let pieces = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        return Request(method: String(requestLine[0]), path: String(pieces[0]),
                       query: pieces.count > 1 ? String(pieces[1]) : "", headers: headers, body: Data(body),
                       receivedAt: .now)
    }

    /// The body by `Content-Length`, or by chunks when the client sent it chunked.
    private func readBody(_ connection: Int32, after start: [UInt8], headers: [String: String],
                          buffer: inout [UInt8]) -> [UInt8]? {
        var received = start
        func more() -> Bool {
            let count = recv(connection, &buffer, buffer.count, 0)
            if count <= 0 { return false }
            received.append(contentsOf: buffer[0..<count])
            return true
        }
        guard headers["transfer-encoding"]?.lowercased() == "chunked" else {
            let length = Int(headers["content-length"] ?? "0") ?? 0
            while received.count < length { guard more() else { return nil } }
            return Array(received.prefix(length))
        }
        var body: [UInt8] = []
        var offset = 0
        while true {
            var lineEnd = received[offset...].firstRange(of: [13, 10])
            while lineEnd == nil {
                guard more() else { return nil }
                lineEnd = received[offset...].firstRange(of: [13, 10])
            }
            let sizeText = String(decoding: received[offset..<lineEnd!.lowerBound], as: UTF8.self)
            guard let size = Int(sizeText.split(separator: ";").first ?? "", radix: 16) else { return nil }
            offset = lineEnd!.upperBound
            while received.count < offset + size + 2 { guard more() else { return nil } }
            if size == 0 { return body }
            body += received[offset..<offset + size]
            offset += size + 2
        }
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 201: "Created"
        case 202: "Accepted"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 404: "Not Found"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }

    /// Sockets bound by `closedPort()`, held until the test process ends.
    private static let reservedPorts = Mutex<[Int32]>([])

    /// A port on which nothing listens, for "connection refused".
    ///
    /// The port stays bound (without listening) for the rest of the test run: a port merely
    /// closed could be handed by the kernel to a server of a test running in parallel, which
    /// would then answer instead of refusing.
    public static func closedPort() -> UInt16 {
        let port = LoopbackPort()
        reservedPorts.withLock { $0.append(port.descriptor) }
        return port.number
    }
}
