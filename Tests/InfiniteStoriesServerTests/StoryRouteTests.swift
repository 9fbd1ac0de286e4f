import Foundation
import InfiniteStoriesModels
import Testing

@Suite("Story routes")
struct StoryRouteTests {
    @Test func generateSynchronouslyWithScenes() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let hero = try await server.createHero(token: token, name: "Noor")
        let reply = try await server.send("POST", "/api/v1/stories", token: token, json: [
            "heroId": hero.id, "language": "en", "eventType": "Bedtime", "targetDuration": 420, "seed": 42,
        ])
        #expect(reply.status == 201)
        let story = try reply.data(Story.self)
        #expect(story.generationStatus == .completed)
        #expect(story.language == "English")
        #expect(story.eventType == "Bedtime Adventure")
        #expect(story.content.contains("Noor"))
        #expect(!story.title.isEmpty)
        let words = story.content.split(whereSeparator: \.isWhitespace).count
        #expect(Double(words) > 910 * 0.85 && Double(words) < 910 * 1.15, "words: \(words)")
        #expect(story.audioGenerationStatus == .pending)
        #expect(story.illustrationStatus == .pending)
        #expect((3...8).contains(story.illustrationCount))
        #expect(story.hero?.name == "Noor")

        let full = try await server.send("GET", "/api/v1/stories/\(story.id)?includeIllustrations=true", token: token).data(Story.self)
        let scenes = try #require(full.illustrations)
        #expect(scenes.count == story.illustrationCount)
        #expect(scenes.map(\.displayOrder) == scenes.map(\.displayOrder).sorted())
        #expect(scenes.allSatisfy { $0.status == .pending && !$0.imagePrompt.isEmpty && $0.imageUrl == nil })
        #expect(scenes.map(\.timestamp) == scenes.map(\.timestamp).sorted())

        let list = try await server.send("GET", "/api/v1/stories/\(story.id)/illustrations", token: token).data(IllustrationList.self)
        #expect(list.total == scenes.count)
        let status = try await server.send("GET", "/api/v1/stories/\(story.id)/illustrations/status", token: token).data(IllustrationProgress.self)
        #expect(status.status == .pending && status.pending == scenes.count && status.progress == 0)

