import Testing
@testable import IllustrationPainting

/// Colour words as parents type them.
struct ColorVocabularyTests {
    func color(_ text: String?, _ feature: ColorVocabulary.Feature) -> PaintColor? {
        ColorVocabulary.color(for: text, as: feature)
    }

    @Test func commonHairWordsAreKnown() throws {
        for word in ["brown", "blonde", "blond", "red", "black", "ginger", "auburn", "grey", "Dark Brown", "BLONDE"] {
            #expect(color(word, .hair) != nil, "\(word)")
        }
        let blonde = try #require(color("blonde", .hair))
        let black = try #require(color("black", .hair))
        #expect(blonde.luminance > black.luminance + 0.4)
        let red = try #require(color("red", .hair))
        #expect(red.red > red.green && red.red > red.blue)
    }

    @Test func darkAndLightModifyOtherWords() throws {
        let brown = try #require(color("brown", .hair))
        let darkBrown = try #require(color("dark brown", .hair))
        let lightBrown = try #require(color("light brown", .hair))
        #expect(darkBrown.luminance < brown.luminance)
        #expect(lightBrown.luminance > brown.luminance)
    }

    @Test func skinTonesAreOrderedFromFairToDark() throws {
        let fair = try #require(color("fair", .skin))
        let olive = try #require(color("olive", .skin))
        let dark = try #require(color("dark", .skin))
        #expect(fair.luminance > olive.luminance)
        #expect(olive.luminance > dark.luminance)
    }

    @Test func eyeColoursHaveTheirHue() throws {
        let green = try #require(color("green", .eyes))
        let blue = try #require(color("Blue", .eyes))
        #expect(green.green > green.red && green.green > green.blue)
        #expect(blue.blue > blue.red && blue.blue > blue.green)
    }

    @Test func hexCodesAreExact() throws {
        let value = try #require(color("#FF8000", .hair))
        #expect(value == PaintColor(red: 1, green: Float(0x80) / 255, blue: 0))
    }

    @Test(arguments: ["", "sparkly", "🦄", "#12", "#GGGGGG", "  "])
    func unknownWordsGiveNil(text: String) {
        #expect(color(text, .hair) == nil)
        #expect(color(nil, .eyes) == nil)
    }

    @Test func appearancePhrasesAreSplitByFeature() {
        let text = "curly red hair and green eyes, olive skin"
        #expect(PortraitDescription.phrase(describing: ["hair"], in: text) == "curly red")
        #expect(PortraitDescription.phrase(describing: ["eyes", "eye"], in: text) == "green")
        #expect(PortraitDescription.phrase(describing: ["skin"], in: text) == "olive")
        #expect(PortraitDescription.phrase(describing: ["hair"], in: "hair: blonde") == "blonde")
        #expect(PortraitDescription.phrase(describing: ["hair"], in: "tall") == nil)
    }
}
