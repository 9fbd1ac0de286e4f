import Foundation
import InfiniteStoriesModels
import Testing

@Suite("Wire format")
struct WireFormatTests {
    @Test func datesHaveExactlyThreeFractionDigitsAndZ() throws {
        let date = Date(timeIntervalSince1970: 1_767_644_103.123_4)
        #expect(WireDate.string(from: date) == "2026-01-05T20:15:03.123Z")
        // To the nearest millisecond: a stored millisecond read back one ulp low prints the same.
        #expect(WireDate.string(from: Date(timeIntervalSince1970: 1_767_644_103.614.nextDown)) == "2026-01-05T20:15:03.614Z")
        #expect(WireDate.string(from: Date(timeIntervalSince1970: 1_767_644_103.999_8)) == "2026-01-05T20:15:04.000Z")
        #expect(WireDate.string(from: Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00.000Z")
        #expect(WireDate.date(from: "2026-01-05T20:15:03.123Z") == Date(timeIntervalSince1970: 1_767_644_103.123))
        #expect(WireDate.date(from: "2026-01-05T20:15:03Z") == Date(timeIntervalSince1970: 1_767_644_103))
        for bad in ["2026-01-05 20:15:03Z", "2026-01-05T20:15:03.12Z", "2026-13-05T20:15:03Z", "", "yesterday",
                    "2026-01-05T20:15:03.123+01:00"] {
            #expect(WireDate.date(from: bad) == nil, "\(bad)")
        }
    }

    @Test func heroDecodesUpstreamShapesAndEncodesCount() throws {
        let json = #"{"id":"h1","name":"Mia","createdAt":"2026-01-05T20:15:03.123Z","updatedAt":"2026-01-05T20:15:03Z"}"#
        let hero = try JSONDecoder.wire().decode(Hero.self, from: Data(json.utf8))
        #expect(hero.age == 7 && hero.traits.isEmpty && hero.count.stories == 0)
        let encoded = String(decoding: try JSONEncoder.wire().encode(hero), as: UTF8.self)
        #expect(encoded.contains(#""_count":{"stories":0}"#))
    }

    @Test func unknownStatusesDoNotBreakDecoding() throws {
        let json = #"""
        {"id":"s1","heroId":"h1","title":"T","content":"C","language":"English","audioGenerationStatus":"queued-v2",
         "illustrationStatus":"sparkling","createdAt":"2026-01-05T20:15:03.123Z","updatedAt":"2026-01-05T20:15:03.123Z"}
        """#
        let story = try JSONDecoder.wire().decode(Story.self, from: Data(json.utf8))
        #expect(story.audioGenerationStatus == .unknown && story.illustrationStatus == .unknown)
        #expect(story.generationStatus == .completed, "upstream stories have no generationStatus: they are finished")
    }

    @Test func heroInputSendsNullOnlyForClearedFields() throws {
        let input = HeroInput(name: "Mia", appearance: nil, hairColor: "red", cleared: [.appearance])
        let object = try JSONSerialization.jsonObject(with: JSONEncoder.wire().encode(input)) as? [String: Any]
        #expect(object?["appearance"] is NSNull)
        #expect(object?["hairColor"] as? String == "red")
        #expect(object?["eyeColor"] == nil)
    }

    @Test func authResponseNeverPrintsItsToken() {
        let now = Date()
        let response = AuthResponse(token: "SECRET-TOKEN-123", user: User(id: "u1", email: "a@b.co", name: "A", createdAt: now, updatedAt: now))
        var dumped = ""
        dump(response, to: &dumped)
        for text in [response.description, String(reflecting: response), "\(response)", dumped] {
            #expect(!text.contains("SECRET-TOKEN-123"), "\(text)")
        }
    }

    @Test func languagesAndEventsResolve() {
        #expect(StoryLanguage(wire: "fr") == .french && StoryLanguage(wire: " FRENCH ") == .french)
        #expect(StoryLanguage(wire: "Klingon") == nil)
        #expect(Catalog.builtInEvent(for: "bedtime") == "Bedtime Adventure")
        #expect(Catalog.builtInEvent(for: "Learning") == "Learning Something New")
        #expect(Catalog.builtInEvent(for: "a trip to the moon") == nil)
    }
}
