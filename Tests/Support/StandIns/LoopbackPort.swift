import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A TCP port on 127.0.0.1 chosen by the kernel: a socket bound to port 0, not listening.
///
/// Kept bound, nothing can take the port and connecting to it is refused (a "closed port" for
/// connection-refused tests); released, a server started right after can bind it.
public struct LoopbackPort: Sendable {
    public let number: UInt16
    /// The bound socket; `release()` closes it.
    public let descriptor: Int32

    public init() {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        self.descriptor = descriptor
        number = UInt16(bigEndian: address.sin_port)
    }

    /// Closes the socket: the port is free for a server to bind.
    public func release() { close(descriptor) }
}
