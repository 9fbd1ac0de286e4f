import InfiniteStoriesModels

/// Writes one story from a hero profile and a language's content.
///
/// The story is planned as the five beats of `ArcPart`; each beat gets candidate sentences drawn
/// from the content pools with importance ranks, and the draft then keeps as many as the
/// narration time allows. All choices come from one seeded generator, so a prompt and seed always
/// give the same story.
struct StoryComposer {
    /// A story before it is split into scenes.
    struct Result: Sendable {
        let title: String
        let paragraphs: [StoryDraft.Paragraph]
        let heroDescription: String
        let companionImage: String?
        /// What the story was made of, for the hero's next stories.
        let memory: StoryMemory
    }

    private let profile: HeroProfile
    private let pack: ContentPack
    private let english: ContentPack
    private let rules: LanguageRules
    private var rng: SplitMix64
    /// How many of the hero's recent stories used each content key (`StoryMemory`): the least
    /// used is chosen first.
    private let avoiding: [String: Int]
    private var decks: [String: [TemplateLine]] = [:]
    private var slots: [String: String] = [:]
    private var lastOpening = ""

    private let event: ContentBlock
    private let problem: ContentBlock
    private let companion: ContentBlock?
    /// The free-text theme taken apart, when it names a place, a companion or a thing.
    private let theme: ThemeElements?
    /// What the story keeps coming back to: the theme's elements, or the thing a parent's longer
    /// wish asks for on a built-in event (which keeps that event's plots).
    private let motif: ThemeElements?
    /// The hero's look written in the story's language (`LookWriter`), or nil.
    private let features: String?
    private var places: [ContentBlock]
    private var obstacles: [ContentBlock]
    private var interludes: [ContentBlock]
    private var interludeCursor = 0
    private var placeCursor = 0
    private var obstacleCursor = 0
    private var traitCursor = 0
    /// The English picture of the last place visited, where the next obstacle happens.
    private var currentPlaceImage: String?

    init(profile: HeroProfile, pack: ContentPack, english: ContentPack, lexicon: Lexicon, seed: UInt64,
         avoiding: [String: Int] = [:]) {
        self.profile = profile
        self.avoiding = avoiding
        self.pack = pack
        self.english = english
        rules = LanguageRules(language: pack.language)
        rng = SplitMix64(seed: seed)
        let group = profile.event.rawValue
        let possessive = (profile.usesFallbackName ? pack.word("fallbackPossessive") : nil)
            ?? LanguageRules(language: pack.language).possessive(of: profile.name)
        let theme = profile.theme.flatMap {
            ThemeReader(lexicon: lexicon, language: pack.language)
                .elements(theme: $0, keywords: profile.keywords, brief: profile.brief, possessive: possessive)
        }
        self.theme = theme
        let reader = ThemeReader(lexicon: lexicon, language: pack.language)
        motif = theme ?? profile.brief.flatMap { reader.wishElements(in: $0) }
        // The look in the story's language when every part of it is understood.
        features = profile.appearance.flatMap { LookWriter(lexicon: lexicon, language: pack.language).features($0) }
        event = pack.block("event", group) ?? ContentBlock(kind: "event", id: group)
        // A theme has plots of its own, set in its place or made for what it is about; the
        // event's world still gives the home, the obstacles and the quiet moments on the way.
        let themedGroup = theme?.place != nil ? Self.themedGroup : theme?.thing != nil ? Self.thingGroup : nil
        let themedProblems = themedGroup.map { pack.blocks("problem", group: $0) } ?? []
        if let themed = Self.pickFresh(themedProblems, avoiding: avoiding, rng: &rng) {
            problem = themed
        } else {
            problem = Self.pickFresh(pack.blocks("problem", group: group), avoiding: avoiding, rng: &rng)
                ?? ContentBlock(kind: "problem", id: group)
        }
        let fitting = pack.blocks("companion").filter { Self.fits($0, group) }
        if let friend = theme?.companion {
            companion = ContentBlock(kind: "companion", id: Self.themedGroup,
                                     fields: ["name": friend.definite, "a": friend.indefinite, "image": friend.indefinite]
                                        .merging(friend.cases) { first, _ in first },
                                     lists: ["meet": pack.pool("theme.meet"), "more": pack.pool("theme.more"),
                                             "bye": pack.pool("theme.bye")])
        } else {
            companion = profile.targetWords >= 250 ? Self.pickFresh(fitting, avoiding: avoiding, rng: &rng) : nil
        }
        if let place = theme?.place {
            // Every stop on the way is somewhere in the theme's place; one shared id lets the
            // stops draw their sentences from the same decks, so none repeats too soon.
            let stop = ContentBlock(kind: "place", id: Self.themedGroup, fields: ["image": place.definite],
                                    lists: ["arrive": pack.pool("theme.place.arrive"), "see": pack.pool("theme.place.see")])
            places = Array(repeating: stop, count: 6)
        } else {
            places = Self.freshFirst(pack.blocks("place", group: group), avoiding: avoiding, rng: &rng)
        }
        obstacles = Self.freshFirst(pack.blocks("obstacle").filter { Self.fits($0, group) }, avoiding: avoiding, rng: &rng)
        interludes = Self.freshFirst(pack.blocks("interlude").filter { Self.fits($0, group) }, avoiding: avoiding, rng: &rng)
        fillSlots()
    }

