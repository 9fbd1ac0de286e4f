/// What an illustration shows, decided from the words of the prompt, the story event and the
/// hero's traits before a single pixel is drawn.
///
/// Keeping the decision separate from the painting lets tests ask "is this a night scene?"
/// without looking at pixels, and keeps `ScenePainter` free of vocabulary.
struct SceneDescription: Sendable, Equatable {
    enum Sky: Sendable, CaseIterable {
        case night, dusk, dawn, day, overcast
    }

    enum Landscape: Sendable, CaseIterable {
        case hills, mountains, forest, sea, town, castle, snow, space
    }

    /// The colour mood of the whole picture.
    enum Tone: Sendable {
        /// Deep blues and purples, for calm and sleepy stories.
        case calm
        /// Sunny oranges and pinks, for happy ones.
        case warm
        case neutral
    }

    enum Companion: Sendable {
        case owl, cat, dog, bunny, bear, fox, dragon
    }

    var sky: Sky
    var landscape: Landscape
    var tone: Tone
    var isRaining: Bool
    var isSnowing: Bool
    var hasRainbow: Bool
    var hasBalloons: Bool
    var hasBunting: Bool
    var hasSparkles: Bool
    var hasFlowers: Bool
    var hasButterflies: Bool
    var hasBirds: Bool
    var hasBoat: Bool
    var hasSchool: Bool
    var heroFlies: Bool
    var companion: Companion?
    var hero: HeroLook

    // MARK: - Vocabulary

    private static let skyWords: [Sky: [String]] = [
        .night: ["night", "moon", "moonlit", "moonlight", "moonbeam", "star", "starry", "starlight", "starlit",
                 "bedtime", "midnight", "sleep", "sleepy", "asleep", "dream", "dreaming", "dark", "nocturnal",
                 "firefly", "lantern", "goodnight", "lullaby", "nighttime", "tonight", "owl"],
        .dusk: ["sunset", "dusk", "evening", "twilight", "sundown"],
        .dawn: ["morning", "sunrise", "dawn", "breakfast", "daybreak"],
        .day: ["day", "sun", "sunny", "noon", "afternoon", "daylight", "bright", "picnic", "sunshine", "daytime"],
    ]

    private static let landscapeWords: [Landscape: [String]] = [
        .hills: ["meadow", "field", "hill", "park", "garden", "farm", "countryside", "grass", "flower", "weekend",
                 "playground", "picnic"],
        .mountains: ["mountain", "peak", "cliff", "valley", "climb", "climbing", "volcano", "canyon", "hike",
                     "hiking"],
        .forest: ["forest", "wood", "woods", "woodland", "tree", "jungle", "grove", "treehouse", "mushroom",
                  "explorer", "explore", "exploring", "camping", "camp", "trail", "fox", "deer"],
        .sea: ["sea", "ocean", "beach", "seaside", "shore", "island", "wave", "boat", "ship", "sail", "sailing",
               "pirate", "mermaid", "harbor", "harbour", "lake", "river", "coast", "seashell", "holiday",
               "vacation", "surf", "swim", "swimming", "dolphin", "whale", "sandcastle", "lighthouse"],
        .town: ["town", "city", "village", "street", "house", "home", "school", "classroom", "library", "shop",
                "market", "neighbor", "neighbour", "family", "helping", "learning", "museum", "bakery",
                "teacher", "lesson", "class"],
        .castle: ["castle", "kingdom", "palace", "tower", "princess", "prince", "king", "queen", "knight", "royal",
                  "throne", "fortress", "dragon"],
        .snow: ["snow", "snowy", "snowman", "snowflake", "winter", "frost", "frosty", "ice", "icy", "frozen",
                "sled", "sledge", "christmas", "ski", "skiing", "igloo", "penguin"],
        .space: ["space", "rocket", "planet", "galaxy", "astronaut", "spaceship", "comet", "alien", "orbit",
                 "asteroid", "universe", "cosmos"],
    ]

    private static let calmWords = [
        "calm", "sleepy", "sleep", "quiet", "gentle", "peaceful", "soft", "dream", "dreamy", "bedtime", "cozy",
        "cosy", "lullaby", "hush", "relax", "relaxing", "slow", "whisper", "tranquil", "serene", "goodnight",
        "snuggle", "tired", "yawn", "still",
    ]
    private static let warmWords = [
        "happy", "joy", "joyful", "fun", "funny", "laugh", "laughing", "party", "birthday", "celebrate",
        "celebration", "cheerful", "playful", "excited", "exciting", "friend", "family", "love", "warm", "smile",
        "giggle", "hooray", "festival", "picnic", "play", "playing", "sunny",
    ]
    private static let magicWords = [
        "magic", "magical", "sparkle", "sparkly", "sparkling", "wizard", "witch", "fairy", "enchanted", "spell",
        "glitter", "unicorn", "wand", "wish", "glow", "glowing", "twinkle", "fairytale", "potion", "dream",
    ]
    private static let flyWords = [
        "fly", "flies", "flying", "flew", "soar", "soaring", "float", "floating", "glide", "gliding", "wing",
        "airborne", "broomstick", "hover", "hovering",
    ]
    private static let companionWords: [(Companion, [String])] = [
        (.owl, ["owl"]), (.dragon, ["dragon"]), (.cat, ["cat", "kitten", "kitty"]),
        (.dog, ["dog", "puppy", "pup", "doggy"]), (.bunny, ["bunny", "rabbit", "hare"]),
        (.bear, ["bear", "teddy"]), (.fox, ["fox"]),
    ]

