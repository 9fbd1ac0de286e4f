import Foundation
import SharedUtilities
import StandIns
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import InfiniteStoriesServer
import IllustrationPainting
import InfiniteStoriesModels
import SpeechSynthesis
import Testing

@Suite("Generation pipeline")
struct GenerationPipelineTests {
    @Test func asyncStoryStreamsEventsInOrderThatAddUpToTheContent() async throws {
        // Pieces 10 ms apart: slower than a store, so each goes out on its own (pieces that come
        // faster than the store keeps up are sent together, `DraftSink`).
        let server = try await TestServer.start(providers: Providers(textPace: .milliseconds(10)))
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let hero = try await server.createHero(token: token, name: "Ilse")
        let accepted = try await server.send("POST", "/api/v1/stories", token: token, body: try JSONSerialization.data(
            withJSONObject: ["heroId": hero.id, "language": "English", "targetDuration": 300, "seed": 3]), headers: TestServer.respondAsync)
        #expect(accepted.status == 202)
        #expect(accepted.header("Preference-Applied") == "respond-async")
        let story = try accepted.data(Story.self)
        #expect(accepted.header("Location") == "/api/v1/stories/\(story.id)")
        #expect(story.generationStatus == .processing && story.content.isEmpty)

        let stream = try await server.send("GET", "/api/v1/stories/\(story.id)/events", token: token)
        #expect(stream.status == 200)
        #expect(stream.header("Content-Type")?.hasPrefix("text/event-stream") == true)
        let events = SSE.parse(stream.text)
        let names = events.map(\.name)
        #expect(names.first == "progress")
        #expect(names.last == "done")
        // More than one piece: on a busy PostgreSQL a store can take longer than many pieces.
        #expect(names.filter { $0 == "text" }.count >= 2, "the text arrives in pieces")
        let lastText = try #require(names.lastIndex(of: "text"))
        let completed = try #require(events.firstIndex { $0.name == "progress" && $0.data.contains("\"completed\"") })
        #expect(lastText < completed, "text deltas come before the completed progress event")
        let ids = events.compactMap { $0.id.flatMap { Int64($0) } }
        #expect(ids == ids.sorted(), "event ids never go backwards")

        let finished = try await server.send("GET", "/api/v1/stories/\(story.id)", token: token).data(Story.self)
        #expect(finished.generationStatus == .completed)
        #expect(try SSE.text(of: events) == finished.content)
        #expect(finished.illustrationStatus == .pending && (3...8).contains(finished.illustrationCount))

        // A client that connects late gets the current state, then done.
        let late = SSE.parse(try await server.send("GET", "/api/v1/stories/\(story.id)/events", token: token).text)
        #expect(late.map(\.name) == ["progress", "text", "progress", "done"])
        #expect(try SSE.text(of: late) == finished.content)

        // Last-Event-ID resumes exactly after the given event.
        let middle = events[events.count / 2]
        let resumed = SSE.parse(try await server.send("GET", "/api/v1/stories/\(story.id)/events", token: token,
                                                      headers: ["Last-Event-ID": middle.id ?? ""]).text)
        let expectedTail = events.filter { (Int64($0.id ?? "") ?? 0) > (Int64(middle.id ?? "") ?? 0) }
        #expect(resumed.dropLast().map(\.data) == expectedTail.dropLast().map(\.data))
        #expect(resumed.last?.name == "done")
        let before = events.filter { (Int64($0.id ?? "") ?? 0) <= (Int64(middle.id ?? "") ?? 0) }
        #expect(try SSE.text(of: before) + SSE.text(of: resumed) == finished.content)

        // An id the log cannot resume from (with SQLite, like any from an earlier run of the server;
        // PostgreSQL's shared log has no event 0): the text is sent whole, marked replace.
        let stale = SSE.parse(try await server.send("GET", "/api/v1/stories/\(story.id)/events", token: token,
                                                    headers: ["Last-Event-ID": "0"]).text)
        let staleText = try #require(stale.first { $0.name == "text" }).decode(TextDeltaPayload.self)
        #expect(staleText.replace == true && staleText.delta == finished.content)
    }

