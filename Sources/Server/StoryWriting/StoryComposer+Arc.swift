import InfiniteStoriesModels

/// The story's arc, part by part: the opening, the problem, the journey's stops, the climax
/// and the ending, each drawn from the content with the sentences' rules.
extension StoryComposer {
    // MARK: - Composing

    mutating func compose() -> Result {
        let target = profile.targetWords
        var draft = StoryDraft()
        draft.paragraphs += opening()
        draft.paragraphs.append(problemParagraph())
        let journeyIndex = draft.paragraphs.count
        draft.paragraphs += climax()
        draft.paragraphs += ending()
        for part in [ArcPart.opening, .problem, .climax, .ending] {
            draft.select(part, budget: Int(Double(target) * part.share))
        }
        // The journey takes the words left, one stop after another.
        let journeyBudget = max(target - draft.keptWords, 0)
        var stops: [StoryDraft.Paragraph] = []
        var used = 0
        while stops.isEmpty || (journeyBudget - used >= 30 && stops.count < Self.maximumStops) {
            var stop = journeyStop(stops.count)
            var spent = 0
            for s in stop.sentences.indices.sorted(by: { stop.sentences[$0].rank < stop.sentences[$1].rank }) {
                let words = stop.sentences[s].words
                if stop.sentences[s].rank <= 1 || used + spent + words / 2 <= journeyBudget {
                    stop.sentences[s].isKept = true
                    spent += words
                }
            }
            used += spent
            stops.append(stop)
        }
        draft.paragraphs.insert(contentsOf: stops, at: journeyIndex)
        // Within 5 % of the target, or 14 words for very short stories where one sentence is
        // already a tenth of the story.
        let slack = max(target / 20, 14)
        let lower = target - slack
        let upper = target + slack
        draft.trim(lower: lower, upper: upper)
        var total = draft.pad(lower: lower, upper: upper)
        var extra = stops.count
        while total < lower && extra < Self.maximumStops + 6 {
            var stop = journeyStop(extra)
            for s in stop.sentences.indices where total + stop.sentences[s].words <= upper {
                stop.sentences[s].isKept = true
                total += stop.sentences[s].words
            }
            draft.paragraphs.insert(stop, at: journeyIndex + extra)
            extra += 1
        }
        // Plots set in the theme's place name it in their titles; other themed stories are named
        // after the theme's thing or companion.
        let titleLine = theme != nil && problem.group != Self.themedGroup
            ? pool("theme.title") ?? list(problem, "title") : list(problem, "title")
        let title = titleLine.map { rules.render($0, slots: slots) } ?? profile.name
        let paragraphs = draft.finishedParagraphs(minimumWords: profile.isYoung ? 22 : 30)
        // The opening sentence first, then the title, the plot and the rest.
        var keys = paragraphs.flatMap(\.sentences).map(\.key).filter { !$0.isEmpty }
        keys.insert(contentsOf: [titleLine?.key, Self.key(problem), companion.map(Self.key)].compactMap { $0 },
                    at: min(1, keys.count))
        keys += places.prefix(placeCursor).map(Self.key)
        var seen = Set<String>()
        return Result(
            title: title,
            paragraphs: paragraphs,
            heroDescription: heroDescription(),
            companionImage: companion.flatMap { image("companion", $0.id) ?? $0.fields["image"] },
            memory: StoryMemory(keys: keys.filter { seen.insert($0).inserted }),
            recap: recap(of: paragraphs))
    }

    /// What happened, as the story told it: its companion, its plot's goal and target (or the
    /// theme's place and thing), and the first sentences of its happy end.
    func recap(of paragraphs: [StoryDraft.Paragraph]) -> StoryRecap {
        let happyEnd = paragraphs.last { $0.part == .climax }?.sentences.prefix(2).map(\.text).joined(separator: " ")
        return StoryRecap(companion: companion == nil ? nil : slots["c"], place: slots["goal"] ?? motif?.place?.definite,
                          found: slots["target"] ?? motif?.thing?.definite, ending: happyEnd ?? "")
    }

    func heroDescription() -> String {
        var text = profile.usesFallbackName ? "a \(profile.age)-year-old child" : "\(profile.name), a \(profile.age)-year-old child"
        if let look = profile.appearance { text += " (\(look))" }
        return text
    }

    var settingImage: String { image("event", event.id) ?? "a cosy little town" }

    func time(_ index: Int) -> String {
        image("event", event.id, "time\(index)") ?? ["late afternoon", "early evening", "dusk", "sunset"][min(max(index - 1, 0), 3)]
    }

    // MARK: Opening

