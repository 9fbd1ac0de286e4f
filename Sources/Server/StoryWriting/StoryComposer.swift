import InfiniteStoriesModels
import SharedUtilities

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
        /// What happened, for a sequel.
        let recap: StoryRecap
    }

    let profile: HeroProfile
    let pack: ContentPack
    let english: ContentPack
    let rules: LanguageRules
    var rng: SplitMix64
    /// How many of the hero's recent stories used each content key (`StoryMemory`): the least
    /// used is chosen first.
    let avoiding: [String: Int]
    var decks: [String: [TemplateLine]] = [:]
    var slots: [String: String] = [:]
    var lastOpening = ""

    let event: ContentBlock
    let problem: ContentBlock
    let companion: ContentBlock?
    /// The story this one continues, when it is a sequel.
    let sequel: StorySequel?
    /// Whether the companion is the one the continued story had: met again, not for the first time.
    let isReunion: Bool
    /// The free-text theme taken apart, when it names a place, a companion or a thing.
    let theme: ThemeElements?
    /// What the story keeps coming back to: the theme's elements, or the thing a parent's longer
    /// wish asks for on a built-in event (which keeps that event's plots).
    let motif: ThemeElements?
    /// The hero's look written in the story's language (`LookWriter`), or nil.
    let features: String?
    var places: [ContentBlock]
    var obstacles: [ContentBlock]
    var interludes: [ContentBlock]
    var interludeCursor = 0
    var placeCursor = 0
    var obstacleCursor = 0
    var traitCursor = 0
    /// The English picture of the last place visited, where the next obstacle happens.
    var currentPlaceImage: String?

    init(profile: HeroProfile, pack: ContentPack, english: ContentPack, lexicon: Lexicon, seed: UInt64,
         avoiding: [String: Int] = [:], sequel: StorySequel? = nil) {
        self.profile = profile
        self.sequel = sequel
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
        // A sequel has a new plot: never the one it continues, when there is another.
        let told = sequel?.block("problem")
        func fresh(_ blocks: [ContentBlock]) -> [ContentBlock] {
            let others = blocks.filter { $0.id != told }
            return others.isEmpty ? blocks : others
        }
        let themedProblems = themedGroup.map { fresh(pack.blocks("problem", group: $0)) } ?? []
        if let themed = Self.pickFresh(themedProblems, avoiding: avoiding, rng: &rng) {
            problem = themed
        } else {
            problem = Self.pickFresh(fresh(pack.blocks("problem", group: group)), avoiding: avoiding, rng: &rng)
                ?? ContentBlock(kind: "problem", id: group)
        }
        let fitting = pack.blocks("companion").filter { Self.fits($0, group) }
        // A sequel keeps the companion it continues with, whatever its length.
        let returning = sequel?.block("companion").flatMap { pack.block("companion", $0) }
        if let friend = theme?.companion {
            companion = ContentBlock(kind: "companion", id: Self.themedGroup,
                                     fields: ["name": friend.definite, "a": friend.indefinite, "image": friend.indefinite]
                                        .merging(friend.cases) { first, _ in first },
                                     lists: ["meet": pack.pool("theme.meet"), "more": pack.pool("theme.more"),
                                             "bye": pack.pool("theme.bye")])
        } else if let returning {
            companion = returning
        } else {
            companion = profile.targetWords >= 250 ? Self.pickFresh(fitting, avoiding: avoiding, rng: &rng) : nil
        }
        isReunion = companion.map { sequel?.memory.keys.contains(Self.key($0)) == true } ?? false
        if let place = theme?.place {
            // Every stop on the way is somewhere in the theme's place; one shared id lets the
            // stops draw their sentences from the same decks, so none repeats too soon.
            let stop = ContentBlock(kind: "place", id: Self.themedGroup, fields: ["image": place.definite],
                                    lists: ["arrive": pack.pool("theme.place.arrive"), "see": pack.pool("theme.place.see")])
            places = Array(repeating: stop, count: 6)
        } else {
            // A sequel goes back to the places it continues from, first of all.
            let again = (sequel?.blocks("place") ?? []).compactMap { pack.block("place", $0) }
            let others = pack.blocks("place", group: group).filter { place in !again.contains { $0.id == place.id } }
            places = again + Self.freshFirst(others, avoiding: avoiding, rng: &rng)
        }
        obstacles = Self.freshFirst(pack.blocks("obstacle").filter { Self.fits($0, group) }, avoiding: avoiding, rng: &rng)
        interludes = Self.freshFirst(pack.blocks("interlude").filter { Self.fits($0, group) }, avoiding: avoiding, rng: &rng)
        fillSlots()
        fillSequelSlots()
    }

    /// The memory key of a block the composer chose (`problem:bedtime.moon`).
    static func key(_ block: ContentBlock) -> String { "\(block.kind):\(block.id)" }

    /// One of the blocks the hero's recent stories used least (so plots take turns).
    static func pickFresh(_ blocks: [ContentBlock], avoiding: [String: Int], rng: inout SplitMix64) -> ContentBlock? {
        rng.pick(leastUsed(blocks, uses: { avoiding[key($0), default: 0] }).first ?? [])
    }

    /// The blocks shuffled, the least used by recent stories first.
    static func freshFirst(_ blocks: [ContentBlock], avoiding: [String: Int], rng: inout SplitMix64) -> [ContentBlock] {
        leastUsed(blocks, uses: { avoiding[key($0), default: 0] }).flatMap { rng.shuffled($0) }
    }

    /// Patterns shuffled, the least used by recent stories first.
    mutating func freshFirst(_ lines: [TemplateLine]) -> [TemplateLine] {
        let avoiding = avoiding
        var result: [TemplateLine] = []
        for group in Self.leastUsed(lines, uses: { avoiding[$0.key, default: 0] }) { result += rng.shuffled(group) }
        return result
    }

    /// Items grouped by how many recent stories used them, fewest first, each group in its
    /// original order (so the choice stays the seed's).
    static func leastUsed<Item>(_ items: [Item], uses: (Item) -> Int) -> [[Item]] {
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
    static let themeNouns: Set<String> = ["place", "place.a", "thing", "thing.a"]

    /// Slots only a free-text theme fills: lines that use them are left out of other stories.
    static let themeSlots: Set<String> = [
        "place", "place.a", "Place", "thing", "thing.a", "Thing", "C", "C.a", "friend", "friend.a",
    ]

    /// Slots only a sequel fills, from the story it continues: its place and what it found.
    static let sequelSlots: Set<String> = ["back", "found"]

    /// Whether the story has every word a pattern needs: its companion, its theme's parts.
    func canFill(_ line: TemplateLine) -> Bool {
        if companion == nil && line.needsCompanion { return false }
        return line.slotNames.allSatisfy { slot in
            let base = ContentLinter.splitCase(slot, language: pack.language).0
            return !(Self.themeSlots.contains(base) || Self.sequelSlots.contains(base)) || slots[base] != nil
        }
    }

    /// Whether a companion or obstacle belongs in an event's world (`events = any` or a list).
    static func fits(_ block: ContentBlock, _ group: String) -> Bool {
        guard let events = block.events else { return true }
        return events.contains { $0 == "any" || $0 == group }
    }

    /// The words every pattern may use; patterns only name slots, so a value typed by a parent
    /// (even one with braces in it) is never read as a pattern itself.
    mutating func fillSlots() {
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
    mutating func fillThemeSlots() {
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

    /// What the continued story is remembered by: where it led (`back`: its plot's goal, its
    /// theme's place, home for a plot at home, or the place its summary names) and what it
    /// found (`found`: its plot's target, its theme's thing, or its summary's), with their case
    /// forms. A story known only by its text (a model's) names neither: nothing is recalled.
    mutating func fillSequelSlots() {
        guard let sequel else { return }
        let told = sequel.block("problem").flatMap { pack.block("problem", $0) }
        func copy(_ fields: [String: String], from name: String, to slot: String) {
            for (key, value) in fields where key == name || key.hasPrefix(name + ".") {
                slots[slot + key.dropFirst(name.count)] = value
            }
        }
        if told?.fields["goal"] != nil {
            copy(told?.fields ?? [:], from: "goal", to: "back")
        } else if let place = motif?.place {
            fill("back", place)
        } else if told != nil {
            copy(event.fields, from: "home", to: "back")
        } else if let place = sequel.recap?.place {
            slots["back"] = place
        }
        if told?.fields["target"] != nil {
            copy(told?.fields ?? [:], from: "target", to: "found")
        } else if let thing = motif?.thing {
            fill("found", thing)
        } else if told == nil, let found = sequel.recap?.found {
            slots["found"] = found
        }
        slots["back.a"] = nil
        slots["found.a"] = nil
    }

    /// A theme noun's slots: `place`, `place.a` and, in German, `place.acc`, `place.a.dat`, ...
    mutating func fill(_ slot: String, _ noun: ThemeElements.Noun) {
        slots[slot] = noun.definite
        slots[slot + ".a"] = noun.indefinite
        for (suffix, value) in noun.cases { slots[slot + "." + suffix] = value }
    }

    // MARK: - Drawing sentences

    /// Draws the next unused pattern of a list: shuffled once per story so sentences do not repeat
    /// until the list is used up, preferring simple patterns for young children and avoiding the
    /// opening word of the sentence just before.
    ///
    /// A story draws a few hundred times, fifty parents' stories at once on two cores, so a draw
    /// copies no patterns: the list is filtered only when a deck is dealt, and the deck is taken
    /// out of `decks` while a pattern is removed from it, so the removal happens in place.
    mutating func draw(_ key: String, _ all: [TemplateLine]) -> TemplateLine? {
        // A used-up deck stays in `decks` (empty): `anchored` reads its presence.
        let dealt = decks.removeValue(forKey: key)
        var deck: [TemplateLine]
        if let dealt, !dealt.isEmpty {
            guard all.contains(where: { canFill($0) }) else {
                decks[key] = dealt
                return nil
            }
            deck = dealt
        } else {
            let lines = all.filter { canFill($0) }
            guard !lines.isEmpty else {
                decks[key] = dealt
                return nil
            }
            deck = freshFirst(lines)
        }
        let choice = choose(from: deck)
        let line = deck.remove(at: choice)
        decks[key] = deck
        return line
    }

    /// The index of the deck's pattern to tell next (see `draw`).
    private mutating func choose(from deck: [TemplateLine]) -> Int {
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
        return choice
    }

    mutating func pool(_ name: String) -> TemplateLine? { draw("pool:" + name, pack.pool(name)) }

    /// Whether a line told in order (a plot's start and fix, an interlude) is left out because
    /// one of the hero's recent stories already told it: the plot comes back, its first line
    /// still says what happens, and the details that were heard before are not read again. A
    /// line naming the theme's thing always stays.
    func isRetold(_ line: TemplateLine, at position: Int) -> Bool {
        position > 0 && avoiding[line.key, default: 0] > 0 && !line.slotNames.contains("thing")
    }

    /// A line of the pool that names the given slot (`place`, `friend`, `thing`).
    mutating func pool(_ name: String, using slot: String) -> TemplateLine? {
        let lines = pack.pool(name).filter { line in
            line.slotNames.contains { ContentLinter.splitCase($0, language: pack.language).0.hasPrefix(slot) }
        }
        return draw("pool:\(name):\(slot)", lines)
    }

    mutating func list(_ block: ContentBlock, _ name: String) -> TemplateLine? {
        draw("\(block.kind):\(block.id):\(name)", block.lines(name))
    }

    /// One of the list's first `openers` patterns, which can start a passage on their own (the
    /// others follow on from something); later calls draw from the rest.
    mutating func anchored(_ block: ContentBlock, _ name: String, openers: Int = 1) -> TemplateLine? {
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

    mutating func sentence(_ line: TemplateLine?, rank: Int) -> StoryDraft.Sentence? {
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

    func image(_ kind: String, _ id: String, _ field: String = "image") -> String? {
        english.block(kind, id)?.fields[field] ?? pack.block(kind, id)?.fields[field]
    }
}