    @Test func quietStreamsSendKeepAliveComments() async throws {
        let server = try await TestServer.start(providers: Providers(simulatedLatency: .milliseconds(900)),
                                                keepAlive: .milliseconds(200))
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let hero = try await server.createHero(token: token)
        let accepted = try await server.send("POST", "/api/v1/stories", token: token, body: try JSONSerialization.data(
            withJSONObject: ["heroId": hero.id, "language": "fr", "targetDuration": 60]), headers: TestServer.respondAsync)
        let story = try accepted.data(Story.self)
        let stream = try await server.send("GET", "/api/v1/stories/\(story.id)/events", token: token)
        #expect(stream.text.contains("\n: keep-alive\n\n") || stream.text.hasPrefix(": keep-alive\n\n"))
        #expect(SSE.parse(stream.text).last?.name == "done")
        let finished = try await server.send("GET", "/api/v1/stories/\(story.id)", token: token).data(Story.self)
        #expect(try SSE.text(of: SSE.parse(stream.text)) == finished.content)
        #expect(finished.language == "French")
    }

    @Test func synchronousNarrationIsRealMP3OfTheReportedDuration() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let hero = try await server.createHero(token: token)
        let story = try await server.createStory(token: token, heroID: hero.id, extra: ["targetDuration": 60])
        let reply = try await server.send("POST", "/api/v1/stories/\(story.id)/audio", token: token, json: ["voice": "nova"])
        #expect(reply.status == 200, "\(reply.text)")
        let audio = try reply.data(AudioResult.self)
        #expect(audio.status == .completed && audio.voice == "nova")
        let url = try #require(audio.audioUrl.flatMap(URL.init(string:)))
        let duration = try #require(audio.audioDuration)