    mutating func opening() -> [StoryDraft.Paragraph] {
        let introPool = profile.usesFallbackName ? "opening.intro.anon" : "opening.intro"
        var intro: [StoryDraft.Sentence?] = [sentence(pool(introPool), rank: 0)]
        if profile.appearance != nil {
            // The look in the story's words; in English as typed; otherwise quoted as the child's.
            let look = features != nil ? "opening.features" : pack.language == .english ? "opening.look" : "opening.look.quoted"
            intro.append(sentence(pool(look), rank: 3))
        }
        for (index, trait) in profile.traits.prefix(2).enumerated() {
            intro.append(traitSentence(trait, list: "intro", rank: index == 0 ? 4 : 7))
        }
        if let kind = profile.abilityKind, let block = pack.block("ability", kind.rawValue) {
            intro.append(sentence(list(block, "intro"), rank: 4))
        }
        // What the story is about comes right after the hero: each of its nouns once, or the
        // theme quoted as the child's own words when none is understood.
        var about: [StoryDraft.Sentence?] = []
        if profile.theme != nil && theme == nil { about.append(sentence(pool("theme.quoted"), rank: 1)) }
        if let motif {
            for (slot, noun) in [("place", motif.place), ("friend", motif.companion), ("thing", motif.thing)] where noun != nil {
                about.append(sentence(pool("theme.open", using: slot), rank: about.isEmpty ? 1 : 2))
            }
        }
        intro.insert(contentsOf: about, at: min(1, intro.count))
        // A sequel recalls the story it continues right after the hero: who came along, where
        // they went; then turns to tonight.
        if sequel != nil {
            let recall = sentence(pool(isReunion ? "sequel.recall.c" : "sequel.recall"), rank: 0)
            let then = recall == nil ? nil : sentence(pool("sequel.then"), rank: 1)
            intro.insert(contentsOf: [recall, then], at: min(1, intro.count))
        }
        intro.append(sentence(pool("opening.life"), rank: 8))
        intro.append(sentence(pool("opening.life"), rank: 9))
        var setting: [StoryDraft.Sentence?] = []
        // Every scene line stands on its own, so any may open the setting: the hero's recent
        // stories' openers are avoided among all of them.
        for (index, rank) in [2, 6, 8, 9].enumerated() where index < event.lines("scene").count {
            setting.append(sentence(anchored(event, "scene", openers: Int.max), rank: rank))
        }
        if profile.wish != nil { setting.append(sentence(pool("wish.open"), rank: 2)) }
        let place = settingImage
        return [
            StoryDraft.Paragraph(part: .opening, sentences: intro.compactMap { $0 },
                                 illustration: .init(action: "smiling at home, ready for the day", place: place, time: time(1))),
            StoryDraft.Paragraph(part: .opening, sentences: setting.compactMap { $0 },
                                 illustration: .init(action: "looking around with bright eyes", place: place, time: time(1))),
        ]
    }

    /// A sentence about a trait: its own content when known, the generic frames otherwise.
    mutating func traitSentence(_ trait: HeroProfile.Trait, list name: String, rank: Int) -> StoryDraft.Sentence? {
        switch trait {
        case .known(let known):
            guard let block = pack.block("trait", known.rawValue) else { return nil }
            return sentence(list(block, name), rank: rank)
        case .other(let word):
            slots["trait"] = word
            // A trait the content does not know is the parent's word, in the parent's language:
            // English weaves it in; the other languages quote it once, then tell of kindness.
            if pack.language == .english { return sentence(pool("trait.\(name)"), rank: rank) }
            if name == "intro" { return sentence(pool("trait.quoted"), rank: rank) }
            return sentence(pool("kindness.\(name)"), rank: rank)
        }
    }

    // MARK: Problem

    mutating func problemParagraph() -> StoryDraft.Paragraph {
        var lines: [StoryDraft.Sentence?] = []
        for (index, line) in problem.lines("start").filter(canFill).enumerated() where !isRetold(line, at: index) {
            lastOpening = line.openingToken
            // The sentence that brings in what the theme is about is as needed as the problem.
            let rank = line.slotNames.contains("thing") ? 0 : [0, 5, 8, 9][min(index, 3)]
            lines.append(sentence(line, rank: rank))
        }
        lines.append(sentence(list(problem, "more"), rank: 7))
        lines.append(sentence(pool("problem.react"), rank: 6))
        lines.append(sentence(pool("problem.decide"), rank: 2))
        lines.append(sentence(pool("problem.ready"), rank: 8))
        return StoryDraft.Paragraph(
            part: .problem, sentences: lines.compactMap { $0 },
            illustration: .init(action: "discovering the problem: \(image("problem", problem.id) ?? "something is wrong")",
                                place: settingImage, time: time(1)))
    }

    // MARK: Journey

    /// What a journey stop is about.
    enum StopKind { case place, obstacle, interlude }

