import Foundation
@testable import StoryWriting
@testable import InfiniteStoriesServer
import SharedUtilities
import StandIns
import Testing

/// `PostgresStore`'s listening and journey figures are `SQLiteStore`'s: the same writes, made
/// through the store protocols on both (plays, sessions paired with them or not, durations over
/// the narration's cap, milestones unlocked twice), read back in zones with quarter-hour offsets
/// and DST changes, must answer the same, and the per-day seconds and the preferred hour those
/// of Foundation's calendar. It uses both databases whatever the run, so it runs once: in the
/// PostgreSQL run.
@Suite("Listening and journey: PostgreSQL answers as SQLite",
       .enabled(if: TestDatabase.kind == .postgres, "compares with PostgreSQL, in the PostgreSQL run"))
struct JourneyStoreParityTests {
    /// One write, applied in the same order to both stores.
    enum Write {
        case play(storyID: String, userID: String, at: Date)
        case session(ListeningSessionRecord)
        case milestones(userID: String, ids: [String], at: Date)
    }

    static let zones = ["UTC", "Europe/Paris", "America/New_York", "Asia/Kathmandu", "America/St_Johns",
                        "Pacific/Chatham", "Australia/Lord_Howe", "Pacific/Kiritimati"]

    /// A and B get the random writes; C only the tie of `arrange`'s most played stories.
    static let userIDs = ["user-a", "user-b", "user-c"]
    /// A: two heroes created at the same moment (ordered by id), one later; B: one.
    static let heroes: [(id: String, userID: String, createdAt: Int)] = [
        ("hero-2", "user-a", 1_000), ("hero-1", "user-a", 1_000), ("hero-3", "user-a", 2_000), ("hero-b", "user-b", 1_500),
    ]
    /// Stories with and without narration (the duration cap, the average), some favourites.
    static let stories: [(id: String, heroID: String, audio: Double?, favorite: Bool)] = [
        ("story-1", "hero-1", 120.5, true), ("story-2", "hero-1", nil, false), ("story-3", "hero-2", 300, false),
        ("story-4", "hero-2", 61.25, true), ("story-5", "hero-3", nil, false), ("story-6", "hero-3", 600, false),
        ("story-b1", "hero-b", 200, true), ("story-b2", "hero-b", nil, false),
    ]

    /// Whole milliseconds, as every date the server stores.
    static func date(milliseconds: Int64) -> Date { Date(timeIntervalSince1970: Double(milliseconds) / 1000) }

    static let origin: Int64 = 1_735_689_600_000 // 2025-01-01T00:00:00Z

    static func owner(ofStory id: String) -> String {
        let heroID = stories.first { $0.id == id }!.heroID
        return heroes.first { $0.id == heroID }!.userID
    }

    /// Plays and sessions over about a year (DST changes both ways), every tenth session a minute after a play (paired),
    /// then milestones unlocked twice.
    static func writes(seed: UInt64) -> [Write] {
        // SplitMix64: the same data on both stores; a failure's message names the seed.
        var random = SplitMix64(seed: seed)
        var writes: [Write] = []
        var time = origin
        for index in 0..<360 {
            time += Int64.random(in: 60_000...(2 * 86_400_000), using: &random)
            let story = stories.randomElement(using: &random)!
            let userID = owner(ofStory: story.id)
            if index % 10 == 0 {
                writes.append(.play(storyID: story.id, userID: userID, at: date(milliseconds: time - 60_000)))
            }
            let startedAt = date(milliseconds: time)
            let duration: Int? = index % 9 == 0 ? nil : Int.random(in: 1...1_200, using: &random)
            let endedAt = index % 4 == 0 ? date(milliseconds: time + Int64(duration ?? 30) * 1000) : nil
            writes.append(.session(ListeningSessionRecord(
                id: "session-\(index)", userID: userID, storyID: story.id, startedAt: startedAt, endedAt: endedAt,
                duration: duration, completed: Bool.random(using: &random), createdAt: startedAt, updatedAt: startedAt)))
        }
        writes.append(.milestones(userID: "user-a", ids: ["first-story", "streak-3"], at: date(milliseconds: time)))
        writes.append(.milestones(userID: "user-a", ids: ["first-story", "week"], at: date(milliseconds: time + 5_000)))
        return writes
    }

