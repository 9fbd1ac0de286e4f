import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import InfiniteStoriesClient
import SharedUtilities

@Suite("Session store")
struct SessionStoreTests {
    private let server = URL(string: "http://127.0.0.1:8080")!
    private let session = StoredSession(token: "tok-\u{1F319}", userId: "u1", email: "ada@example.com")

    private func mode(_ path: String) -> mode_t {
        var info = stat()
        lstat(path, &info)
        return info.st_mode & 0o777
    }

    @Test func defaultDirectoryFollowsXDG() {
        #expect(SessionStore.defaultDirectory(environment: ["XDG_STATE_HOME": "/x/state", "HOME": "/home/a"]).path
                == "/x/state/infinite-stories")
        #expect(SessionStore.defaultDirectory(environment: ["HOME": "/home/a"]).path == "/home/a/.local/state/infinite-stories")
        // A relative XDG_STATE_HOME is invalid per the specification and ignored.
        #expect(SessionStore.defaultDirectory(environment: ["XDG_STATE_HOME": "rel", "HOME": "/home/a"]).path
                == "/home/a/.local/state/infinite-stories")
        #expect(SessionStore.defaultDirectory(environment: ["XDG_STATE_HOME": "/x/state/"]).path == "/x/state/infinite-stories")
    }

    @Test func filesAreNamedAfterTheServerInsideTheFolder() {
        let key = StableHash.hex(SessionStore.serverKey(for: server))
        for folder in ["/x/state", "/x/state/"] {
            let store = SessionStore(directory: URL(fileURLWithPath: folder, isDirectory: true))
            #expect(store.fileURL(for: server).path == "/x/state/session-\(key).json")
            #expect(store.fileURL(named: "lists", for: server).path == "/x/state/lists-\(key).json")
        }
    }

    /// The byte-by-byte key (used before the first frame) gives URLComponents' answer for every
    /// plain URL, and turns down what it does not handle rather than guessing.
    @Test(arguments: [
        "http://127.0.0.1:8080", "HTTP://127.0.0.1:8080/", "http://Host.Example:80/", "https://host:443",
        "https://HOST:8443/Api/v1//", "http://host/", "http://host", "http://my_host-1.example.org:9/a/b",
        "http://host:80", "https://host:80", "http://host:443", "h2c+x.y-z://host:1/~a/.b/../c", "http://h/a/./",
    ])
    func plainServerKeyMatchesURLComponents(text: String) throws {
        let url = try #require(URL(string: text))
        #expect(SessionStore.plainServerKey(url.absoluteString) == SessionStore.componentsServerKey(for: url))
        #expect(SessionStore.serverKey(for: url) == SessionStore.componentsServerKey(for: url))
    }

    @Test(arguments: [
        "http://user:pass@host:8080", "http://host:8080/?q=1", "http://host/#top", "http://host/a%20b",
        "http://[::1]:8080", "http://host:", "http://host:08080", "http://host:1234567", "http://h\u{F6}st",
        "1http://host", "http:/host", "mailto:someone@example.com", "", "http://a~b:8080",
    ])
    func plainServerKeyTurnsDownWhatIsNotPlain(text: String) {
        #expect(SessionStore.plainServerKey(text) == nil)
        if let url = URL(string: text) {
            #expect(SessionStore.serverKey(for: url) == SessionStore.componentsServerKey(for: url))
        }
    }

    @Test func theSameServerWrittenDifferentlyHasOneKey() throws {
        let keys = try ["http://127.0.0.1:8080", "HTTP://127.0.0.1:8080/", "http://127.0.0.1:8080//"].map {
            SessionStore.serverKey(for: try #require(URL(string: $0)))
        }
        #expect(Set(keys) == ["http://127.0.0.1:8080"])
        #expect(try SessionStore.serverKey(for: #require(URL(string: "http://host:80/"))) == "http://host")
        #expect(try SessionStore.serverKey(for: #require(URL(string: "http://user@host:8080/?q#f"))) == "http://host:8080")
    }

    @Test func savesPrivatelyAndReadsBackPerServer() throws {
        let root = TestSupport.temporaryDirectory()
        let directory = root.appendingPathComponent("state/infinite-stories")
        let store = SessionStore(directory: directory)
        try store.save(session, for: server)
        let other = try #require(URL(string: "https://stories.example.com"))
        try store.save(StoredSession(token: "t2", userId: "u2", email: "b@example.com"), for: other)

        #expect(store.load(for: server) == SessionStore.Loaded(session: session, warning: nil))
        #expect(store.load(for: other).session?.userId == "u2")
        // The same server written differently shares the entry.
        let sameServer = try #require(URL(string: "HTTP://127.0.0.1:8080/"))
        #expect(store.load(for: sameServer).session == session)
        #expect(mode(directory.path) == 0o700)
        #expect(mode(store.fileURL(for: server).path) == 0o600)
        // No temporary files are left behind.
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(names.count == 2 && names.allSatisfy { $0.hasPrefix("session-") && $0.hasSuffix(".json") })

        try store.remove(for: server)
        #expect(store.load(for: server) == SessionStore.Loaded(session: nil, warning: nil))
        #expect(store.load(for: other).session != nil)
        try store.remove(for: server)  // removing twice is fine
    }

    @Test func tightensAFolderThatIsTooOpen() throws {
        let directory = TestSupport.temporaryDirectory().appendingPathComponent("s")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o755])
        try SessionStore(directory: directory).save(session, for: server)
        #expect(mode(directory.path) == 0o700)
    }

    @Test(arguments: ["", "{", "null", "[1,2]", #"{"server":"http://127.0.0.1:8080","token":"","userId":"u","email":"e"}"#,
                      String(repeating: "x", count: 100_000)])
    func corruptFileIsReportedAndIgnored(contents: String) throws {
        let store = SessionStore(directory: TestSupport.temporaryDirectory())
        let path = store.fileURL(for: server).path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(contents.utf8), attributes: [.posixPermissions: 0o600]))
        let loaded = store.load(for: server)
        #expect(loaded.session == nil)
        #expect(loaded.warning == .corrupt(path: path))
        #expect(loaded.warning?.message.contains(path) == true)
        // Signing in again replaces the damaged file.
        try store.save(session, for: server)
        #expect(store.load(for: server).session == session)
    }

    @Test(.enabled(if: geteuid() == 0, "changing a file's owner needs root"))
    func fileOwnedBySomeoneElseIsIgnored() throws {
        let store = SessionStore(directory: TestSupport.temporaryDirectory())
        try store.save(session, for: server)
        let path = store.fileURL(for: server).path
        #expect(chown(path, 65_534, 65_534) == 0)
        #expect(store.load(for: server) == SessionStore.Loaded(session: nil, warning: .foreignOwner(path: path)))
    }

    @Test func symbolicLinkIsIgnored() throws {
        let store = SessionStore(directory: TestSupport.temporaryDirectory())
        try store.save(session, for: server)
        let path = store.fileURL(for: server).path
        let target = path + ".real"
        #expect(rename(path, target) == 0)
        #expect(symlink(target, path) == 0)
        #expect(store.load(for: server) == SessionStore.Loaded(session: nil, warning: .notARegularFile(path: path)))
    }

    @Test func worldReadableFileIsTightenedAndStillUsed() throws {
        let store = SessionStore(directory: TestSupport.temporaryDirectory())
        try store.save(session, for: server)
        let path = store.fileURL(for: server).path
        chmod(path, 0o644)
        #expect(store.load(for: server) == SessionStore.Loaded(session: session, warning: .insecurePermissions(path: path)))
        #expect(mode(path) == 0o600)
    }

    @Test func unwritableFolderIsAWarningNotACrash() throws {
        let file = TestSupport.temporaryDirectory().appendingPathComponent("plain-file")
        #expect(FileManager.default.createFile(atPath: file.path, contents: Data()))
        let store = SessionStore(directory: file.appendingPathComponent("inside"))
        #expect(throws: SessionStoreWarning.self) { try store.save(session, for: server) }
        // The client stays signed in for this run even so.
        let client = APIClient(configuration: TestSupport.configuration(server), sessionStore: store)
        let warning = client.setSession(session)
        #expect(warning != nil)
        #expect(client.session == session)
    }

    @Test func aClientRestoresTheSessionOfItsServerAndReportsWarnings() throws {
        let store = SessionStore(directory: TestSupport.temporaryDirectory())
        try store.save(session, for: server)
        #expect(APIClient(configuration: TestSupport.configuration(server), sessionStore: store).session == session)

        let path = store.fileURL(for: server).path
        #expect(FileManager.default.createFile(atPath: path, contents: Data("garbage".utf8)))
        let client = APIClient(configuration: TestSupport.configuration(server), sessionStore: store)
        #expect(client.session == nil)
        #expect(client.storeWarning == .corrupt(path: path))
    }

    @Test func descriptionNeverShowsTheToken() {
        var dumped = ""
        dump(session, to: &dumped)
        var dumpedInside = ""
        dump([session], to: &dumpedInside)
        for text in [String(describing: session), "\(session)", String(reflecting: session), dumped, dumpedInside,
                     String(describing: Optional(session)), String(describing: [session])] {
            #expect(!text.contains("tok-"), "\(text)")
            #expect(text.contains("u1"), "\(text)")
        }
        #expect(Mirror(reflecting: session).children.allSatisfy { !"\($0.value)".contains("tok-") })
    }
}
