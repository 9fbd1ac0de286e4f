import Foundation
import SharedUtilities

/// A disk cache of media files, bounded in total bytes, evicting the least recently used.
///
/// Media URLs are signed and re-signed on every read (a new `expires`/`signature` query each
/// time), so entries are keyed by the URL without its query and fragment: the same picture under
/// a fresh signature is a hit. Downloads carry no bearer token (the signature is the credential)
/// and concurrent requests for one file share one download. Each caller may give up on its own
/// (task cancellation); the download stops when the last caller waiting for it has gone, so a
/// screen scrolled past does not keep pulling pictures nobody will see.
public final class MediaCache: MediaLoading {
    private struct Entry: Sendable {
        var size: Int
        var lastUse: UInt64
    }

    /// One running download and the callers waiting for it.
    private struct Download: Sendable {
        /// Tells this download from a later one of the same file, once this one was abandoned.
        let id = UUID()
        var task: Task<Void, Never>?
        var waiters: [UUID: CheckedContinuation<URL, any Error>] = [:]
    }

    private struct State: Sendable {
        var entries: [String: Entry] = [:]
        var isLoaded = false
        var totalBytes = 0
        var useCounter: UInt64 = 0
        var downloads: [String: Download] = [:]
    }

    public let directory: URL
    public let byteLimit: Int
    private let baseURL: URL?
    private let downloadTimeout: Duration
    private let transport: HTTPTransport
    private let state = LockedState(State())

    /// - Parameters:
    ///   - directory: where files go; created 0700.
    ///   - byteLimit: the most bytes kept; older files are removed past it.
    ///   - baseURL: resolves relative media URLs (the contract's are absolute).
    public init(directory: URL, byteLimit: Int = 200 * 1024 * 1024, baseURL: URL? = nil,
                downloadTimeout: Duration = .seconds(120)) {
        self.directory = directory
        self.byteLimit = max(0, byteLimit)
        self.baseURL = baseURL
        self.downloadTimeout = downloadTimeout
        self.transport = HTTPTransport()
    }

    /// Runs once no download is left (each running download holds the cache), and shuts the
    /// cache's own connection pool down, which would otherwise live on with its connections.
    deinit {
        transport.shutdown()
    }