    // MARK: - Deciding

    /// Reads the request. Prompt words weigh three times as much as the event's words, so an
    /// explicit "sunny beach" prompt beats a "Bedtime Adventure" event.
    init(prompt: String, event: String?, heroName: String, traits: [String], hairColor: String? = nil,
         skinTone: String? = nil) {
        let promptWords = PromptWords(prompt)
        let eventWords = PromptWords(event)
        let traitWords = PromptWords(traits.map { Optional($0) })
        let all = PromptWords([prompt, event])
        func score(_ keywords: [String]) -> Int {
            promptWords.count(of: keywords) * 3 + eventWords.count(of: keywords) + traitWords.count(of: keywords)
        }

        // Landscape: the best-scoring theme, ties going to the earlier (more specific) one.
        let order: [Landscape] = [.space, .castle, .snow, .sea, .forest, .mountains, .town, .hills]
        var bestLandscape = Landscape.hills
        var bestScore = 0
        for candidate in order {
            var value = score(Self.landscapeWords[candidate] ?? [])
            if candidate == .forest, TraitPalette.traits(traits, include: ["nature-loving"]) { value += 1 }
            if value > bestScore {
                bestScore = value
                bestLandscape = candidate
            }
        }
        landscape = bestLandscape

        var bestSky = Sky.day
        var bestSkyScore = 0
        for candidate in [Sky.night, .dusk, .dawn, .day] {
            let value = score(Self.skyWords[candidate] ?? [])
            if value > bestSkyScore {
                bestSkyScore = value
                bestSky = candidate
            }
        }
        if landscape == .space { bestSky = .night }
        isRaining = all.containsAny(["rain", "rainy", "raining", "storm", "stormy", "thunder", "drizzle", "puddle",
                                     "umbrella", "raindrop", "rainfall"]) && landscape != .space
        if isRaining, bestSky == .day || bestSky == .dawn { bestSky = .overcast }
        sky = bestSky

        let calm = score(Self.calmWords) + (TraitPalette.traits(traits, include: ["gentle"]) ? 1 : 0)
        let warm = score(Self.warmWords) + (TraitPalette.traits(traits, include: ["funny"]) ? 1 : 0)
        if calm == 0, warm == 0 {
            tone = .neutral
        } else if calm == warm {
            tone = sky == .night ? .calm : .warm
        } else {
            tone = calm > warm ? .calm : .warm
        }

        hasSparkles = all.containsAny(Self.magicWords) || TraitPalette.traits(traits, include: ["magical"])
        isSnowing = landscape == .snow && !isRaining
        hasRainbow = all.contains("rainbow") || (isRaining && hasSparkles && sky != .night)
        hasBalloons = all.containsAny(["birthday", "balloon", "party", "celebration", "celebrate", "carnival"])
        hasBunting = all.containsAny(["holiday", "party", "festival", "vacation", "fair", "carnival", "parade",
                                      "birthday", "celebration"])
        hasFlowers = all.containsAny(["flower", "garden", "meadow", "spring", "blossom", "rose", "daisy", "tulip",
                                      "bloom", "bee", "butterfly"])
            || TraitPalette.traits(traits, include: ["nature-loving"])
        hasButterflies = all.containsAny(["butterfly", "garden", "spring", "caterpillar", "meadow"])
            && sky != .night
        hasBirds = all.containsAny(["bird", "seagull", "gull", "dove", "parrot", "robin", "sparrow", "flock"])
            && sky != .night
        hasBoat = landscape == .sea && all.containsAny(["boat", "ship", "sail", "sailing", "pirate", "canoe", "raft",
                                                        "ferry", "sailboat"])
        hasSchool = landscape == .town && all.containsAny(["school", "classroom", "teacher", "lesson", "learning",
                                                           "learn", "class"])
        heroFlies = all.containsAny(Self.flyWords) && !hasBoat
        companion = Self.companionWords.first { all.containsAny($0.1) }?.0
        hero = HeroLook(name: heroName, traits: traits, hairColor: hairColor, skinTone: skinTone, words: all)
    }
}