        // The same seed reproduces the story; French works.
        let again = try await server.createStory(token: token, heroID: hero.id, extra: ["targetDuration": 420, "seed": 42, "eventType": "Bedtime"])
        #expect(again.content == story.content)
        let french = try await server.createStory(token: token, heroID: hero.id, extra: ["language": "French"])
        #expect(french.language == "French")
        #expect(french.content != story.content)
    }

    @Test func creationValidation() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let missing = try await server.send("POST", "/api/v1/stories", token: token, json: [:] as [String: Any])
        #expect(missing.status == 400)
        let details = try #require(missing.json["details"] as? [String: String])
        #expect(details["heroId"] != nil && details["language"] != nil)
        let hero = try await server.createHero(token: token)
        for (body, field) in [
            (["heroId": hero.id, "language": "Klingon"], "language"),
            (["heroId": hero.id, "language": "en", "targetDuration": 59], "targetDuration"),
            (["heroId": hero.id, "language": "en", "targetDuration": 901], "targetDuration"),
            (["heroId": hero.id, "language": "en", "targetDuration": "420"], "targetDuration"),
            (["heroId": 12, "language": "en"], "heroId"),
        ] as [([String: Any], String)] {
            let bad = try await server.send("POST", "/api/v1/stories", token: token, json: body)
            #expect(bad.status == 400, "\(body)")
            #expect((bad.json["details"] as? [String: String])?[field] != nil, "\(bad.text)")
        }
        let unknownHero = try await server.send("POST", "/api/v1/stories", token: token, json: ["heroId": "nope", "language": "en"])
        #expect(unknownHero.status == 404)
    }

    @Test func listFiltersPatchPlayDelete() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let mia = try await server.createHero(token: token, name: "Mia")
        let sam = try await server.createHero(token: token, name: "Sam")
        let first = try await server.createStory(token: token, heroID: mia.id, extra: ["targetDuration": 60])
        let second = try await server.createStory(token: token, heroID: mia.id, extra: ["targetDuration": 60, "language": "fr"])
        let third = try await server.createStory(token: token, heroID: sam.id, extra: ["targetDuration": 60])

        let all = try await server.send("GET", "/api/v1/stories", token: token).data(StoryPage.self)
        #expect(all.stories.map(\.id) == [third.id, second.id, first.id])
        let mias = try await server.send("GET", "/api/v1/stories?heroId=\(mia.id)", token: token).data(StoryPage.self)
        #expect(mias.stories.map(\.id) == [second.id, first.id])
        let french = try await server.send("GET", "/api/v1/stories?language=fr", token: token).data(StoryPage.self)
        #expect(french.stories.map(\.id) == [second.id])

        let favorite = try await server.send("PATCH", "/api/v1/stories/\(first.id)", token: token, json: ["isFavorite": true])
        #expect(favorite.status == 200)
        #expect(try favorite.data(Story.self).isFavorite)
        let favorites = try await server.send("GET", "/api/v1/stories?isFavorite=true", token: token).data(StoryPage.self)
        #expect(favorites.stories.map(\.id) == [first.id])
        #expect(try await server.send("GET", "/api/v1/stories?isFavorite=maybe", token: token).status == 400)

        let retitled = try await server.send("PATCH", "/api/v1/stories/\(first.id)", token: token,
                                             json: ["title": "A New Title", "content": "Once upon a time. The end."])
        let edited = try retitled.data(Story.self)
        #expect(edited.title == "A New Title" && edited.content == "Once upon a time. The end.")
        #expect(edited.audioGenerationStatus == .pending && edited.audioUrl == nil)
        #expect(try await server.send("PATCH", "/api/v1/stories/\(first.id)", token: token, json: ["isFavorite": "yes"]).status == 400)
        #expect(try await server.send("PATCH", "/api/v1/stories/\(first.id)", token: token, json: ["title": NSNull()]).status == 400)

        let played = try await server.send("POST", "/api/v1/stories/\(first.id)/play", token: token).data(Story.self)
        #expect(played.playCount == 1 && played.lastPlayedAt != nil)
        let playedAgain = try await server.send("POST", "/api/v1/stories/\(first.id)/play", token: token).data(Story.self)
        #expect(playedAgain.playCount == 2)

        let deleted = try await server.send("DELETE", "/api/v1/stories/\(first.id)", token: token)
        #expect(try deleted.data(DeletedObject.self).id == first.id)
        #expect(try await server.send("GET", "/api/v1/stories/\(first.id)", token: token).status == 404)
        let heroAfter = try await server.send("GET", "/api/v1/heroes/\(mia.id)", token: token).data(Hero.self)
        #expect(heroAfter.count.stories == 1)
    }

    @Test func contentLimitSendsTheBeginningOfEachText() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let hero = try await server.createHero(token: token, name: "Mia")
        let story = try await server.createStory(token: token, heroID: hero.id, extra: ["targetDuration": 60])
        let short = try await server.send("PATCH", "/api/v1/stories/\(story.id)", token: token,
                                          json: ["content": "Une étoile 🌙 brillait."]).data(Story.self)

        let whole = try await server.send("GET", "/api/v1/stories", token: token).data(StoryPage.self)
        #expect(whole.stories.first?.content == short.content && whole.stories.first?.contentTruncated == nil)
        // Characters, not bytes: "é" and the moon stay whole.
        let cut = try await server.send("GET", "/api/v1/stories?contentLimit=12", token: token).data(StoryPage.self)
        #expect(cut.stories.first?.content == "Une étoile 🌙")
        #expect(cut.stories.first?.contentTruncated == true)
        let room = try await server.send("GET", "/api/v1/stories?contentLimit=600", token: token).data(StoryPage.self)
        #expect(room.stories.first?.content == short.content && room.stories.first?.contentTruncated == false)
        let none = try await server.send("GET", "/api/v1/stories?contentLimit=0", token: token).data(StoryPage.self)
        #expect(none.stories.first?.content == "" && none.stories.first?.contentTruncated == true)
        // One story takes it too (the detail pane's opening); without it the text is whole.
        let single = try await server.send("GET", "/api/v1/stories/\(story.id)?contentLimit=12", token: token).data(Story.self)
        #expect(single.content == "Une étoile 🌙" && single.contentTruncated == true)
        let roomy = try await server.send("GET", "/api/v1/stories/\(story.id)?contentLimit=600", token: token).data(Story.self)
        #expect(roomy.content == short.content && roomy.contentTruncated == false)
        let plain = try await server.send("GET", "/api/v1/stories/\(story.id)", token: token).data(Story.self)
        #expect(plain.content == short.content && plain.contentTruncated == nil)

        for bad in ["-1", "abc", "", "100001", "1e3", "99999999999999999999"] {
            for path in ["/api/v1/stories", "/api/v1/stories/\(story.id)"] {
                let reply = try await server.send("GET", "\(path)?contentLimit=\(bad)", token: token)
                #expect(reply.status == 400, "\(path) \(bad)")
                #expect((reply.json["details"] as? [String: String])?["contentLimit"] != nil, "\(reply.text)")
            }
        }
    }
}
