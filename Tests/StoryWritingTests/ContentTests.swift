@testable import StoryWriting
import InfiniteStoriesModels
import Testing

/// The hand-written content is complete and well formed in every native language, so no story
/// can come out with a hole or a stray `{slot}`.
@Suite struct ContentTests {
    static let packs = OfflineStoryGenerator.nativeLanguages.sorted { $0.rawValue < $1.rawValue }
        .map(ContentLibrary.pack(for:))
    static let pools = [
        "opening.intro", "opening.intro.anon", "opening.look", "opening.features", "opening.look.quoted",
        "opening.life", "theme.open", "theme.journey", "theme.close", "theme.quoted", "wish.open", "trait.intro",
        "trait.quoted", "trait.help", "trait.climax", "trait.lesson",
        "kindness.help", "kindness.climax", "kindness.lesson", "problem.react", "problem.decide", "problem.ready",
        "journey.start", "journey.walk", "journey.walk.c", "journey.talk", "journey.talk.c", "journey.cheer.c",
        "companion.join", "climax.turn", "climax.help.c", "climax.joy", "climax.joy.c", "ending.home",
        "ending.home.c", "ending.celebrate", "ending.tuck", "ending.room", "ending.drowsy", "ending.sleep",
        "ending.goodnight", "theme.title", "theme.meet", "theme.more", "theme.bye", "theme.place.arrive",
        "theme.place.see", "theme.place.obstacle", "theme.thing",
    ]

    @Test func theContentParsesWithoutIssues() {
        for pack in Self.packs { #expect(pack.issues.isEmpty, "\(pack.issues.prefix(3))") }
    }

    @Test func everyPoolExistsAndOffersChoice() {
        for pack in Self.packs {
            for name in Self.pools {
                #expect(pack.pool(name).count >= 2, "\(pack.language) \(name)")
            }
        }
    }

    @Test func everyEventHasItsOwnWorld() {
        for pack in Self.packs {
            for event in StoryEvent.allCases {
                let group = event.rawValue
                let block = pack.block("event", group)
                #expect(block?.lines("scene").count ?? 0 >= 4, "\(pack.language) \(group) scene")
                #expect(block?.lines("evening").count ?? 0 >= 2, "\(pack.language) \(group) evening")
                #expect(block?.fields["home"] != nil)
                let problems = pack.blocks("problem", group: group)
                #expect(problems.count >= 3, "\(pack.language) \(group) problems")
                for problem in problems {
                    for list in ["title", "start", "arrive", "crisis", "fix", "joy"] {
                        #expect(!problem.lines(list).isEmpty, "\(pack.language) \(problem.id) \(list)")
                    }
                    #expect(problem.fields["goal"] != nil && problem.fields["target"] != nil)
                }
                let places = pack.blocks("place", group: group)
                #expect(places.count >= 6, "\(pack.language) \(group) places")
                for place in places {
                    #expect(!place.lines("arrive").isEmpty && place.lines("see").count >= 2, "\(place.id)")
                }
                let fits = { (block: ContentBlock) in
                    let events = block.fields["events"]?.split(separator: " ").map(String.init) ?? ["any"]
                    return events.contains("any") || events.contains(group)
                }
                #expect(pack.blocks("obstacle").filter(fits).count >= 6, "\(pack.language) \(group) obstacles")
                #expect(pack.blocks("companion").filter(fits).count >= 2, "\(pack.language) \(group) companions")
                #expect(pack.blocks("interlude").filter(fits).count >= 4, "\(pack.language) \(group) interludes")
            }
        }
    }

    /// Plots for a theme's own place: as complete as a world's, and every one needs only the place.
    @Test func themedPlotsAreCompleteInEveryLanguage() {
        for pack in Self.packs {
            let problems = pack.blocks("problem", group: StoryComposer.themedGroup)
            #expect(problems.count >= 3, "\(pack.language) themed problems")
            for problem in problems {
                for list in ["title", "start", "arrive", "crisis", "fix", "joy"] {
                    let placeOnly = problem.lines(list).filter { !$0.slotNames.contains { $0.hasPrefix("thing") || $0 == "Thing" } }
                    #expect(!placeOnly.isEmpty, "\(pack.language) \(problem.id) \(list) needs more than a place")
                }
            }
        }
    }

    @Test func everyTraitAndAbilityHasItsSentences() {
        for pack in Self.packs {
            for trait in HeroTrait.allCases {
                let block = pack.block("trait", trait.rawValue)
                for list in ["intro", "help", "climax", "lesson"] {
                    #expect(block?.lines(list).count ?? 0 >= 2, "\(pack.language) \(trait) \(list)")
                }
            }
            for kind in AbilityKind.allCases {
                let block = pack.block("ability", kind.rawValue)
                #expect(block?.lines("intro").count ?? 0 >= 2 && block?.lines("climax").count ?? 0 >= 3,
                        "\(pack.language) \(kind)")
            }
        }
    }

