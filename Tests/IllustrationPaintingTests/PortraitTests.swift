import Foundation
import Testing
@testable import IllustrationPainting

/// Avatars: colours follow the hero record, accessories follow the prompt.
struct PortraitTests {
    let generator = OfflineImageGenerator()

    func portrait(hair: String? = "brown", eyes: String? = "brown", skin: String? = "medium", appearance: String? = "short hair",
                  prompt: String? = nil, traits: [String] = ["Kind"], size: Int = 96) -> PortraitRequest {
        PortraitRequest(heroName: "Leo", traits: traits, appearance: appearance, hairColor: hair, eyeColor: eyes,
                        skinTone: skin, prompt: prompt, seed: 5, size: size)
    }

    @Test func defaultPortraitIsA256SquareValidPNG() async throws {
        let png = try await generator.avatar(for: PortraitRequest(heroName: "Leo"))
        let (report, _) = try PythonReference.inspectPNG(png)
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.width == 256 && report.height == 256)
        #expect(report.inflatedLength == 256 * (1 + 256 * 3))
    }

    @Test func pngPixelsAreExactlyTheRenderedPortrait() throws {
        let request = portrait(prompt: "crown and glasses", size: 64)
        let (report, decoded) = try PythonReference.inspectPNG(generator.avatarPNG(for: request), decodePixels: true)
        #expect(report.errors.isEmpty)
        #expect(decoded == generator.renderPortrait(request).rgbBytes())
    }

    @Test func sameRequestGivesTheSameBytes() {
        #expect(generator.avatarPNG(for: portrait()) == generator.avatarPNG(for: portrait()))
    }

    @Test func hairColourFollowsTheField() {
        let red = generator.renderPortrait(portrait(hair: "red"))
        let blue = generator.renderPortrait(portrait(hair: "blue"))
        let redHair = ImageMetrics.meanColorWhereDifferent(red, from: blue)
        let blueHair = ImageMetrics.meanColorWhereDifferent(blue, from: red)
        #expect(redHair.count > 300, "hair should cover a visible area")
        #expect(redHair.red > redHair.blue + 0.25)
        #expect(blueHair.blue > blueHair.red + 0.25)
    }

    @Test func blondeHairIsLighterThanBlackHair() {
        let blonde = generator.renderPortrait(portrait(hair: "blonde"))
        let black = generator.renderPortrait(portrait(hair: "black"))
        let blondeHair = ImageMetrics.meanColorWhereDifferent(blonde, from: black)
        let blackHair = ImageMetrics.meanColorWhereDifferent(black, from: blonde)
        #expect(blondeHair.red + blondeHair.green > 2 * (blackHair.red + blackHair.green))
    }

    @Test func eyeColourFollowsTheField() {
        let green = generator.renderPortrait(portrait(eyes: "green"))
        let blue = generator.renderPortrait(portrait(eyes: "blue"))
        let greenEyes = ImageMetrics.meanColorWhereDifferent(green, from: blue)
        #expect(greenEyes.count > 10)
        #expect(greenEyes.green > greenEyes.blue)
        let blueEyes = ImageMetrics.meanColorWhereDifferent(blue, from: green)
        #expect(blueEyes.blue > blueEyes.green)
    }

    @Test func skinToneFollowsTheField() {
        let fair = generator.renderPortrait(portrait(skin: "fair"))
        let dark = generator.renderPortrait(portrait(skin: "dark"))
        let fairSkin = ImageMetrics.meanColorWhereDifferent(fair, from: dark)
        let darkSkin = ImageMetrics.meanColorWhereDifferent(dark, from: fair)
        #expect(fairSkin.count > 600, "the face should be a large area")
        #expect(fairSkin.red + fairSkin.green + fairSkin.blue > darkSkin.red + darkSkin.green + darkSkin.blue + 0.6)
    }

    @Test func appearanceTextIsUsedWhenFieldsAreEmpty() {
        let fromText = generator.renderPortrait(portrait(hair: nil, eyes: nil, appearance: "short red hair and green eyes"))
        let fromFields = generator.renderPortrait(portrait(hair: "red", eyes: "green", appearance: "short hair"))
        #expect(ImageMetrics.differingFraction(fromText, fromFields, threshold: 0.01) == 0)
    }

    @Test func promptAccessoriesChangeThePortrait() {
        let plain = generator.renderPortrait(portrait())
        for prompt in ["a crown", "glasses", "a hat", "a cape", "a wizard hat", "headphones", "a bow"] {
            let dressed = generator.renderPortrait(portrait(prompt: prompt))
            #expect(ImageMetrics.differingFraction(plain, dressed) > 0.005, "\(prompt)")
        }
    }

    @Test func promptAndTraitsPickAccessories() {
        #expect(PortraitDescription(portrait(prompt: "with a golden crown")).headwear == .crown)
        #expect(PortraitDescription(portrait(prompt: "a hat", traits: ["Magical"])).headwear == .wizardHat)
        #expect(PortraitDescription(portrait(prompt: "a warm hat")).headwear == .beanie)
        #expect(PortraitDescription(portrait(prompt: "glasses")).hasGlasses)
        #expect(PortraitDescription(portrait(traits: ["Scientific"])).hasGlasses)
        #expect(PortraitDescription(portrait(prompt: "a red cape")).hasCape)
        #expect(!PortraitDescription(portrait()).hasCape)
    }

    @Test func oddSizesAreClamped() throws {
        let sizes = [0, 1, -3, 17]
        let reports = try PythonReference.inspectPNGs(sizes.map { generator.avatarPNG(for: portrait(size: $0)) })
        for (size, (report, _)) in zip(sizes, reports) {
            #expect(report.errors.isEmpty)
            #expect(report.width == OfflineImageGenerator.clampedSide(size))
            #expect(report.width == report.height)
        }
        #expect(OfflineImageGenerator.clampedSide(Int.max) == OfflineImageGenerator.maximumSide)
        #expect(OfflineImageGenerator.clampedSide(Int.min) == OfflineImageGenerator.minimumSide)
    }

    @Test func oddTextNeverCrashes() throws {
        let strange = ["", " ", "🦄", "#", "#12", "#GGGGGG", "dark", "light light light", "\u{202E}der", "cheveux roux"]
        let pngs = strange.map { text in
            generator.avatarPNG(for: PortraitRequest(heroName: text, traits: [text], appearance: text, hairColor: text,
                                                     eyeColor: text, skinTone: text, prompt: text, seed: .max, size: 24))
        }
        for (report, _) in try PythonReference.inspectPNGs(pngs) {
            #expect(report.errors.isEmpty)
            #expect(report.width == 24)
        }
    }
}
