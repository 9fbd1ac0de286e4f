import Foundation
import StandIns

/// The client tests speak of the test kit's loopback server in whole replies (`ScriptedReply`):
/// these names and the initialiser below turn each reply into the server's steps.
typealias ScriptedServer = LoopbackHTTPServer
typealias RecordedRequest = LoopbackHTTPServer.Request

extension LoopbackHTTPServer {
    /// A server that answers each request with `handler`'s reply.
    convenience init(handler: @escaping @Sendable (RecordedRequest) -> ScriptedReply) throws {
        try self.init { (request: RecordedRequest) -> [Step] in handler(request).steps }
    }
}
