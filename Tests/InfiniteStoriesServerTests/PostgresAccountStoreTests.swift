import Foundation
@testable import InfiniteStoriesServer
import Testing

/// `PostgresStore`'s accounts, profiles and custom events against a real PostgreSQL: what the
/// route tests cannot show, writes racing each other from several connections (as several server
/// instances would) and orderings decided by a tiebreak.
@Suite("PostgreSQL accounts, profiles and custom events")
struct PostgresAccountStoreTests {
    typealias Store = PostgresStoreTests

    static func account(userID: String, subject: String, email: String? = nil) -> ExternalAccountRecord {
        ExternalAccountRecord(id: IdentifierGenerator.make(), userID: userID, provider: ExternalAccountRecord.apple,
                              accountID: subject, email: email, createdAt: Store.base)
    }

    static func authorization(userCode: String, expiresAt: Date) -> DeviceAuthorizationRecord {
        DeviceAuthorizationRecord(id: IdentifierGenerator.make(), deviceCodeHash: "device-\(userCode)",
                                  userCodeHash: userCode, provider: ExternalAccountRecord.apple, stateHash: nil,
                                  nonce: nil, status: .pending, userID: nil, failure: nil, interval: 5,
                                  lastPolledAt: nil, expiresAt: expiresAt, createdAt: Store.base)
    }

    static func event(_ title: String, userID: String, id: String = IdentifierGenerator.make(), usageCount: Int = 0,
                      isFavorite: Bool = false, at date: Date = Store.base) -> CustomEventRecord {
        CustomEventRecord(id: id, userID: userID, title: title, description: "About \(title)", promptSeed: "seed \(title)",
                          category: "adventure", ageRange: nil, tone: "calm", keywords: ["a", "b"], aiEnhanced: false,
                          enhancedAt: nil, enhancementModel: nil, originalPromptSeed: nil, usageCount: usageCount,
                          isFavorite: isFavorite, lastUsedAt: nil, createdAt: date, updatedAt: date)
    }

    @Test func appleAccountsAreCreatedWithTheirUserOrNotAtAll() async throws {
        let store = try await Store.open(try await Store.database("apple_accounts"))
        defer { Task { await store.close() } }
        let mia = Store.user("mia@example.com")
        try await store.createUser(mia, account: Self.account(userID: mia.id, subject: "apple-mia"))
        #expect(try await store.user(provider: ExternalAccountRecord.apple, accountID: "apple-mia") == mia)
        #expect(try await store.user(provider: "google", accountID: "apple-mia") == nil)

        // A taken email rolls the whole creation back: the account is not left behind.
        let twin = Store.user("MIA@example.com")
        await #expect(throws: StoreError.duplicateEmail) {
            try await store.createUser(twin, account: Self.account(userID: twin.id, subject: "apple-twin"))
        }
        #expect(try await store.user(provider: ExternalAccountRecord.apple, accountID: "apple-twin") == nil)
        #expect(try await store.user(id: twin.id) == nil)