        let (data, response) = try await URLSession.shared.data(from: url)  // no bearer token: a signed URL
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect((response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Type") == "audio/mpeg")
        // Decode it with lame, an independent decoder, and measure the PCM.
        let decoded = try Self.decodedSeconds(mp3: data)
        #expect(abs(decoded - duration) <= 0.5, "reported \(duration), decoded \(decoded)")
        #expect(duration > 10)

        // Same voice again: nothing regenerated; another voice: new audio.
        let same = try await server.send("POST", "/api/v1/stories/\(story.id)/audio", token: token, json: ["voice": "nova"]).data(AudioResult.self)
        #expect(same.audioUrl.map(Self.path) == audio.audioUrl.map(Self.path))
        let other = try await server.send("POST", "/api/v1/stories/\(story.id)/audio", token: token, json: ["voice": "onyx"]).data(AudioResult.self)
        #expect(other.voice == "onyx" && other.audioUrl.map(Self.path) != audio.audioUrl.map(Self.path))
        let status = try await server.send("GET", "/api/v1/stories/\(story.id)/audio", token: token).data(AudioResult.self)
        #expect(status.status == .completed && status.voice == "onyx")
        #expect(status.audioUrl.map(Self.path) == other.audioUrl.map(Self.path))
        #expect(try await server.send("POST", "/api/v1/stories/\(story.id)/audio", token: token, json: ["voice": "robot"]).status == 400)

        // Range requests on audio.
        let otherURL = try #require(other.audioUrl.flatMap(URL.init(string:)))
        var ranged = URLRequest(url: otherURL)
        ranged.setValue("bytes=0-99", forHTTPHeaderField: "Range")
        let (part, partResponse) = try await URLSession.shared.data(for: ranged)
        let http = try #require(partResponse as? HTTPURLResponse)
        #expect(http.statusCode == 206 && part.count == 100)
        #expect(http.value(forHTTPHeaderField: "Content-Range")?.hasPrefix("bytes 0-99/") == true)
        ranged.setValue("bytes=5-abc", forHTTPHeaderField: "Range")
        let (whole, wholeResponse) = try await URLSession.shared.data(for: ranged)
        #expect((wholeResponse as? HTTPURLResponse)?.statusCode == 200 && whole.count > 100)
        ranged.setValue("bytes=99999999-", forHTTPHeaderField: "Range")
        let (_, beyond) = try await URLSession.shared.data(for: ranged)
        #expect((beyond as? HTTPURLResponse)?.statusCode == 416)
    }

    @Test func missingSpeechEngineFailsTheJobWithAReadableMessage() async throws {
        let server = try await TestServer.start(providers: Providers(speech: EspeakSpeechSynthesizer(espeakPath: "/nonexistent/espeak-ng")))
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let hero = try await server.createHero(token: token)
        let story = try await server.createStory(token: token, heroID: hero.id, extra: ["targetDuration": 60])
        let reply = try await server.send("POST", "/api/v1/stories/\(story.id)/audio", token: token, json: [:] as [String: Any])
        #expect(reply.status == 502)
        #expect(reply.json["error"] as? String == "AIError")
        #expect(reply.json["message"] as? String == "speech engine not installed: espeak-ng")
        let status = try await server.send("GET", "/api/v1/stories/\(story.id)/audio", token: token).data(AudioResult.self)
        #expect(status.status == .failed && status.error == "speech engine not installed: espeak-ng")
        let events = SSE.parse(try await server.send("GET", "/api/v1/stories/\(story.id)/events", token: token).text)
        #expect(events.contains { $0.name == "error" && $0.data.contains("speech engine not installed") })
    }

    @Test func illustrationsAsyncPNGsAndStatusAgreeWithTheStream() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let hero = try await server.createHero(token: token)
        let story = try await server.createStory(token: token, heroID: hero.id, extra: ["targetDuration": 420])
        let accepted = try await server.send("POST", "/api/v1/stories/\(story.id)/illustrations", token: token,
                                             body: Data("{}".utf8), headers: TestServer.respondAsync)
        #expect(accepted.status == 202)
        #expect(accepted.header("Location") == "/api/v1/stories/\(story.id)/illustrations/status")
        let events = SSE.parse(try await server.send("GET", "/api/v1/stories/\(story.id)/events", token: token).text)
        let last = try #require(events.last { $0.name == "progress" && $0.data.contains("illustrations") }).decode(ProgressPayload.self)
        let status = try await server.send("GET", "/api/v1/stories/\(story.id)/illustrations/status", token: token).data(IllustrationProgress.self)
        #expect(status.status == .completed && status.progress == 100 && status.completed == status.total)
        #expect(last.status == "completed" && last.completed == status.total && last.total == status.total)
        let full = try await server.send("GET", "/api/v1/stories/\(story.id)?includeIllustrations=true", token: token).data(Story.self)
        #expect(full.illustrationStatus == .completed)
        for item in try #require(full.illustrations) {
            #expect(item.status == .completed)
            let (png, _) = try await URLSession.shared.data(from: try #require(item.imageUrl.flatMap(URL.init(string:))))
            try Self.validatePNG(png)
        }
    }

    @Test func failedScenesArePartialAndRetryFailedFinishesThem() async throws {
        let flaky = FlakyImages()
        let server = try await TestServer.start(providers: Providers(images: flaky), backoff: [.milliseconds(1)])
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let hero = try await server.createHero(token: token)
        let story = try await server.createStory(token: token, heroID: hero.id, extra: ["targetDuration": 420])
        let first = try await server.send("POST", "/api/v1/stories/\(story.id)/illustrations", token: token, json: [:] as [String: Any])
        let status = try first.data(IllustrationProgress.self)
        #expect(status.status == .partial, "\(first.text)")
        #expect(status.failed == 1 && status.completed == status.total - 1)
        #expect(status.illustrations.first { $0.status == .failed }?.error?.isEmpty == false)
        // Without retryFailed nothing is redone; with it the failed scene is drawn.
        await flaky.heal()
        let again = try await server.send("POST", "/api/v1/stories/\(story.id)/illustrations", token: token, json: [:] as [String: Any])
        #expect(try again.data(IllustrationProgress.self).status == .partial)
        let retried = try await server.send("POST", "/api/v1/stories/\(story.id)/illustrations", token: token, json: ["retryFailed": true])
        let fixed = try retried.data(IllustrationProgress.self)
        #expect(fixed.status == .completed && fixed.failed == 0)
    }

