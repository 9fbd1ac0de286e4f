import Foundation
import InfiniteStoriesModels
import StoryWriting

// How a PATCH's changes apply to a stored record: the same rules for every store, so SQLite
// and PostgreSQL can only differ in how they read and write the row, never in what it becomes.

extension HeroChanges {
    /// `hero` with the given fields replaced and `updatedAt` set to `now`.
    func applied(to hero: HeroRecord, now: Date) -> HeroRecord {
        var hero = hero
        if let name { hero.name = name }
        if let age { hero.age = age }
        if let traits { hero.traits = traits }
        if let specialAbilities { hero.specialAbilities = specialAbilities }
        if let appearance { hero.appearance = appearance }
        if let hairColor { hero.hairColor = hairColor }
        if let eyeColor { hero.eyeColor = eyeColor }
        if let skinTone { hero.skinTone = skinTone }
        if let height { hero.height = height }
        if let avatarPrompt { hero.avatarPrompt = avatarPrompt }
        hero.updatedAt = now
        return hero
    }
}

extension StoryChanges {
    /// `story` with the given fields replaced and `updatedAt` set to `now`; new words drop the
    /// narration, which no longer matches them, and make the summary again from them.
    func applied(to story: StoryRecord, now: Date) -> StoryRecord {
        var story = story
        if let title { story.title = title }
        if let isFavorite { story.isFavorite = isFavorite }
        if let language { story.language = language }
        if let content, content != story.content {
            story.content = content
            story.summary = StoryRecap.edited(StoryRecap(json: story.summary), content: content).json
            story.audioStatus = "pending"
            story.audioPath = nil
            story.audioDuration = nil
            story.audioError = nil
        }
        story.updatedAt = now
        return story
    }
}

extension CustomEventChanges {
    /// `event` with the given fields replaced and `updatedAt` set to `now`.
    func applied(to event: CustomEventRecord, now: Date) -> CustomEventRecord {
        var event = event
        if let title { event.title = title }
        if let description { event.description = description }
        if let promptSeed { event.promptSeed = promptSeed }
        if let category { event.category = category }
        if let ageRange { event.ageRange = ageRange }
        if let tone { event.tone = tone }
        if let keywords { event.keywords = keywords }
        if let isFavorite { event.isFavorite = isFavorite }
        event.updatedAt = now
        return event
    }
}

extension ProfileChanges {
    /// `profile`'s preferences with the given ones replaced (the name lives on the user row).
    func appliedPreferences(to profile: ProfileRecord) -> ProfileRecord {
        var profile = profile
        if let preferredLanguage { profile.preferredLanguage = preferredLanguage }
        if let defaultVoice { profile.defaultVoice = defaultVoice }
        if let defaultStoryLength { profile.defaultStoryLength = defaultStoryLength }
        if let timeZone { profile.timeZone = timeZone }
        return profile
    }
}

extension DeviceAuthorizationKey {
    /// The column a key is looked up by, and its value.
    var lookup: (column: String, value: String) {
        switch self {
        case .deviceCode(let hash): ("deviceCodeHash", hash)
        case .userCode(let hash): ("userCodeHash", hash)
        case .state(let hash): ("stateHash", hash)
        }
    }
}