    /// The rhythm of a journey: places and obstacles alternate, with a quiet moment now and then.
    static let rhythm: [StopKind] = [.place, .obstacle, .place, .obstacle, .interlude]

    /// One stop of the journey: meeting the companion, a new place, an obstacle the hero's trait
    /// overcomes (traits take turns so each one gets its moment), or a quiet interlude.
    mutating func journeyStop(_ index: Int) -> StoryDraft.Paragraph {
        let suffix = companion != nil ? ".c" : ""
        var lines: [StoryDraft.Sentence?] = []
        var illustration = StoryDraft.Illustration(action: "walking along, looking around",
                                                   place: currentPlaceImage ?? settingImage, time: time(2))
        if index == 0 {
            lines.append(sentence(pool("journey.start"), rank: 3))
        }
        // Without a companion to meet, the first stop is an obstacle, so the hero's trait shows
        // even in a one-minute story.
        var kind = Self.rhythm[(index + (companion == nil ? 1 : 0)) % Self.rhythm.count]
        if kind == .place && placeCursor >= places.count { kind = .interlude }
        if kind == .interlude && interludeCursor >= interludes.count { kind = .obstacle }
        switch kind {
        case .obstacle:
            guard let obstacle = nextObstacle() else { break }
            // The first obstacle is where the trait shows, even in a one-minute story.
            let first = index <= 1
            if theme?.place != nil { lines.append(sentence(pool("theme.place.obstacle"), rank: first ? 4 : 3)) }
            lines.append(sentence(list(obstacle, "intro"), rank: first ? 1 : 5))
            lines.append(sentence(list(obstacle, "more"), rank: 8))
            if let trait = nextTrait() {
                lines.append(traitSentence(trait, list: "help", rank: first ? 0 : 5))
            } else {
                lines.append(sentence(pool("kindness.help"), rank: first ? 0 : 5))
            }
            lines.append(sentence(list(obstacle, "done"), rank: 6))
            if companion != nil { lines.append(sentence(pool("journey.cheer.c"), rank: 8)) }
            illustration.action = "getting past \(image("obstacle", obstacle.id) ?? "an obstacle")"
        case .place:
            guard let place = nextPlace() else { break }
            // The theme's place is first seen from the way there.
            let arrival = place.id == Self.themedGroup ? anchored(place, "arrive") : list(place, "arrive")
            lines.append(sentence(arrival, rank: index == 0 ? 2 : 5))
            lines.append(sentence(list(place, "see"), rank: 7))
            if index == 0, let companion {
                // An old friend is met again, not introduced.
                if isReunion {
                    lines.append(sentence(pool("sequel.meet.c"), rank: 0))
                } else {
                    lines.append(sentence(list(companion, "meet"), rank: 0))
                    lines.append(sentence(list(companion, "more"), rank: 6))
                    lines.append(sentence(pool("companion.join"), rank: 2))
                }
                illustration.action = "meeting \(image("companion", companion.id) ?? "a new friend")"
            } else {
                lines.append(sentence(list(place, "see"), rank: 9))
                lines.append(sentence(pool((rng.chance(0.5) ? "journey.talk" : "journey.walk") + suffix), rank: 8))
                illustration.action = "exploring"
            }
            if theme?.thing != nil { lines.append(sentence(pool("theme.thing"), rank: 4)) }
            illustration.place = image("place", place.id) ?? place.fields["image"] ?? settingImage
            currentPlaceImage = illustration.place
        case .interlude:
            let interlude = interludes[interludeCursor]
            interludeCursor += 1
            for (position, line) in interlude.lines("lines").enumerated() where !isRetold(line, at: position) {
                lastOpening = line.openingToken
                lines.append(sentence(line, rank: [5, 7, 9][min(position, 2)]))
            }
            if companion != nil { lines.append(sentence(pool("journey.talk.c"), rank: 9)) }
            illustration.action = image("interlude", interlude.id) ?? "taking a little rest"
        }
        if motif != nil && index == 2 { lines.append(sentence(pool("theme.journey"), rank: 4)) }
        if lines.allSatisfy({ $0 == nil }) {
            lines.append(sentence(pool("journey.walk" + suffix), rank: 5))
            lines.append(sentence(pool("journey.talk" + suffix), rank: 7))
        }
        return StoryDraft.Paragraph(part: .journey, sentences: lines.compactMap { $0 }, illustration: illustration)
    }

    mutating func nextObstacle() -> ContentBlock? {
        guard !obstacles.isEmpty else { return nil }
        defer { obstacleCursor += 1 }
        return obstacles[obstacleCursor % obstacles.count]
    }

    mutating func nextPlace() -> ContentBlock? {
        guard placeCursor < places.count else { return nil }
        defer { placeCursor += 1 }
        return places[placeCursor]
    }