    @Test func avatarIsAPortraitPNG() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let hero = try await server.createHero(token: token, extra: ["hairColor": "red"])
        let reply = try await server.send("POST", "/api/v1/heroes/\(hero.id)/avatar", token: token, json: ["prompt": "wearing a crown"])
        #expect(reply.status == 200, "\(reply.text)")
        let painted = try reply.data(Hero.self)
        let url = try #require(painted.avatarUrl.flatMap(URL.init(string:)))
        let (png, response) = try await URLSession.shared.data(from: url)
        #expect((response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Type") == "image/png")
        try Self.validatePNG(png)
        let story = try await server.createStory(token: token, heroID: hero.id, extra: ["targetDuration": 60])
        #expect(story.hero?.avatarUrl != nil)
    }

    // MARK: Helpers

    static func path(_ url: String) -> String { URL(string: url)?.path ?? url }

    /// Seconds of PCM that `lame --decode` gets out of the MP3.
    static func decodedSeconds(mp3: Data) throws -> Double {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("is-mp3-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in.mp3"), output = folder.appendingPathComponent("out.wav")
        try mp3.write(to: input)
        let lame = try ChildProcess.capture("/usr/bin/lame", ["--quiet", "--decode", input.path, output.path])
        #expect(lame.status == 0, "\(lame.errors)")
        let wav = try Data(contentsOf: output)
        func u32(_ at: Int) -> Int { Int(wav[at]) | Int(wav[at + 1]) << 8 | Int(wav[at + 2]) << 16 | Int(wav[at + 3]) << 24 }
        func u16(_ at: Int) -> Int { Int(wav[at]) | Int(wav[at + 1]) << 8 }
        let channels = u16(22), rate = u32(24), bits = u16(34)
        return Double(wav.count - 44) / Double(rate * channels * bits / 8)
    }

    /// Checks a PNG with Python's zlib and struct, independently of our encoder.
    static func validatePNG(_ data: Data) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("is-png-\(UUID().uuidString).png")
        try data.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let python = try ChildProcess.capture("/usr/bin/env", ["python3", "-c", """
            import sys, struct, zlib
            d = open(sys.argv[1], 'rb').read()
            assert d[:8] == b'\\x89PNG\\r\\n\\x1a\\n'
            pos, idat, w, h = 8, b'', 0, 0
            while pos < len(d):
                n, = struct.unpack('>I', d[pos:pos+4]); kind = d[pos+4:pos+8]; body = d[pos+8:pos+8+n]
                assert zlib.crc32(kind + body) == struct.unpack('>I', d[pos+8+n:pos+12+n])[0]
                if kind == b'IHDR': w, h, depth, color = struct.unpack('>IIBB', body[:10])
                if kind == b'IDAT': idat += body
                pos += 12 + n
            raw = zlib.decompress(idat)
            bpp = {2: 3, 6: 4}[color]
            assert len(raw) == h * (1 + w * bpp), (len(raw), w, h)
            assert w >= 64 and h >= 64
            """, file.path])
        #expect(python.status == 0, "PNG did not validate: \(python.errors)")
    }
}

/// The real offline painter, failing for one scene until healed (fault injection, not a mock).
actor FlakyImages: ImageGenerator {
    private var broken = true
    private let real = OfflineImageGenerator()

    func heal() { broken = false }

    func illustration(for request: IllustrationRequest) async throws -> Data {
        // One scene of the seed-7 story (seed + displayOrder).
        if broken && request.seed == 8 { throw CocoaError(.fileReadUnknown) }
        return try await real.illustration(for: request)
    }

    func avatar(for request: PortraitRequest) async throws -> Data { try await real.avatar(for: request) }
}
