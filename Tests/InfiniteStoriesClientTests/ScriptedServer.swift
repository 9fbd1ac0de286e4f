import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import InfiniteStoriesClient
import StandIns

/// A loopback HTTP/1.1 server on plain POSIX sockets that answers from a script and misbehaves
/// on request: it drops connections, stalls, streams bodies in odd pieces. It records every
/// request so tests can check headers and counts.
///
/// Each connection runs on its own thread and is closed after one answer (`Connection: close`),
/// which keeps the parser trivial and makes every request a fresh connection.
final class ScriptedServer: Sendable {
    private struct State: Sendable {
        var requests: [RecordedRequest] = []
        var connections: Set<Int32> = []
        var isStopped = false
        var isListenerOpen = true
        var abortedStreams = 0
    }

    let port: UInt16
    private let listener: Int32
    private let state = LockedState(State())
    private let handler: @Sendable (RecordedRequest) -> ScriptedReply

    var baseURL: URL {
        URL(string: "http://127.0.0.1:\(port)")!
    }

    init(handler: @escaping @Sendable (RecordedRequest) -> ScriptedReply) throws {
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
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    deinit {
        stop()
    }

    /// Every request received so far.
    var requests: [RecordedRequest] {
        state.withLock { $0.requests }
    }

    func requests(to path: String) -> [RecordedRequest] {
        requests.filter { $0.path == path }
    }

    /// Streamed answers cut short because the client closed the connection: how a test sees
    /// that the client really abandoned a request instead of leaving it running.
    var abortedStreams: Int {
        state.withLock { $0.abortedStreams }
    }

    /// Stops accepting and cuts open connections. Descriptors are only touched under the lock
    /// and only while still open, so a number the kernel has already handed to another socket of
    /// this process (the client's, another server's) is never shut down by mistake.
    func stop() {
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
            let thread = Thread { [self] in
                serve(connection)
                state.withLock { state in
                    state.connections.remove(connection)
                    close(connection)
                }
            }
            thread.start()
        }
        state.withLock { state in
            state.isListenerOpen = false
            close(listener)
        }
    }

    private func serve(_ connection: Int32) {
        guard let request = readRequest(connection) else { return }
        state.withLock { $0.requests.append(request) }
        switch handler(request) {
        case .respond(let status, let headers, let body):
            var head = "HTTP/1.1 \(status) \(reason(status))\r\nContent-Length: \(body.count)\r\nConnection: close\r\n"
            for (name, value) in headers { head += "\(name): \(value)\r\n" }
            head += "\r\n"
            write(Data(head.utf8) + body, to: connection)
        case .drop:
            return
        case .stall(let milliseconds):
            pause(milliseconds)
        case .stream(let status, let headers, let parts, let ending):
            var head = "HTTP/1.1 \(status) \(reason(status))\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n"
            for (name, value) in headers { head += "\(name): \(value)\r\n" }
            head += "\r\n"
            guard write(Data(head.utf8), to: connection) else { return }
            for part in parts {
                switch part {
                case .text(let text):
                    let bytes = Data(text.utf8)
                    guard !bytes.isEmpty else { continue }
                    let chunk = Data((String(bytes.count, radix: 16) + "\r\n").utf8) + bytes + Data("\r\n".utf8)
                    guard write(chunk, to: connection) else {
                        state.withLock { state in
                            if !state.isStopped { state.abortedStreams += 1 }
                        }
                        return
                    }
                case .pause(let milliseconds):
                    pause(milliseconds)
                }
            }
            if case .finish = ending {
                write(Data("0\r\n\r\n".utf8), to: connection)
            }
        }
    }

    /// Sleeps in short steps so that `stop()` is not held up by a stalled answer.
    private func pause(_ milliseconds: Int) {
        var left = milliseconds
        while left > 0 && !isStopped {
            let step = min(left, 20)
            usleep(useconds_t(step * 1000))
            left -= step
        }
    }

    @discardableResult
    private func write(_ data: Data, to connection: Int32) -> Bool {
        data.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return true }
            var offset = 0
            while offset < buffer.count {
                let sent = send(connection, base + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                if sent <= 0 { return false }
                offset += sent
            }
            return true
        }
    }

    private func readRequest(_ connection: Int32) -> RecordedRequest? {
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
        var body = Array(received[(headerEnd + 4)...])
        let length = Int(headers["content-length"] ?? "0") ?? 0
        while body.count < length {
            let count = recv(connection, &buffer, buffer.count, 0)
            if count <= 0 { return nil }
            body.append(contentsOf: buffer[0..<count])
        }
        let target = String(requestLine[1])
        let pieces = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        return RecordedRequest(method: String(requestLine[0]), path: String(pieces[0]),
                               query: pieces.count > 1 ? String(pieces[1]) : "", headers: headers, body: Data(body))
    }

    private func reason(_ status: Int) -> String {
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
    private static let reservedPorts = LockedState<[Int32]>([])

    /// A port on which nothing listens, for "connection refused".
    ///
    /// The port stays bound (without listening) for the rest of the test run: a port merely
    /// closed could be handed by the kernel to a server of a test running in parallel, which
    /// would then answer instead of refusing.
    static func closedPort() -> UInt16 {
        let port = LoopbackPort()
        reservedPorts.withLock { $0.append(port.descriptor) }
        return port.number
    }
}