    mutating func nextTrait() -> HeroProfile.Trait? {
        guard !profile.traits.isEmpty else { return nil }
        defer { traitCursor += 1 }
        return profile.traits[traitCursor % min(profile.traits.count, 3)]
    }

    // MARK: Climax

    mutating func climax() -> [StoryDraft.Paragraph] {
        // The arrival can go in a one-minute story: the power's first sentence takes the hero there.
        var moment: [StoryDraft.Sentence?] = [sentence(list(problem, "arrive"), rank: 2)]
        moment.append(sentence(list(problem, "crisis"), rank: 5))
        moment.append(sentence(pool("climax.turn"), rank: 6))
        if companion != nil { moment.append(sentence(pool("climax.help.c"), rank: 7)) }
        var action = "saving the day with a kind heart"
        if let kind = profile.abilityKind, let block = pack.block("ability", kind.rawValue) {
            for rank in [0, 4, 8] { moment.append(sentence(anchored(block, "climax", openers: 2), rank: rank)) }
            if kind == .other, let ability = profile.ability {
                action = "using a special power (\(ability)) to save the day"
            } else {
                action = (image("ability", kind.rawValue) ?? "using a special power") + " to save the day"
            }
        } else if let trait = profile.traits.first {
            moment.append(traitSentence(trait, list: "climax", rank: 0))
            moment.append(traitSentence(trait, list: "climax", rank: 4))
            moment.append(sentence(pool("kindness.climax"), rank: 8))
        } else {
            for rank in [0, 4, 8] { moment.append(sentence(pool("kindness.climax"), rank: rank)) }
        }
        var fix: [StoryDraft.Sentence?] = []
        for (index, line) in problem.lines("fix").filter(canFill).enumerated() where !isRetold(line, at: index) {
            lastOpening = line.openingToken
            // What the theme is about is in the happy end as surely as in the problem.
            fix.append(sentence(line, rank: index == 0 || line.slotNames.contains("thing") ? 0 : 5))
        }
        fix.append(sentence(list(problem, "joy"), rank: 4))
        fix.append(sentence(pool(companion == nil ? "climax.joy" : "climax.joy.c"), rank: 7))
        let goal = image("problem", problem.id, "goalImage") ?? theme?.place?.definite ?? settingImage
        return [
            StoryDraft.Paragraph(part: .climax, sentences: moment.compactMap { $0 },
                                 illustration: .init(action: action, place: goal, time: time(3))),
            StoryDraft.Paragraph(part: .climax, sentences: fix.compactMap { $0 },
                                 illustration: .init(action: "celebrating: \(image("problem", problem.id, "fixImage") ?? "everything is put right")",
                                                     place: goal, time: time(3))),
        ]
    }

    // MARK: Ending

    mutating func ending() -> [StoryDraft.Paragraph] {
        let suffix = companion == nil ? "" : ".c"
        var home: [StoryDraft.Sentence?] = [sentence(list(event, "evening"), rank: 3)]
        if let companion { home.append(sentence(list(companion, "bye"), rank: 5)) }
        home.append(sentence(pool("ending.home" + suffix), rank: 5))
        home.append(sentence(pool("ending.celebrate"), rank: 8))
        home.append(sentence(pool("ending.celebrate"), rank: 9))
        var bed: [StoryDraft.Sentence?] = [sentence(pool("ending.tuck"), rank: 3)]
        if let trait = profile.traits.first {
            bed.append(traitSentence(trait, list: "lesson", rank: 4))
        } else {
            bed.append(sentence(pool("kindness.lesson"), rank: 4))
        }
        if motif != nil { bed.append(sentence(pool("theme.close"), rank: 2)) }
        bed.append(sentence(pool("ending.room"), rank: 6))
        bed.append(sentence(pool("ending.room"), rank: 8))
        bed.append(sentence(pool("ending.room"), rank: 9))
        let sleep: [StoryDraft.Sentence?] = [
            sentence(pool("ending.drowsy"), rank: 5),
            sentence(pool("ending.sleep"), rank: 0),
            sentence(pool("ending.goodnight"), rank: 0),
        ]
        let bedroom = "a cosy bedroom with a soft night-light"
        return [
            StoryDraft.Paragraph(part: .ending, sentences: home.compactMap { $0 },
                                 illustration: .init(action: "heading home, tired and happy", place: settingImage, time: time(4))),
            StoryDraft.Paragraph(part: .ending, sentences: bed.compactMap { $0 },
                                 illustration: .init(action: "snuggled in bed under a warm blanket", place: bedroom, time: "night")),
            StoryDraft.Paragraph(part: .ending, sentences: sleep.compactMap { $0 },
                                 illustration: .init(action: "fast asleep, smiling, dreaming", place: bedroom, time: "night")),
        ]
    }
}