    @Test func everySlotIsKnownAndEveryBraceCloses() {
        for pack in Self.packs {
            for block in pack.blocks.values {
                for line in block.lists.values.joined() {
                    let problems = ContentLinter.slotFindings(line, language: pack.language)
                    #expect(problems.isEmpty, "\(pack.language) \(block.id): \(problems)")
                }
            }
        }
    }

    /// `make lint-stories` is clean: every check of docs/writing-stories.md holds in every file.
    @Test func theLinterFindsNothing() {
        let findings = ContentLinter.findings(in: .embedded)
        #expect(findings.isEmpty, "\(findings.prefix(5).map(\.description))")
    }

    /// The linter does catch what it checks, so a clean run means something.
    @Test func theLinterCatchesBrokenContent() {
        let addition = """
            @pool opening.intro
            - {N} ging zu {goal.xyz} und {nobody}.
            - Es war einmal {N}, und es war einmal {N}, und es war einmal {N}, und es war einmal {N}, und es war einmal {N}, und es war einmal {N}, und noch einmal.
            @problem nowhere.new
            goal = irgendwo
            """
        let broken = ContentLibrary(reading: { code in
            EmbeddedStoryContent.source(code).map { code == "de" ? $0 + "\n" + addition : $0 }
        })
        let messages = ContentLinter.findings(in: broken).filter { $0.language == .german }.map(\.message)
        #expect(messages.contains { $0.contains("{nobody}") })
        #expect(messages.contains { $0.contains("a simple line with a sentence of") })
        #expect(messages.contains { $0.contains("not in English") })
    }

    @Test func blocksShareTheirIdsAcrossLanguagesAndEnglishDescribesThePictures() {
        let english = ContentLibrary.english
        for pack in Self.packs {
            for kind in ["event", "problem", "place", "companion", "obstacle", "interlude"] {
                #expect(Set(pack.blocks(kind).map(\.id)) == Set(english.blocks(kind).map(\.id)), "\(pack.language) \(kind)")
            }
        }
        for kind in ["event", "problem", "place", "companion", "obstacle", "interlude", "ability"] {
            for block in english.blocks(kind) where !(kind == "ability" && block.id == "other") {
                #expect(block.fields["image"] != nil, "\(kind) \(block.id) has no picture")
            }
        }
    }

    @Test func theLastWordsAlwaysSpeakOfSleep() {
        let sleepWords: [StoryLanguage: [String]] = [
            // Sleep itself, dreams, the night, rest until morning, being watched over.
            .english: ["sleep", "asleep", "dream", "goodnight", "night", "rest", "morning"],
            .french: ["dorm", "dors", "dort", "sommeil", "rêve", "endor", "nuit", "dodo", "veill", "souffle", "yeux"],
            .german: ["schlaf", "schlief", "träum", "traum", "nacht", "schlummer"],
            .spanish: ["dorm", "durm", "sueño", "soñ", "noche", "descans", "mañana"],
            .italian: ["dorm", "sonn", "sogn", "notte", "ripos", "mattina", "nanna"],
        ]
        for pack in Self.packs {
            let words = sleepWords[pack.language] ?? []
            for name in ["ending.sleep", "ending.goodnight"] {
                for line in pack.pool(name) {
                    let text = line.segments.compactMap { segment -> String? in
                        if case .text(let text) = segment { return text.lowercased() }
                        return nil
                    }.joined()
                    #expect(words.contains(where: text.contains), "\(pack.language) \(name): \(text)")
                }
            }
        }
    }

    @Test func youngListenersHaveSimpleSentencesInEveryPool() {
        for pack in Self.packs {
            for name in Self.pools {
                #expect(pack.pool(name).contains { !$0.isRich }, "\(pack.language) \(name)")
            }
        }
    }
}