    /// The memory key of a block the composer chose (`problem:bedtime.moon`).
    static func key(_ block: ContentBlock) -> String { "\(block.kind):\(block.id)" }

    /// One of the blocks the hero's recent stories used least (so plots take turns).
    private static func pickFresh(_ blocks: [ContentBlock], avoiding: [String: Int], rng: inout SplitMix64) -> ContentBlock? {
        rng.pick(leastUsed(blocks, uses: { avoiding[key($0), default: 0] }).first ?? [])
    }

    /// The blocks shuffled, the least used by recent stories first.
    private static func freshFirst(_ blocks: [ContentBlock], avoiding: [String: Int], rng: inout SplitMix64) -> [ContentBlock] {
        leastUsed(blocks, uses: { avoiding[key($0), default: 0] }).flatMap { rng.shuffled($0) }
    }

    /// Patterns shuffled, the least used by recent stories first.
    private mutating func freshFirst(_ lines: [TemplateLine]) -> [TemplateLine] {
        let avoiding = avoiding
        var result: [TemplateLine] = []
        for group in Self.leastUsed(lines, uses: { avoiding[$0.key, default: 0] }) { result += rng.shuffled(group) }
        return result
    }

    /// Items grouped by how many recent stories used them, fewest first, each group in its
    /// original order (so the choice stays the seed's).
    private static func leastUsed<Item>(_ items: [Item], uses: (Item) -> Int) -> [[Item]] {
        let grouped = Dictionary(grouping: items, by: uses)
        return grouped.keys.sorted().compactMap { grouped[$0] }
    }

    /// Sentences longer than this are the first to go in a story for ages 2-4.
    static let littleSentenceWords = 8

    /// Journey stops a story may have: a fifteen-minute story told in short sentences needs many.
    static let maximumStops = 40

    /// A pattern this short (in characters, about eight words) suits a story for ages 2-4.
    static let littleLineCharacters = 48

    /// The content group of the plots, places and companion lines made for free-text themes.
    static let themedGroup = "themed"
    /// The content group of the plots for a theme that names what it is about but no place.
    static let thingGroup = "themedthing"

    /// Slots that name the theme's place or thing.
    private static let themeNouns: Set<String> = ["place", "place.a", "thing", "thing.a"]

    /// Slots only a free-text theme fills: lines that use them are left out of other stories.
    private static let themeSlots: Set<String> = [
        "place", "place.a", "Place", "thing", "thing.a", "Thing", "C", "C.a", "friend", "friend.a",
    ]

    /// Whether the story has every word a pattern needs: its companion, its theme's parts.
    private func canFill(_ line: TemplateLine) -> Bool {
        if companion == nil && line.needsCompanion { return false }
        return line.slotNames.allSatisfy { slot in
            let base = ContentLinter.splitCase(slot, language: pack.language).0
            return !Self.themeSlots.contains(base) || slots[base] != nil
        }
    }

    /// Whether a companion or obstacle belongs in an event's world (`events = any` or a list).
    private static func fits(_ block: ContentBlock, _ group: String) -> Bool {
        guard let events = block.fields["events"] else { return true }
        let names = events.split(separator: " ")
        return names.contains("any") || names.contains(Substring(group))
    }

    /// The words every pattern may use; patterns only name slots, so a value typed by a parent
    /// (even one with braces in it) is never read as a pattern itself.
    private mutating func fillSlots() {
        slots["N"] = profile.name
        slots["N's"] = (profile.usesFallbackName ? pack.word("fallbackPossessive") : nil)
            ?? rules.possessive(of: profile.name)
        if profile.usesFallbackName {
            // A name never changes with its case; the fallback ("unser Held") does.
            for form in ["acc", "dat", "gen"] { slots["N." + form] = pack.word("fallbackName." + form) }
        }
        slots["age"] = pack.word("age\(profile.age)") ?? String(profile.age)
        slots["look"] = profile.appearance
        slots["features"] = features
        slots["ability"] = profile.ability
        slots["theme"] = profile.theme
        slots["wish"] = profile.wish
        for (key, value) in problem.fields where key != "image" { slots[key] = value }
        for (key, value) in event.fields where key.hasPrefix("home") { slots[key] = value }
        if let companion {
            for (key, value) in companion.fields where key != "events" && key != "image" {
                slots[key == "name" ? "c" : "c." + key] = value
            }
        }
        fillThemeSlots()
    }

