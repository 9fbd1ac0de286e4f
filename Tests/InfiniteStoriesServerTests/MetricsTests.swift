import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import InfiniteStoriesServer
import Testing

/// `--metrics-address`: Prometheus text on a listener of its own, with requests and latency per
/// route, jobs by kind and state (read from the database when scraped), jobs finished, provider
/// calls and open event streams; on both stores. The counters are the process's (swift-metrics
/// has one backend per process, and other suites' servers count into it too), so each figure
/// is checked against a value read before this test's own requests.
@Suite("Metrics", .serialized)
struct MetricsTests {
    static func scrape(_ url: URL) async throws -> String {
        let (data, response) = try await URLSession.shared.data(from: url)
        let http = try #require(response as? HTTPURLResponse)
        #expect(http.statusCode == 200)
        #expect(http.value(forHTTPHeaderField: "Content-Type")?.hasPrefix("text/plain; version=0.0.4") == true)
        return String(decoding: data, as: UTF8.self)
    }

    /// The value of the sample whose name and labels are `series` (labels in any order), or 0.
    static func value(_ text: String, _ name: String, _ labels: [String: String] = [:]) -> Double {
        var total = 0.0
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            guard let space = line.lastIndex(of: " "), let number = Double(line[line.index(after: space)...]) else { continue }
            let series = line[..<space]
            let seriesName = series.prefix { $0 != "{" }
            guard seriesName == name else { continue }
            if labels.allSatisfy({ series.contains("\($0.key)=\"\($0.value)\"") }) { total += number }
        }
        return total
    }

    @Test func requestsJobsProvidersAndStreamsAreCountedOnAListenerOfTheirOwn() async throws {
        let server = try await TestServer.start { $0.metricsAddress = .init(host: "127.0.0.1", port: 0) }
        defer { Task { try? await server.finish() } }
        let metrics = try #require(server.server.metricsURL)
        #expect(metrics.port != server.baseURL.port, "a port of its own")
        #expect(metrics.path == "/metrics")
        let before = try await Self.scrape(metrics)

        // The API's own port does not serve them.
        #expect(try await server.send("GET", "/metrics").status == 404)
        for _ in 0..<3 { _ = try await server.send("GET", "/api/v1/ping") }
        let token = try await server.signUp()
        let hero = try await server.createHero(token: token)
        _ = try await server.createStory(token: token, heroID: hero.id)
        let after = try await Self.scrape(metrics)

        let ping = ["http_route": "/api/v1/ping", "http_request_method": "GET", "http_response_status_code": "200"]
        #expect(Self.value(after, "hb_requests", ping) - Self.value(before, "hb_requests", ping) >= 3, "\(after)")
        #expect(Self.value(after, "http_server_request_duration_count", ping)
                - Self.value(before, "http_server_request_duration_count", ping) >= 3)
        #expect(after.contains("http_server_request_duration_bucket{"), "latency histograms")
        let notFound = ["http_response_status_code": "404"]
        #expect(Self.value(after, "hb_requests", notFound) > Self.value(before, "hb_requests", notFound))
        let created = ["http_route": "/api/v1/heroes", "http_request_method": "POST", "http_response_status_code": "201"]
        #expect(Self.value(after, "hb_requests", created) >= 1)

        let story = ["kind": "story", "outcome": "completed"]
        #expect(Self.value(after, ServerMetrics.jobsFinished, story) - Self.value(before, ServerMetrics.jobsFinished, story) >= 1)
        #expect(Self.value(after, ServerMetrics.jobDuration + "_count", ["kind": "story"]) >= 1)
        let calls = ["kind": "story", "outcome": "ok"]
        #expect(Self.value(after, ServerMetrics.providerCalls, calls) - Self.value(before, ServerMetrics.providerCalls, calls) >= 1)
        // Every kind and state has its gauge, zeros included, read from this server's database.
        for kind in JobKind.allCases {
            for state in ["queued", "running"] {
                #expect(after.contains("\(ServerMetrics.jobs){kind=\"\(kind.rawValue)\",state=\"\(state)\"}")
                        || after.contains("\(ServerMetrics.jobs){state=\"\(state)\",kind=\"\(kind.rawValue)\"}"),
                        "\(kind) \(state) missing:\n\(after)")
            }
        }
        #expect(after.contains("# TYPE \(ServerMetrics.eventStreams) gauge"), "\(after)")
        #expect(after.contains("# TYPE \(ServerMetrics.poolTimeouts) counter"), "\(after)")
        if !TestDatabase.isSQLite {
            #expect(Self.value(after, ServerMetrics.poolWait + "_count") > Self.value(before, ServerMetrics.poolWait + "_count"))
        }
    }

    /// A story asked for while the writer is slow is queued or running when scraped: the gauge
    /// comes from the database, not from this instance's memory.
    @Test func theJobGaugesCountTheJobsInTheDatabase() async throws {
        let server = try await TestServer.start(providers: Providers(simulatedLatency: .seconds(4))) {
            $0.metricsAddress = .init(host: "127.0.0.1", port: 0)
        }
        defer { Task { try? await server.finish() } }
        let metrics = try #require(server.server.metricsURL)
        let idle = try await Self.scrape(metrics)
        let story = { (text: String) in
            Self.value(text, ServerMetrics.jobs, ["kind": "story", "state": "queued"])
                + Self.value(text, ServerMetrics.jobs, ["kind": "story", "state": "running"])
        }
        #expect(story(idle) == 0)
        let token = try await server.signUp()
        let hero = try await server.createHero(token: token)
        let body = try JSONSerialization.data(withJSONObject: ["heroId": hero.id, "language": "English", "targetDuration": 300])
        let accepted = try await server.send("POST", "/api/v1/stories", token: token, body: body, headers: TestServer.respondAsync)
        #expect(accepted.status == 202, "\(accepted.text)")
        let busy = try await Self.scrape(metrics)
        #expect(story(busy) == 1, "\(busy)")
        let store = try await server.openStore()
        let counts = try await store.activeJobCounts()
        await store.close()
        #expect((counts[.story]?[.queued] ?? 0) + (counts[.story]?[.running] ?? 0) == 1)
    }

    @Test func theFlagIsCheckedAndOffByDefault() async throws {
        #expect(try ExecutableTests.run(["--metrics-address", "9464"]).status == 64)
        let refused = try ExecutableTests.run(["--metrics-address", "localhost:99999"])
        #expect(refused.status == 64)
        #expect(refused.errors.contains("--metrics-address must be off or HOST:PORT"), "\(refused.errors)")
        let server = try await TestServer.start()
        defer { Task { try? await server.finish() } }
        #expect(server.server.metricsURL == nil)
    }
}
