import StoryWriting
import IllustrationPainting
import InfiniteStoriesModels

/// The `hero` object every stateless AI route takes (UPSTREAM.md §3.6): the seed model's hero,
/// sent whole by the caller because these routes store nothing and look nothing up.
struct ProxyHero: Sendable, Equatable {
    var name: String
    var primaryTrait: String
    var secondaryTrait: String
    /// Required by upstream but may be empty.
    var appearance: String
    var specialAbility: String
    var avatarPrompt: String?
    var avatarGenerationID: String?

    /// The hero under `key`, with upstream's zod limits; each bad field is reported as
    /// `hero.<field>` so a client sees every problem in one answer.
    static func read(_ key: String, from reader: inout FieldReader) -> ProxyHero? {
        guard var fields = AIProxyRoutes.nested(key, in: &reader) else { return nil }
        let name = fields.string("name", required: true, length: 1...200)
        let primary = fields.string("primaryTrait", required: true, length: 1...200)
        let secondary = fields.string("secondaryTrait", required: true, length: 1...200)
        let appearance = fields.string("appearance", required: true, length: 0...500)
        let ability = fields.string("specialAbility", required: true, length: 0...500)
        let avatarPrompt = fields.string("avatarPrompt", length: 0...500)
        let generationID = fields.string("avatarGenerationId", length: 0...200)
        AIProxyRoutes.merge(fields, as: key, into: &reader)
        guard let name, let primary, let secondary, let appearance, let ability else { return nil }
        return ProxyHero(name: name, primaryTrait: primary, secondaryTrait: secondary, appearance: appearance,
                         specialAbility: ability, avatarPrompt: avatarPrompt.flatMap { $0.isEmpty ? nil : $0 },
                         avatarGenerationID: generationID)
    }

    var traits: [String] { [primaryTrait, secondaryTrait] }

    /// What a story generator is told about the hero; upstream's hero has no age, so `age`
    /// comes from the request (a custom event's age range) or is the contract's default 7.
    func storyPrompt(event: String, customPrompt: String?, language: StoryLanguage, targetDuration: Int,
                     seed: UInt64, age: Int = 7) -> StoryPrompt {
        StoryPrompt(heroName: name, heroAge: age, traits: traits,
                    specialAbilities: specialAbility.isEmpty ? [] : [specialAbility],
                    appearance: appearance.isEmpty ? nil : appearance, event: event, customPrompt: customPrompt,
                    language: language, targetDuration: targetDuration, seed: seed)
    }

    func portrait(prompt: String, seed: UInt64, size: Int) -> PortraitRequest {
        PortraitRequest(heroName: name, traits: traits, appearance: appearance.isEmpty ? nil : appearance,
                        prompt: prompt, seed: seed, size: size)
    }

    func illustration(prompt: String, seed: UInt64) -> IllustrationRequest {
        IllustrationRequest(prompt: prompt, heroName: name, traits: traits, seed: seed,
                            appearance: appearance.isEmpty ? nil : appearance, avatarPrompt: avatarPrompt)
    }
}
