import Testing
@testable import IllustrationPainting

/// How prompt, event and trait words turn into a scene.
struct SceneDescriptionTests {
    func scene(_ prompt: String, event: String? = nil, traits: [String] = []) -> SceneDescription {
        SceneDescription(prompt: prompt, event: event, heroName: "Mia", traits: traits)
    }

    @Test func theBriefsExamplePrompt() {
        let description = scene("Mia flies over a moonlit forest with a friendly owl, calm, night")
        #expect(description.sky == .night)
        #expect(description.landscape == .forest)
        #expect(description.tone == .calm)
        #expect(description.companion == .owl)
        #expect(description.heroFlies)
    }

    @Test(arguments: [
        ("sunset over the hills", SceneDescription.Sky.dusk),
        ("an early morning walk", .dawn),
        ("a bright sunny afternoon", .day),
        ("stars twinkle above", .night),
        ("rain on a grey day", .overcast),
        ("nothing in particular", .day),
    ])
    func skyFollowsTimeWords(prompt: String, sky: SceneDescription.Sky) {
        #expect(scene(prompt).sky == sky)
    }

    @Test(arguments: [
        ("playing on the beach", SceneDescription.Landscape.sea),
        ("first day at school", .town),
        ("the king's castle", .castle),
        ("sledding in the snow", .snow),
        ("deep in the woods", .forest),
        ("climbing a mountain", .mountains),
        ("a rocket to the planets", .space),
        ("a picnic", .hills),
    ])
    func landscapeFollowsPlaceWords(prompt: String, landscape: SceneDescription.Landscape) {
        #expect(scene(prompt).landscape == landscape)
    }

    @Test func builtInEventsChooseTheirProps() {
        #expect(scene("", event: "Birthday Celebration").hasBalloons)
        #expect(scene("", event: "Bedtime Adventure").sky == .night)
        #expect(scene("", event: "School Day Fun").hasSchool)
        #expect(scene("", event: "Holiday Adventure").landscape == .sea)
        let rainy = scene("", event: "Rainy Day Magic")
        #expect(rainy.isRaining && rainy.sky == .overcast && rainy.hasSparkles && rainy.hasRainbow)
    }

    @Test func thePromptOutweighsTheEvent() {
        let description = scene("a sunny beach", event: "Bedtime Adventure")
        #expect(description.sky == .day)
        #expect(description.landscape == .sea)
    }

    @Test func traitsDressTheHero() {
        #expect(scene("a walk", traits: ["Brave"]).hero.cape != nil)
        #expect(scene("a walk", traits: ["Kind"]).hero.cape == nil)
        let magical = scene("a walk", traits: ["magical"])
        #expect(magical.hero.hasWand && magical.hasSparkles)
        #expect(scene("a walk", traits: ["Smart"]).hero.hasGlasses)
        #expect(scene("the princess and her crown").hero.hasCrown)
    }

    @Test func singularAndPluralWordsBothCount() {
        #expect(PromptWords("Two owls and three butterflies!").containsAny(["owl"]))
        #expect(PromptWords("Two owls and three butterflies!").contains("butterfly"))
        #expect(PromptWords("🦉night-time…STARS").contains("star"))
        #expect(PromptWords("").isEmpty)
    }
}