    /// `$XDG_CACHE_HOME/infinite-stories/media`, or `$HOME/.cache/infinite-stories/media`.
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            return URL(fileURLWithPath: cache, isDirectory: true).appendingPathComponent("infinite-stories/media", isDirectory: true)
        }
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".cache/infinite-stories/media", isDirectory: true)
    }

    /// The cache key of a media URL: scheme, host, port and path, without query or fragment.
    public static func cacheKey(for url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return url.absoluteString }
        components.query = nil
        components.fragment = nil
        components.user = nil
        components.password = nil
        components.scheme = components.scheme?.lowercased()
        components.host = components.host?.lowercased()
        return components.string ?? url.absoluteString
    }

    /// Callers currently waiting for a download, for tests and diagnostics.
    var waitingCallers: Int {
        state.withLock { state in state.downloads.values.reduce(0) { $0 + $1.waiters.count } }
    }

    /// Bytes currently held.
    public var totalBytes: Int {
        state.withLock { state in
            loadIndexIfNeeded(&state)
            return state.totalBytes
        }
    }

    public func data(for url: String) async throws -> Data {
        let file = try await file(for: url)
        do {
            return try Data(contentsOf: file)
        } catch {
            throw ClientError.invalidResponse
        }
    }

    public func file(for url: String) async throws -> URL {
        guard let resolved = URL(string: url, relativeTo: baseURL)?.absoluteURL,
              let scheme = resolved.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw ClientError.rejected(status: 0, serverMessage: ClientMessages.invalidURL)
        }
        let name = Self.fileName(for: resolved)
        let target = directory.appendingPathComponent(name)
        let waiter = UUID()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<URL, any Error>) in
                let answer = state.withLock { state -> Result<URL, any Error>? in
                    // A task's cancelled flag is set before its cancellation handler runs, and the
                    // handler takes this lock: a caller cancelled before it joins is answered here,
                    // one cancelled after is found among the waiters by the handler.
                    if Task.isCancelled { return .failure(ClientError.cancelled) }
                    loadIndexIfNeeded(&state)
                    if state.entries[name] != nil {
                        if FileManager.default.fileExists(atPath: target.path) {
                            state.useCounter += 1
                            state.entries[name]?.lastUse = state.useCounter
                            // The modification time carries the order of use to the next run.
                            try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: target.path)
                            return .success(target)
                        }
                        forget(name, in: &state)
                    }
                    var download = state.downloads[name] ?? Download()
                    download.waiters[waiter] = continuation
                    if download.task == nil {
                        let id = download.id
                        download.task = Task { await self.runDownload(resolved, to: target, name: name, id: id) }
                    }
                    state.downloads[name] = download
                    return nil
                }
                if let answer { continuation.resume(with: answer) }
            }
        } onCancel: {
            leave(name, waiter: waiter)
        }
    }

    /// Downloads a file for its waiters and answers them all with the outcome.
    private func runDownload(_ url: URL, to target: URL, name: String, id: UUID) async {
        let result: Result<URL, any Error>
        do {
            result = .success(try await download(url, to: target, name: name))
        } catch {
            result = .failure(ClientError(error))
        }
        let waiters = state.withLock { state -> [CheckedContinuation<URL, any Error>] in
            // An abandoned download was already removed, and a newer one may have taken its place.
            guard let download = state.downloads[name], download.id == id else { return [] }
            state.downloads[name] = nil
            return Array(download.waiters.values)
        }
        for waiter in waiters {
            waiter.resume(with: result)
        }
    }

    /// Answers a cancelled caller at once; the last one to leave stops the download.
    private func leave(_ name: String, waiter: UUID) {
        let (continuation, abandoned) = state.withLock { state -> (CheckedContinuation<URL, any Error>?, Task<Void, Never>?) in
            guard var download = state.downloads[name],
                  let continuation = download.waiters.removeValue(forKey: waiter) else { return (nil, nil) }
            if download.waiters.isEmpty {
                state.downloads[name] = nil
                return (continuation, download.task)
            }
            state.downloads[name] = download
            return (continuation, nil)
        }
        abandoned?.cancel()
        continuation?.resume(throwing: ClientError.cancelled)
    }

    /// Removes every cached file.
    public func removeAll() {
        state.withLock { state in
            loadIndexIfNeeded(&state)
            for name in state.entries.keys {
                try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
            }
            state.entries = [:]
            state.totalBytes = 0
        }
    }

    private func download(_ url: URL, to target: URL, name: String) async throws -> URL {
        let request = TransportRequest(method: "GET", url: url)
        let transport = self.transport
        let data: Data
        let response: TransportResponseHead
        do {
            (response, data) = try await APIClient.race(downloadTimeout) { try await transport.perform(request) }
        } catch is APIClient.DeadlineExceeded {
            throw ClientError.network(.timedOut)
        } catch {
            throw ClientError(error)
        }
        guard (200..<300).contains(response.status) else {
            if response.status == 401 { throw ClientError.rejected(status: 401, serverMessage: nil) }
            throw ResponseErrorMapper.error(status: response.status, body: data,
                                            request: APIRequest(method: .get, path: url.path), retryAfter: nil)
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
            try AtomicFile.write(data, to: target, permissions: 0o600)
        } catch {
            throw ClientError.rejected(status: 0, serverMessage: nil)
        }
        state.withLock { state in
            forget(name, in: &state)
            state.useCounter += 1
            state.entries[name] = Entry(size: data.count, lastUse: state.useCounter)
            state.totalBytes += data.count
            evict(keeping: name, in: &state)
        }
        return target
    }

    /// Removes least recently used files until the total fits, never the one just added.
    private func evict(keeping kept: String, in state: inout State) {
        guard state.totalBytes > byteLimit else { return }
        let oldestFirst = state.entries.filter { $0.key != kept }.sorted { $0.value.lastUse < $1.value.lastUse }
        for (name, _) in oldestFirst where state.totalBytes > byteLimit {
            try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
            forget(name, in: &state)
        }
    }

    private func forget(_ name: String, in state: inout State) {
        if let entry = state.entries.removeValue(forKey: name) {
            state.totalBytes -= entry.size
        }
    }

    /// Reads what an earlier run left, ordered by modification time (the last use).
    private func loadIndexIfNeeded(_ state: inout State) {
        guard !state.isLoaded else { return }
        state.isLoaded = true
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey, .isRegularFileKey]
        guard let files = try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: keys) else {
            return
        }
        var found: [(name: String, size: Int, date: Date)] = []
        for file in files where !file.lastPathComponent.hasPrefix(".") {
            guard let values = try? file.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else { continue }
            found.append((file.lastPathComponent, values.fileSize ?? 0, values.contentModificationDate ?? .distantPast))
        }
        for item in found.sorted(by: { $0.date < $1.date }) {
            state.useCounter += 1
            state.entries[item.name] = Entry(size: item.size, lastUse: state.useCounter)
            state.totalBytes += item.size
        }
    }

    /// A stable file name for a URL's key, keeping a short extension so players can tell the type.
    static func fileName(for url: URL) -> String {
        let hash = StableHash.hex(cacheKey(for: url))
        let ext = url.pathExtension.lowercased()
        let isSafe = !ext.isEmpty && ext.count <= 8 && ext.utf8.allSatisfy { (48...57).contains($0) || (97...122).contains($0) }
        return isSafe ? "\(hash).\(ext)" : hash
    }
}