    /// The theme's place, thing and companion, plain and as title words; a themed plot's goal
    /// is the theme's place.
    private mutating func fillThemeSlots() {
        guard let theme = motif else { return }
        let language = pack.language
        if let place = theme.place {
            fill("place", place)
            slots["Place"] = ThemeElements.titleCase(place.definite, language: language)
        }
        if let thing = theme.thing {
            fill("thing", thing)
            slots["Thing"] = ThemeElements.titleCase(thing.definite, language: language)
        }
        if let friend = theme.companion {
            fill("friend", friend)
            slots["C"] = ThemeElements.titleCase(friend.definite, language: language)
            slots["C.a"] = ThemeElements.titleCase(friend.indefinite, language: language)
        }
        if problem.group == Self.themedGroup, let place = theme.place {
            slots["goal"] = place.definite
            for (suffix, value) in place.cases where !suffix.hasPrefix("a.") { slots["goal." + suffix] = value }
        }
    }

    /// A theme noun's slots: `place`, `place.a` and, in German, `place.acc`, `place.a.dat`, ...
    private mutating func fill(_ slot: String, _ noun: ThemeElements.Noun) {
        slots[slot] = noun.definite
        slots[slot + ".a"] = noun.indefinite
        for (suffix, value) in noun.cases { slots[slot + "." + suffix] = value }
    }

    // MARK: - Drawing sentences

    /// Draws the next unused pattern of a list: shuffled once per story so sentences do not repeat
    /// until the list is used up, preferring simple patterns for young children and avoiding the
    /// opening word of the sentence just before.
    private mutating func draw(_ key: String, _ all: [TemplateLine]) -> TemplateLine? {
        let lines = all.filter { canFill($0) }
        guard !lines.isEmpty else { return nil }
        if decks[key]?.isEmpty ?? true { decks[key] = freshFirst(lines) }
        guard var deck = decks[key] else { return nil }
        // Among the next few patterns: not the same opening word as the sentence before, and for
        // young listeners a simple one when there is one (a preference, so long stories still
        // vary instead of using up the same simple lines every time).
        // A pattern the recent stories used is never chosen over a fresh one in the window.
        var window = deck.prefix(profile.isYoung ? 4 : 3)
        if let first = window.first {
            let least = avoiding[first.key, default: 0]
            window = window.prefix { avoiding[$0.key, default: 0] == least }
        }
        var choice = window.firstIndex(where: { $0.openingToken != lastOpening && !(profile.isYoung && $0.isRich) })
            ?? window.firstIndex(where: { $0.openingToken != lastOpening }) ?? 0
        // Ages 8 and up hear a rich pattern (longer, rarer words) when one is near, every other
        // time or so: always would make two seeds' stories share most of their sentences.
        if profile.age >= 8, rng.chance(0.5),
           let rich = window.firstIndex(where: { $0.openingToken != lastOpening && $0.isRich }) {
            choice = rich
        }
        // A one-minute story has room for a few sentences only: the shortest of the next few.
        // The youngest listeners want short ones too: the first short one in the (shuffled)
        // window, so two seeds still tell different stories, or else the shortest.
        let candidates = window.indices.filter { window[$0].openingToken != lastOpening }
        if profile.targetWords < 300 || profile.isLittle,
           let shortest = candidates.min(by: { window[$0].estimatedLength < window[$1].estimatedLength }) {
            let short = profile.targetWords < 300 ? nil
                : candidates.first { !window[$0].isRich && window[$0].estimatedLength <= Self.littleLineCharacters }
            choice = short ?? shortest
        }
        let line = deck.remove(at: choice)
        decks[key] = deck
        return line
    }

    private mutating func pool(_ name: String) -> TemplateLine? { draw("pool:" + name, pack.pool(name)) }

    /// Whether a line told in order (a plot's start and fix, an interlude) is left out because
    /// one of the hero's recent stories already told it: the plot comes back, its first line
    /// still says what happens, and the details that were heard before are not read again. A
    /// line naming the theme's thing always stays.
    private func isRetold(_ line: TemplateLine, at position: Int) -> Bool {
        position > 0 && avoiding[line.key, default: 0] > 0 && !line.slotNames.contains("thing")
    }

    /// A line of the pool that names the given slot (`place`, `friend`, `thing`).
    private mutating func pool(_ name: String, using slot: String) -> TemplateLine? {
        let lines = pack.pool(name).filter { line in
            line.slotNames.contains { ContentLinter.splitCase($0, language: pack.language).0.hasPrefix(slot) }
        }
        return draw("pool:\(name):\(slot)", lines)
    }

    private mutating func list(_ block: ContentBlock, _ name: String) -> TemplateLine? {
        draw("\(block.kind):\(block.id):\(name)", block.lines(name))
    }

