import Foundation
import StoryWriting
import IllustrationPainting
import InfiniteStoriesModels
import OpenAICompatibleProviders
import SpeechSynthesis
import Logging

/// `--fallback offline`: work a real provider could not do is finished by the offline one.
///
/// A night's story should not fail because the AI service is down; the offline providers do a
/// real job with no network. Each fallback is logged at `notice` with the provider's reason (its
/// user message, never a raw body or key). Story text falls back only when the provider failed
/// before any text was streamed: text already on the user's screen cannot be swapped for
/// another story mid-way, so that failure is reported instead.
public enum OfflineFallback {
    static let logger = Logger(label: "infinite-stories.providers")

    /// `providers` with each real provider wrapped to fall back to its offline counterpart.
    public static func wrapping(_ providers: Providers, offline: Providers = Providers()) -> Providers {
        var wrapped = providers
        wrapped.story = FallbackStoryGenerator(primary: providers.story, fallback: offline.story)
        wrapped.speech = FallbackSpeechSynthesizer(primary: providers.speech, fallback: offline.speech)
        wrapped.images = FallbackImageGenerator(primary: providers.images, fallback: offline.images)
        wrapped.assistant = FallbackStoryAssistant(primary: providers.assistant, fallback: offline.assistant)
        return wrapped
    }

    static func note(_ work: String, _ failure: ProviderFailure) {
        // Marked on the job's usage record, so `/api/v1/user/usage` shows what was done offline.
        ProviderUsage.current?.noteFallback()
        logger.notice("provider failed; finished offline", metadata: ["work": "\(work)", "reason": "\(failure.userMessage)"])
    }
}
