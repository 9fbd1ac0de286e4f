import Foundation
import Testing
@testable import IllustrationPainting

/// What the offline scenes look like, measured on their pixels.
struct IllustrationTests {
    let generator = OfflineImageGenerator()

    /// Smaller than the default size to keep the suite fast; the layout is proportional.
    func request(_ prompt: String, event: String? = nil, traits: [String] = ["Brave"], seed: UInt64 = 1,
                 width: Int = 160, height: Int = 120) -> IllustrationRequest {
        IllustrationRequest(prompt: prompt, heroName: "Mia", traits: traits, event: event, seed: seed,
                            width: width, height: height)
    }

    @Test func defaultRequestIsA512By384ValidPNG() async throws {
        let png = try await generator.illustration(for: IllustrationRequest(prompt: "Mia flies over a moonlit forest",
                                                                           heroName: "Mia"))
        let (report, _) = try PythonReference.inspectPNG(png)
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.width == 512 && report.height == 384)
        #expect(report.colorType == 2)
        #expect(report.inflatedLength == 384 * (1 + 512 * 3))
    }

    @Test func pngPixelsAreExactlyTheRenderedScene() throws {
        let scene = request("A happy birthday party on the beach with balloons", width: 96, height: 72)
        let png = generator.illustrationPNG(for: scene)
        let (report, decoded) = try PythonReference.inspectPNG(png, decodePixels: true)
        #expect(report.errors.isEmpty)
        #expect(decoded == generator.renderIllustration(scene).rgbBytes())
    }

    @Test func sameRequestGivesTheSameBytes() async throws {
        let scene = request("Mia flies over a moonlit forest with a friendly owl, calm, night", seed: 99)
        let first = try await generator.illustration(for: scene)
        let second = try await OfflineImageGenerator().illustration(for: scene)
        #expect(first == second)
    }

    @Test func differentSeedsVaryTheDetailsButKeepTheTheme() {
        let a = generator.renderIllustration(request("A starry night over the hills", seed: 1))
        let b = generator.renderIllustration(request("A starry night over the hills", seed: 2))
        #expect(ImageMetrics.differingFraction(a, b) > 0.02)
        // Same theme: both stay night pictures.
        #expect(abs(ImageMetrics.meanLuminance(a) - ImageMetrics.meanLuminance(b)) < 0.1)
    }

    @Test(arguments: [
        ("Mia flies over a moonlit forest with a friendly owl, calm, night", "Mia builds a sandcastle on a sunny beach"),
        ("A snowy winter day with a snowman", "A busy town street on a sunny afternoon"),
        ("The princess visits the castle", "A rocket trip to space among the planets"),
        ("A rainy day in the meadow", "A sunny day in the meadow"),
    ])
    func differentPromptsGiveClearlyDifferentPictures(first: String, second: String) {
        let a = generator.renderIllustration(request(first))
        let b = generator.renderIllustration(request(second))
        #expect(ImageMetrics.differingFraction(a, b) > 0.25)
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func nightIsDarkerThanDay(seed: UInt64) {
        let night = generator.renderIllustration(request("Mia walks in the forest at night under the moon", seed: seed))
        let day = generator.renderIllustration(request("Mia walks in the forest on a sunny day", seed: seed))
        let nightLuminance = ImageMetrics.meanLuminance(night)
        let dayLuminance = ImageMetrics.meanLuminance(day)
        #expect(nightLuminance + 0.2 < dayLuminance, "night \(nightLuminance), day \(dayLuminance)")
    }

    @Test func calmScenesAreBluerThanHappyOnes() {
        // Same sky and place, only the mood words differ.
        let calm = ImageMetrics.meanColor(generator.renderIllustration(request("A calm, quiet meadow in the afternoon")))
        let happy = ImageMetrics.meanColor(generator.renderIllustration(request("A happy, joyful meadow in the afternoon")))
        #expect(calm.blue - calm.red > happy.blue - happy.red + 0.05)
    }

    @Test func heroTraitsChangeTheHero() {
        let brave = generator.renderIllustration(request("A walk in the park", traits: ["Brave"]))
        let kind = generator.renderIllustration(request("A walk in the park", traits: ["Kind"]))
        let changed = ImageMetrics.meanColorWhereDifferent(brave, from: kind)
        #expect(changed.count > 200)
        // Brave wears red: where the pictures differ, the brave one is reddish.
        #expect(changed.red > changed.blue + 0.1)
    }

    @Test func magicalScenesSparkle() {
        let plain = generator.renderIllustration(request("A walk at night", traits: ["Kind"]))
        let magical = generator.renderIllustration(request("A walk at night", traits: ["Kind", "Magical"]))
        // Sparkles, a wand and its glow add light to the same night.
        #expect(ImageMetrics.meanLuminance(magical) > ImageMetrics.meanLuminance(plain))
        #expect(ImageMetrics.differingFraction(plain, magical) > 0.004)
    }

    @Test func oddSizesAreClamped() async throws {
        let sizes = [(0, 0), (1, 1), (-20, 7), (Int.min, 3), (Int.max, 1)]
        var pngs: [Data] = []
        for (width, height) in sizes {
            pngs.append(try await generator.illustration(for: request("Night", width: width, height: height)))
        }
        for ((width, height), (report, _)) in zip(sizes, try PythonReference.inspectPNGs(pngs)) {
            #expect(report.errors.isEmpty)
            #expect(report.width == OfflineImageGenerator.clampedSide(width))
            #expect(report.height == OfflineImageGenerator.clampedSide(height))
            #expect(report.width >= OfflineImageGenerator.minimumSide && report.width <= OfflineImageGenerator.maximumSide)
        }
    }

    @Test func oddPromptsStillGiveAPicture() async throws {
        let prompts = ["", "   ", "🦄🌙✨", "\u{0}\u{FFFF}\u{202E}rtl", String(repeating: "forest night ", count: 2_000)]
        var pngs: [Data] = []
        for prompt in prompts {
            let scene = IllustrationRequest(prompt: prompt, heroName: "🐉 Zoë 👩‍👩‍👧", traits: ["", "💜", "Brave"],
                                            event: prompt, seed: UInt64.max, width: 64, height: 48,
                                            hairColor: "#GG", skinTone: "🟫")
            pngs.append(try await generator.illustration(for: scene))
        }
        for (report, _) in try PythonReference.inspectPNGs(pngs) {
            #expect(report.errors.isEmpty)
            #expect(report.width == 64 && report.height == 48)
        }
    }

    @Test func worksThroughTheProtocol() async throws {
        let any: any ImageGenerator = OfflineImageGenerator()
        let png = try await any.illustration(for: request("A day at the sea", width: 32, height: 24))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    }

    @Test func cancelledTaskThrows() async {
        let task = Task { () async throws -> Data in
            withUnsafeCurrentTask { $0?.cancel() }
            return try await OfflineImageGenerator().illustration(for: request("Night"))
        }
        await #expect(throws: CancellationError.self) { try await task.value }
    }
}