    /// One of the list's first `openers` patterns, which can start a passage on their own (the
    /// others follow on from something); later calls draw from the rest.
    private mutating func anchored(_ block: ContentBlock, _ name: String, openers: Int = 1) -> TemplateLine? {
        let key = "anchor:\(block.kind):\(block.id):\(name)"
        guard decks[key] == nil else { return draw(key, decks[key] ?? []) }
        var lines = block.lines(name).filter { canFill($0) }
        guard !lines.isEmpty else { return nil }
        // Among the openers, one the hero's recent stories did not start with, when there is one.
        let openerIndices = Array(lines.indices.prefix(openers))
        let pool = Self.leastUsed(openerIndices, uses: { avoiding[lines[$0].key, default: 0] }).first ?? openerIndices
        let first = lines.remove(at: pool[rng.below(pool.count)])
        decks[key] = freshFirst(lines)
        lastOpening = first.openingToken
        return first
    }

    private mutating func sentence(_ line: TemplateLine?, rank: Int) -> StoryDraft.Sentence? {
        guard let line else { return nil }
        lastOpening = line.openingToken
        // What the theme is about goes last when a short story has to drop sentences.
        var rank = theme != nil && line.slotNames.contains(where: Self.themeNouns.contains) ? min(rank, 2) : rank
        var text = rules.render(line, slots: slots)
        if profile.isLittle {
            text = ShortSentences(language: pack.language).split(text)
            // For the youngest, a long sentence that the story can do without goes first when it
            // is too long; the journey's short ones fill the time instead.
            let longest = SentenceSplitter.sentences(text).map(WordCounter.count).max() ?? 0
            if rank > 0, longest > Self.littleSentenceWords { rank += 2 }

        }
        return StoryDraft.Sentence(text: text, words: WordCounter.count(text), rank: rank, key: line.key)
    }

    private func image(_ kind: String, _ id: String, _ field: String = "image") -> String? {
        english.block(kind, id)?.fields[field] ?? pack.block(kind, id)?.fields[field]
    }

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
            memory: StoryMemory(keys: keys.filter { seen.insert($0).inserted }))
    }

    private func heroDescription() -> String {
        var text = profile.usesFallbackName ? "a \(profile.age)-year-old child" : "\(profile.name), a \(profile.age)-year-old child"
        if let look = profile.appearance { text += " (\(look))" }
        return text
    }

    private var settingImage: String { image("event", event.id) ?? "a cosy little town" }

    private func time(_ index: Int) -> String {
        image("event", event.id, "time\(index)") ?? ["late afternoon", "early evening", "dusk", "sunset"][min(max(index - 1, 0), 3)]
    }

    // MARK: Opening

    private mutating func opening() -> [StoryDraft.Paragraph] {
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
    private mutating func traitSentence(_ trait: HeroProfile.Trait, list name: String, rank: Int) -> StoryDraft.Sentence? {
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

    private mutating func problemParagraph() -> StoryDraft.Paragraph {
        var lines: [StoryDraft.Sentence?] = []
        for (index, line) in problem.lines("start").filter { canFill($0) }.enumerated() where !isRetold(line, at: index) {
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
    private enum StopKind { case place, obstacle, interlude }

    /// The rhythm of a journey: places and obstacles alternate, with a quiet moment now and then.
    private static let rhythm: [StopKind] = [.place, .obstacle, .place, .obstacle, .interlude]

    /// One stop of the journey: meeting the companion, a new place, an obstacle the hero's trait
    /// overcomes (traits take turns so each one gets its moment), or a quiet interlude.
    private mutating func journeyStop(_ index: Int) -> StoryDraft.Paragraph {
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
                lines.append(sentence(list(companion, "meet"), rank: 0))
                lines.append(sentence(list(companion, "more"), rank: 6))
                lines.append(sentence(pool("companion.join"), rank: 2))
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

    private mutating func nextObstacle() -> ContentBlock? {
        guard !obstacles.isEmpty else { return nil }
        defer { obstacleCursor += 1 }
        return obstacles[obstacleCursor % obstacles.count]
    }

    private mutating func nextPlace() -> ContentBlock? {
        guard placeCursor < places.count else { return nil }
        defer { placeCursor += 1 }
        return places[placeCursor]
    }

    private mutating func nextTrait() -> HeroProfile.Trait? {
        guard !profile.traits.isEmpty else { return nil }
        defer { traitCursor += 1 }
        return profile.traits[traitCursor % min(profile.traits.count, 3)]
    }

    // MARK: Climax

    private mutating func climax() -> [StoryDraft.Paragraph] {
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
        for (index, line) in problem.lines("fix").filter { canFill($0) }.enumerated() where !isRetold(line, at: index) {
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

    private mutating func ending() -> [StoryDraft.Paragraph] {
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