        // Linking is idempotent and never moves an account to someone else.
        let leo = Store.user("leo@example.com")
        try await store.createUser(leo)
        try await store.linkAccount(Self.account(userID: leo.id, subject: "apple-leo"))
        try await store.linkAccount(Self.account(userID: leo.id, subject: "apple-leo"))
        try await store.linkAccount(Self.account(userID: leo.id, subject: "apple-mia"))
        #expect(try await store.user(provider: ExternalAccountRecord.apple, accountID: "apple-leo") == leo)
        #expect(try await store.user(provider: ExternalAccountRecord.apple, accountID: "apple-mia") == mia)
    }

    @Test func deletingAUserAnswersTheMediaFoldersOnceAndLeavesOthersAlone() async throws {
        let store = try await Store.open(try await Store.database("delete_user"))
        defer { Task { await store.close() } }
        let mia = Store.user("mia@example.com")
        let leo = Store.user("leo@example.com")
        try await store.createUser(mia, account: Self.account(userID: mia.id, subject: "apple-mia"))
        try await store.createUser(leo)
        let hero = Store.hero("Astra", userID: mia.id, at: Store.base)
        let leosHero = Store.hero("Bolt", userID: leo.id, at: Store.base)
        try await store.insertHero(hero)
        try await store.insertHero(leosHero)
        let first = Store.story(heroID: hero.id, userID: mia.id, at: Store.base)
        let second = Store.story(heroID: hero.id, userID: mia.id, at: Store.base.addingTimeInterval(1))
        try await store.insertStory(first, illustrations: [])
        try await store.insertStory(second, illustrations: [])
        try await store.insertCustomEvent(Self.event("Moon", userID: mia.id))
        let now = Date.storageNow
        try await store.createSession(SessionRecordRow(id: IdentifierGenerator.make(), userID: mia.id, tokenHash: "mia-token",
                                                       expiresAt: now.addingTimeInterval(3600), createdAt: now, updatedAt: now))

        // Two instances deleting the same account at once: one answers the folders, the other nil.
        async let a = store.deleteUser(id: mia.id)
        async let b = store.deleteUser(id: mia.id)
        let answers = try await [a, b]
        #expect(answers.compactMap { $0 }.count == 1)
        let folders = try #require(answers.compactMap { $0 }.first)
        #expect(Set(folders) == [MediaPaths.storyFolder(first.id), MediaPaths.storyFolder(second.id),
                                 MediaPaths.heroFolder(hero.id)])

        #expect(try await store.user(id: mia.id) == nil)
        #expect(try await store.user(provider: ExternalAccountRecord.apple, accountID: "apple-mia") == nil)
        #expect(try await store.session(tokenHash: "mia-token", now: now) == nil)
        #expect(try await store.profile(userID: mia.id) == nil)
        #expect(try await store.hero(id: leosHero.id, userID: leo.id) != nil)
        #expect(try await store.deleteUser(id: mia.id) == nil)
    }

    @Test func deviceAuthorizationsAreUniqueAndWonByOneConcurrentUpdate() async throws {
        let url = try await Store.database("device_authorizations")
        let store = try await Store.open(url, poolSize: 8)
        let other = try await Store.open(url, poolSize: 8)
        defer { Task { await store.close(); await other.close() } }
        let live = Self.authorization(userCode: "ABCD-EFGH", expiresAt: Store.base.addingTimeInterval(600))
        try await store.insertDeviceAuthorization(live)
        var clash = Self.authorization(userCode: "ABCD-EFGH", expiresAt: Store.base.addingTimeInterval(600))
        clash.deviceCodeHash = "another-device"
        await #expect(throws: StoreError.duplicateCode) { try await store.insertDeviceAuthorization(clash) }

        #expect(try await store.deviceAuthorization(.userCode(hash: "ABCD-EFGH")) == live)
        #expect(try await store.deviceAuthorization(.deviceCode(hash: live.deviceCodeHash)) == live)
        #expect(try await store.deviceAuthorization(.state(hash: "nothing yet")) == nil)

        // Sixteen polls from two instances race to consume one approval: exactly one wins.
        var approved = live
        approved.status = .approved
        approved.stateHash = "state"
        approved.lastPolledAt = Store.base.addingTimeInterval(5)
        #expect(try await store.updateDeviceAuthorization(approved, expectedStatus: .pending))
        #expect(try await store.deviceAuthorization(.state(hash: "state")) == approved)
        let consumed = { var record = approved; record.status = .consumed; return record }()
        let wins = try await withThrowingTaskGroup(of: Bool.self) { group in
            for index in 0..<16 {
                let target = index.isMultiple(of: 2) ? store : other
                group.addTask { try await target.updateDeviceAuthorization(consumed, expectedStatus: .approved) }
            }
            return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(wins == 1)
        #expect(try await store.deviceAuthorization(.deviceCode(hash: live.deviceCodeHash))?.status == .consumed)

        // Once expired and swept, the user code can be drawn again.
        try await store.deleteDeviceAuthorizations(expiredBefore: Store.base.addingTimeInterval(601))
        #expect(try await store.deviceAuthorization(.userCode(hash: "ABCD-EFGH")) == nil)
        try await store.insertDeviceAuthorization(clash)
    }

    @Test func concurrentProfileChangesFromTwoInstancesAreBothKept() async throws {
        let url = try await Store.database("profile")
        let store = try await Store.open(url)
        let other = try await Store.open(url)
        defer { Task { await store.close(); await other.close() } }
        let mia = Store.user("mia@example.com")
        try await store.createUser(mia)
        try await store.insertHero(Store.hero("Astra", userID: mia.id, at: Store.base))
        try await store.insertCustomEvent(Self.event("Moon", userID: mia.id))
        let profile = try #require(try await store.profile(userID: mia.id))
        #expect(profile == ProfileRecord(user: mia, heroCount: 1, customEventCount: 1, storyCount: 0))
        #expect(try await store.preferredTimeZone(userID: mia.id) == nil)

        // Each round two instances set different preferences at once; neither may undo the other.
        for round in 0..<10 {
            let now = Store.base.addingTimeInterval(Double(round + 1))
            async let voice = store.updateProfile(userID: mia.id, changes: ProfileChanges(defaultVoice: .some("voice\(round)")),
                                                  now: now)
            async let zone = other.updateProfile(userID: mia.id, changes: ProfileChanges(timeZone: .some("Zone/\(round)")),
                                                 now: now)
            _ = try await (voice, zone)
            let stored = try #require(try await store.profile(userID: mia.id))
            #expect(stored.defaultVoice == "voice\(round)" && stored.timeZone == "Zone/\(round)", "round \(round)")
        }

        let renamed = try #require(try await store.updateProfile(
            userID: mia.id, changes: ProfileChanges(name: "Mia", defaultVoice: .some(nil)), now: Store.base.addingTimeInterval(60)))
        #expect(renamed.user.name == "Mia")
        #expect(renamed.user.updatedAt == Store.base.addingTimeInterval(60))
        #expect(renamed.defaultVoice == nil)
        #expect(renamed.timeZone == "Zone/9")
        #expect(try await store.preferredTimeZone(userID: mia.id) == "Zone/9")
        #expect(try await store.updateProfile(userID: "nobody", changes: ProfileChanges(name: "X"), now: Store.base) == nil)
    }

    @Test func customEventsPageWithAnIdTiebreakAndAreEnhancedOnce() async throws {
        let url = try await Store.database("custom_events")
        let store = try await Store.open(url, poolSize: 8)
        let other = try await Store.open(url, poolSize: 8)
        defer { Task { await store.close(); await other.close() } }
        let mia = Store.user("mia@example.com")
        try await store.createUser(mia)
        // Same favourite flag, use count and date: only the id orders them, in byte order ("B" < "a").
        for id in ["b-1", "B-2", "a-3"] { try await store.insertCustomEvent(Self.event(id, userID: mia.id, id: id)) }
        try await store.insertCustomEvent(Self.event("used", userID: mia.id, id: "z-used", usageCount: 2))
        try await store.insertCustomEvent(Self.event("favourite", userID: mia.id, id: "z-fav", isFavorite: true))
        let newer = Self.event("newer", userID: mia.id, id: "z-newer", at: Store.base.addingTimeInterval(1))
        try await store.insertCustomEvent(newer)

        let all = try await store.customEvents(userID: mia.id, filter: CustomEventFilter(), limit: 10, offset: 0)
        #expect(all.total == 6)
        #expect(all.events.map(\.id) == ["z-fav", "z-used", "z-newer", "B-2", "a-3", "b-1"])
        let page = try await store.customEvents(userID: mia.id, filter: CustomEventFilter(), limit: 2, offset: 3)
        #expect(page.events.map(\.id) == ["B-2", "a-3"] && page.total == 6)
        let favourites = try await store.customEvents(userID: mia.id, filter: CustomEventFilter(favoritesOnly: true),
                                                      limit: 10, offset: 0)
        #expect(favourites.events.map(\.id) == ["z-fav"] && favourites.total == 1)
        #expect(try await store.customEvents(userID: mia.id, filter: CustomEventFilter(category: "bedtime"),
                                             limit: 10, offset: 0).total == 0)
        #expect(try await store.customEvent(id: "z-newer", userID: mia.id) == newer)
        #expect(try await store.customEvent(id: "z-newer", userID: "nobody") == nil)

        // Twelve enhancements from two instances at once: one writes, the others find it done.
        let outcomes = try await withThrowingTaskGroup(of: CustomEventEnhancementOutcome.self) { group in
            for index in 0..<12 {
                let target = index.isMultiple(of: 2) ? store : other
                let enhancement = CustomEventEnhancementRecord(promptSeed: "enhanced \(index)", keywords: ["k\(index)"],
                                                               model: "model", enhancedAt: Store.base.addingTimeInterval(9))
                group.addTask { try await target.enhanceCustomEvent(id: "a-3", userID: mia.id, enhancement: enhancement) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        let enhanced = outcomes.compactMap { outcome -> CustomEventRecord? in
            if case .enhanced(let event) = outcome { return event }
            return nil
        }
        #expect(enhanced.count == 1)
        #expect(outcomes.filter { $0 == .alreadyEnhanced }.count == 11)
        let winner = try #require(enhanced.first)
        #expect(winner.aiEnhanced && winner.originalPromptSeed == "seed a-3" && winner.promptSeed.hasPrefix("enhanced "))
        #expect(winner.enhancedAt == Store.base.addingTimeInterval(9) && winner.enhancementModel == "model")
        #expect(try await store.customEvent(id: "a-3", userID: mia.id) == winner)
        let lost = CustomEventEnhancementRecord(promptSeed: "p", keywords: [], model: "m", enhancedAt: Store.base)
        #expect(try await store.enhanceCustomEvent(id: "a-3", userID: "nobody", enhancement: lost) == .notFound)

        // Uses count up; a PATCH keeps the enhancement; deletion frees the stories.
        let used = Store.base.addingTimeInterval(20)
        try await store.recordCustomEventUse(id: "a-3", userID: mia.id, now: used)
        try await other.recordCustomEventUse(id: "a-3", userID: mia.id, now: used)
        let patched = try #require(try await store.updateCustomEvent(
            id: "a-3", userID: mia.id, changes: CustomEventChanges(title: "Renamed", ageRange: .some("4-6")), now: used))
        #expect(patched.usageCount == 2 && patched.lastUsedAt == used && patched.aiEnhanced)
        #expect(try await store.customEvent(id: "a-3", userID: mia.id) == patched)

        let hero = Store.hero("Astra", userID: mia.id, at: Store.base)
        try await store.insertHero(hero)
        var story = Store.story(heroID: hero.id, userID: mia.id, at: Store.base)
        story.customEventID = "a-3"
        try await store.insertStory(story, illustrations: [])
        #expect(try await store.deleteCustomEvent(id: "a-3", userID: "nobody") == false)
        #expect(try await store.deleteCustomEvent(id: "a-3", userID: mia.id))
        #expect(try await store.deleteCustomEvent(id: "a-3", userID: mia.id) == false)
        let freed = try #require(try await store.story(id: story.id, userID: mia.id))
        #expect(freed.customEventID == nil && freed.updatedAt > story.updatedAt)
    }
}
