import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One HTTP/1.1 exchange over a plain socket, for requests URLSession will not send as asked
/// (a chunked body of a chosen size, or from a chosen loopback address). The server may answer
/// and close before the whole body is sent (a 413 does); writing then stops and the answer is
/// read all the same.
enum RawHTTP {
    struct Answer {
        let status: Int
        let head: String
        let body: String

        /// The first header of that name (any letter case).
        func header(_ name: String) -> String? {
            for line in head.split(separator: "\r\n").dropFirst() {
                guard let colon = line.firstIndex(of: ":"), line[..<colon].lowercased() == name.lowercased() else { continue }
                return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
            return nil
        }

        var json: [String: Any] {
            (try? JSONSerialization.jsonObject(with: Data(body.utf8))) as? [String: Any] ?? [:]
        }
    }

    /// POSTs `json` to `path` from the loopback address `source` (any of 127.0.0.0/8 on Linux),
    /// so one test can play many clients: the server sees each as a client address of its own.
    /// The blocking socket work runs on a Dispatch thread, off the test's cooperative pool.
    static func postJSON(port: Int, path: String, json: [String: Any], from source: String) async throws -> Answer {
        let body = try JSONSerialization.data(withJSONObject: json)
        var request = Data(("POST \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Type: application/json\r\n"
            + "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n").utf8)
        request.append(body)
        let bytes = request
        return try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try exchange(port: port, request: bytes, from: source) })
            }
        }
    }

    /// POSTs `body` to `path` with `Transfer-Encoding: chunked`, in chunks of `chunkSize` bytes.
    static func postChunked(port: Int, path: String, body: Data, chunkSize: Int = 64 << 10,
                            token: String? = nil) throws -> Answer {
        var request = "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Type: application/json\r\n"
        if let token { request += "Authorization: Bearer \(token)\r\n" }
        request += "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
        var bytes = Data(request.utf8)
        var offset = 0
        while offset < body.count {
            let chunk = body[offset..<min(offset + chunkSize, body.count)]
            bytes.append(Data((String(chunk.count, radix: 16) + "\r\n").utf8))
            bytes.append(chunk)
            bytes.append(Data("\r\n".utf8))
            offset += chunk.count
        }
        bytes.append(Data("0\r\n\r\n".utf8))
        return try exchange(port: port, request: bytes)
    }

    /// `source`, when given, is the loopback address the connection comes from.
    static func exchange(port: Int, request: Data, from source: String? = nil) throws -> Answer {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EIO) }
        defer { close(descriptor) }
        // Scrypt on a loaded two-core machine can keep an answer waiting well past 20 s.
        var timeout = timeval(tv_sec: source == nil ? 20 : 180, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        if let source {
            var local = sockaddr_in()
            local.sin_family = sa_family_t(AF_INET)
            local.sin_addr.s_addr = inet_addr(source)
            local.sin_port = 0
            let bound = withUnsafePointer(to: &local) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard bound == 0 else { throw POSIXError(.EADDRNOTAVAIL) }
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
        request.withUnsafeBytes { raw in
            var sent = 0
            while sent < raw.count {
                let written = send(descriptor, raw.baseAddress! + sent, raw.count - sent, Int32(MSG_NOSIGNAL))
                if written <= 0 { break }  // the server answered early and closed
                sent += written
            }
        }
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 16 << 10)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count <= 0 { break }
            received.append(contentsOf: buffer[0..<count])
        }
        let text = String(decoding: received, as: UTF8.self)
        guard let split = text.range(of: "\r\n\r\n") else { throw POSIXError(.EBADMSG) }
        let head = String(text[..<split.lowerBound])
        let statusText = head.split(separator: " ", maxSplits: 2).dropFirst().first.map(String.init) ?? ""
        guard let status = Int(statusText) else { throw POSIXError(.EBADMSG) }
        var body = String(text[split.upperBound...])
        if head.lowercased().contains("transfer-encoding: chunked") { body = dechunk(body) }
        return Answer(status: status, head: head, body: body)
    }

    /// The payload of a chunked answer (small JSON bodies: sizes and data only).
    private static func dechunk(_ text: String) -> String {
        var rest = Substring(text)
        var result = ""
        while let lineEnd = rest.range(of: "\r\n"), let size = Int(rest[..<lineEnd.lowerBound], radix: 16), size > 0 {
            let start = lineEnd.upperBound
            let utf8 = rest[start...].utf8
            let end = utf8.index(utf8.startIndex, offsetBy: min(size, utf8.count))
            result += String(rest[start..<end]) ?? ""
            rest = rest[end...].dropFirst(2)
        }
        return result
    }
}
