import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Glibc)
import Glibc
#endif
import SharedUtilities

/// A real llama.cpp `llama-server` with a tiny random-weight model, on a free loopback port:
/// the model server the provider tests and the end-to-end runs talk to, so what they check is
/// what a local model server really sends (its chunks, its grammars for JSON, its errors inside
/// a 200 stream, its closed connections), not what a stand-in was written to send.
///
/// The binary and models live in the shared tools folder (`../shared/tools/llama-server`
/// beside the repository, or `LLAMA_SERVER_DIR`). When they are missing or cannot run, `start`
/// throws with the reason: the tests fail, they do not skip.
public final class LlamaServer: @unchecked Sendable {
    public struct CannotRun: Error, CustomStringConvertible {
        public let description: String
    }

    let process: ChildProcess
    /// The OpenAI-compatible API root, `http://127.0.0.1:PORT/v1`.
    public let baseURL: URL
    /// The server's root, for `/props`, `/health`, `/slots`.
    public let rootURL: URL

    /// The folder holding `llama-server`, `tiny.gguf` and `tiny-eos.gguf`.
    public static var directory: URL {
        if let configured = ProcessInfo.processInfo.environment["LLAMA_SERVER_DIR"], !configured.isEmpty {
            return URL(fileURLWithPath: configured, isDirectory: true)
        }
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return repository.deletingLastPathComponent().appendingPathComponent("shared/tools/llama-server", isDirectory: true)
    }

    /// Starts `llama-server` on `model` (`tiny.gguf` never stops by itself, `tiny-eos.gguf` stops
    /// early) with a context of `contextTokens`, and waits until it answers `/health`.
    public static func start(model: String = "tiny.gguf", contextTokens: Int = 4096,
                             arguments: [String] = []) async throws -> LlamaServer {
        let binary = directory.appendingPathComponent("llama-server")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw CannotRun(description: "llama-server not found at \(binary.path) (set LLAMA_SERVER_DIR)")
        }
        var lastError: (any Error)?
        for _ in 0..<3 {
            let server = try LlamaServer(binary: binary, model: directory.appendingPathComponent(model),
                                         port: freePort(), contextTokens: contextTokens, arguments: arguments)
            do {
                try await server.waitUntilHealthy()
                return server
            } catch {
                server.stop()
                lastError = error
            }
        }
        throw lastError ?? CannotRun(description: "llama-server did not start")
    }

    private init(binary: URL, model: URL, port: Int, contextTokens: Int, arguments: [String]) throws {
        rootURL = URL(string: "http://127.0.0.1:\(port)")!
        baseURL = rootURL.appendingPathComponent("v1")
        do {
            process = try ChildProcess(executable: binary.path, arguments: [
                "-m", model.path, "--host", "127.0.0.1", "--port", String(port), "--chat-template", "chatml",
                "-c", String(contextTokens), "-n", "400", "--threads", "1", "--no-webui",
            ] + arguments)
        } catch {
            throw CannotRun(description: "llama-server could not be started: \(error)")
        }
    }

    deinit { stop() }

    private func waitUntilHealthy() async throws {
        let health = rootURL.appendingPathComponent("health")
        for _ in 0..<300 {
            guard !process.hasExited else { throw CannotRun(description: "llama-server exited at start (\(process.waitForExit()))") }
            if let (_, response) = try? await URLSession.shared.data(from: health),
               (response as? HTTPURLResponse)?.statusCode == 200 { return }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw CannotRun(description: "llama-server did not answer /health within 30 s")
    }

    /// Freezes the server (SIGSTOP): it keeps its connections and sends nothing, as a model
    /// too slow for its caller does.
    public func suspend() { process.send(SIGSTOP) }

    /// Lets a suspended server go on (SIGCONT).
    public func resume() { process.send(SIGCONT) }

    /// Kills it (SIGKILL, after SIGCONT in case it was suspended) and awaits it on a thread of
    /// its own.
    public func stop() {
        process.send(SIGCONT)
        process.stop(with: SIGKILL)
    }

    /// A port nothing listens on now (bound, read, closed: the server binds it right after).
    private static func freePort() -> Int {
        let port = LoopbackPort()
        port.release()
        return Int(port.number)
    }
}