    static func arrange(_ store: any ServerStore, writes: [Write]) async throws {
        let created = date(milliseconds: origin - 86_400_000)
        for id in ["user-a", "user-b"] {
            try await store.createUser(UserRecord(id: id, email: "\(id)@example.com", name: id, passwordHash: nil,
                                                  createdAt: created, updatedAt: created))
        }
        for hero in heroes {
            let at = date(milliseconds: origin - 86_400_000 + Int64(hero.createdAt))
            try await store.insertHero(HeroRecord(id: hero.id, userID: hero.userID, name: hero.id, age: 6, traits: [],
                                                  specialAbilities: [], createdAt: at, updatedAt: at))
        }
        for story in stories {
            try await store.insertStory(StoryRecord(
                id: story.id, userID: owner(ofStory: story.id), heroID: story.heroID, title: story.id, content: "Once.",
                language: "English", targetDuration: 300, seed: 1, audioStatus: story.audio == nil ? "pending" : "ready",
                audioDuration: story.audio, illustrationStatus: "none", illustrationCount: 0, isFavorite: story.favorite,
                playCount: 0, estimatedDuration: 3, generationStatus: "completed", createdAt: created, updatedAt: created),
                illustrations: [])
        }
        for write in writes {
            switch write {
            case .play(let storyID, let userID, let at):
                #expect(try await store.recordPlay(id: storyID, userID: userID, now: at) != nil)
            case .session(let session):
                #expect(try await store.recordListeningSession(session) != nil)
            case .milestones(let userID, let ids, let at):
                try await store.unlockMilestones(userID: userID, ids: ids, at: at)
            }
        }
        // C's most played story: a tie on `playCount` goes to the one played last, never to one
        // without a date (SQLite sorts NULL lowest).
        try await store.createUser(UserRecord(id: "user-c", email: "user-c@example.com", name: "C", passwordHash: nil,
                                              createdAt: created, updatedAt: created))
        try await store.insertHero(HeroRecord(id: "hero-c", userID: "user-c", name: "C", age: 6, traits: [],
                                              specialAbilities: [], createdAt: created, updatedAt: created))
        for (id, playCount, lastPlayedAt) in [("c-undated", 5, nil), ("c-dated", 5, created), ("c-listened", 0, nil)] {
            try await store.insertStory(StoryRecord(
                id: id, userID: "user-c", heroID: "hero-c", title: id, content: "Once.", language: "English",
                targetDuration: 300, seed: 1, audioStatus: "pending", illustrationStatus: "none", illustrationCount: 0,
                isFavorite: false, playCount: playCount, lastPlayedAt: lastPlayedAt, estimatedDuration: 3,
                generationStatus: "completed", createdAt: created, updatedAt: created), illustrations: [])
        }
        #expect(try await store.recordListeningSession(ListeningSessionRecord(
            id: "c-session", userID: "user-c", storyID: "c-listened", startedAt: created, duration: 60, completed: true,
            createdAt: created, updatedAt: created)) != nil)
        #expect(try await store.listeningHabits(userID: "user-c", timeZone: .gmt).mostPlayed?.id == "c-dated")
        // Another user's story is not found, and records nothing.
        var foreign = ListeningSessionRecord(id: "foreign", userID: "user-b", storyID: "story-1", startedAt: created,
                                             duration: 10, completed: true, createdAt: created, updatedAt: created)
        #expect(try await store.recordListeningSession(foreign) == nil)
        foreign.storyID = "missing"
        #expect(try await store.recordListeningSession(foreign) == nil)
    }

    @Test func bothStoresAnswerTheSame() async throws {
        let seed = UInt64.random(in: 0...UInt64.max)
        let writes = Self.writes(seed: seed)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("is-parity-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let sqlite = try SQLiteStore(directory: folder)
        let postgres = try await PostgresStore(
            url: try await PostgresTestServer.shared.database("parity_\(UUID().uuidString.prefix(8))"), poolSize: 2)
        defer {
            Task {
                await postgres.close()
                try? FileManager.default.removeItem(at: folder)
            }
        }
        try await Self.arrange(sqlite, writes: writes)
        try await Self.arrange(postgres, writes: writes)
        let note = Comment(rawValue: "seed \(seed)")

        for story in Self.stories {
            let userID = Self.owner(ofStory: story.id)
            #expect(try await postgres.story(id: story.id, userID: userID).map(Self.milliseconds)
                    == sqlite.story(id: story.id, userID: userID).map(Self.milliseconds),
                    "\(story.id), \(note)")
        }
        for userID in Self.userIDs {
            #expect(try await postgres.listeningTotals(userID: userID) == sqlite.listeningTotals(userID: userID), note)
            #expect(try await postgres.firstListen(userID: userID).map(Self.milliseconds)
                    == sqlite.firstListen(userID: userID).map(Self.milliseconds), note)
            #expect(try await postgres.heroListening(userID: userID) == sqlite.heroListening(userID: userID), note)
            #expect(try await postgres.unlockedMilestones(userID: userID).mapValues(Self.milliseconds)
                    == sqlite.unlockedMilestones(userID: userID).mapValues(Self.milliseconds), note)
        }
        // A milestone unlocked again keeps its first date.
        let unlocks = writes.compactMap { write -> Date? in
            if case .milestones(_, _, let at) = write { return at } else { return nil }
        }
        #expect(try await postgres.unlockedMilestones(userID: "user-a")
                == ["first-story": unlocks[0], "streak-3": unlocks[0], "week": unlocks[1]], note)

        let sessions = try await sqlite.listeningSessions(userID: "user-a", filter: ListeningSessionFilter(),
                                                          limit: 10_000, offset: 0).sessions.map(Self.milliseconds)
        let middle = sessions[sessions.count / 2].startedAt
        let filters = [
            ListeningSessionFilter(), ListeningSessionFilter(storyID: "story-3"), ListeningSessionFilter(completed: false),
            ListeningSessionFilter(startDate: middle), ListeningSessionFilter(endDate: middle),
            ListeningSessionFilter(storyID: "story-1", startDate: sessions.last?.startedAt, endDate: middle, completed: true),
        ]
        for filter in filters {
            for (limit, offset) in [(20, 0), (7, 13), (50, 200)] {
                let expected = try await sqlite.listeningSessions(userID: "user-a", filter: filter, limit: limit, offset: offset)
                let answered = try await postgres.listeningSessions(userID: "user-a", filter: filter, limit: limit, offset: offset)
                #expect(answered.total == expected.total, "\(filter), \(note)")
                #expect(answered.sessions.map(Self.milliseconds) == expected.sessions.map(Self.milliseconds),
                        "\(filter) \(limit)/\(offset), \(note)")
            }
        }

        let end = sessions[0].startedAt.addingTimeInterval(1)
        let ranges = [(sessions.last!.startedAt, end), (middle.addingTimeInterval(-30 * 86_400), middle),
                      (Self.date(milliseconds: Self.origin + 60 * 86_400_000), Self.date(milliseconds: Self.origin + 120 * 86_400_000))]
        for name in Self.zones {
            let zone = try #require(TimeZone(identifier: name))
            for userID in Self.userIDs {
                #expect(try await postgres.listeningDays(userID: userID, timeZone: zone)
                        == sqlite.listeningDays(userID: userID, timeZone: zone), "\(name), \(note)")
                let habits = try await postgres.listeningHabits(userID: userID, timeZone: zone)
                #expect(habits == (try await sqlite.listeningHabits(userID: userID, timeZone: zone)), "\(name), \(note)")
                // The journey counts listens only: sessions with a second of sound.
                let mine = try await sqlite.listeningSessions(userID: userID, filter: ListeningSessionFilter(),
                                                              limit: 10_000, offset: 0).sessions.map(Self.milliseconds)
                    .filter { ($0.duration ?? 0) > 0 }
                #expect(habits.preferredHour == Self.preferredHour(mine, in: zone), "\(name), \(note)")
                for (from, to) in ranges {
                    let seconds = try await postgres.listeningSeconds(userID: userID, timeZone: zone, from: from, to: to)
                    #expect(seconds == (try await sqlite.listeningSeconds(userID: userID, timeZone: zone, from: from, to: to)),
                            "\(name) \(from)..<\(to), \(note)")
                    #expect(seconds == Self.secondsPerDay(mine, in: zone, from: from, to: to), "\(name), \(note)")
                }
            }
        }
    }

    /// The date to the nearest millisecond: what both stores keep. SQLite (GRDB reading its
    /// text) may answer an ulp away from the `Double` written; PostgreSQL answers it exactly.
    static func milliseconds(_ date: Date) -> Date {
        Date(timeIntervalSince1970: (date.timeIntervalSince1970 * 1000).rounded() / 1000)
    }

    static func milliseconds(_ session: ListeningSessionRecord) -> ListeningSessionRecord {
        var session = session
        session.startedAt = milliseconds(session.startedAt)
        session.endedAt = session.endedAt.map(milliseconds)
        session.createdAt = milliseconds(session.createdAt)
        session.updatedAt = milliseconds(session.updatedAt)
        return session
    }

    static func milliseconds(_ story: StoryRecord) -> StoryRecord {
        var story = story
        story.lastPlayedAt = story.lastPlayedAt.map(milliseconds)
        story.createdAt = milliseconds(story.createdAt)
        story.updatedAt = milliseconds(story.updatedAt)
        return story
    }

    /// Foundation's answer: seconds per local day of the sessions with a duration started in the range.
    static func secondsPerDay(_ sessions: [ListeningSessionRecord], in zone: TimeZone, from: Date, to: Date) -> [LocalDay: Int] {
        var seconds: [LocalDay: Int] = [:]
        for session in sessions where session.startedAt >= from && session.startedAt < to {
            guard let duration = session.duration else { continue }
            seconds[LocalDay(session.startedAt, in: zone), default: 0] += duration
        }
        return seconds
    }

    /// Foundation's answer: the local hour most sessions started in, the latest session's on a tie.
    static func preferredHour(_ sessions: [ListeningSessionRecord], in zone: TimeZone) -> Int? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        var hours: [Int: (count: Int, latest: Date)] = [:]
        for session in sessions {
            let hour = calendar.component(.hour, from: session.startedAt)
            let entry = hours[hour] ?? (0, session.startedAt)
            hours[hour] = (entry.count + 1, max(entry.latest, session.startedAt))
        }
        return hours.max { ($0.value.count, $0.value.latest) < ($1.value.count, $1.value.latest) }?.key
    }
}
