import Foundation
import IllustrationPainting
@testable import TerminalPictures
import TerminalUI
import Testing

/// Real pictures from the offline painter, decoded by libpng and drawn by libchafa with fixed
/// settings; golden files hold the cells a person would see.
@Suite("Picture rendering")
struct PictureRendererTests {
    static let illustration: Data = OfflineImageGenerator().illustrationPNG(for: IllustrationRequest(
        prompt: "Mia and a friendly owl fly to the moon over a sleeping town", heroName: "Mia",
        traits: ["Brave", "Curious"], event: "Bedtime Adventure", seed: 42))
    static let avatar: Data = OfflineImageGenerator().avatarPNG(for: PortraitRequest(
        heroName: "Mia", traits: ["Brave", "Kind"], appearance: "curly red hair, green eyes", seed: 7))

    @Test func decodesThePaintersPNGs() throws {
        let picture = try DecodedImage.png(Self.illustration)
        #expect(picture.width == IllustrationRequest.defaultWidth && picture.height == IllustrationRequest.defaultHeight)
        #expect(picture.rgba.count == picture.width * picture.height * 4)
        #expect(Set(stride(from: 0, to: picture.rgba.count, by: 4 * 97).map { picture.rgba[$0] }).count > 8, "a picture, not a flat fill")
        let avatar = try DecodedImage.png(Self.avatar)
        #expect(avatar.width == PortraitRequest.defaultSize && avatar.height == PortraitRequest.defaultSize)
    }

    @Test(arguments: [
        Data(), Data("not a picture".utf8), Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
        Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10]),
    ])
    func anythingElseIsRefusedWithAReason(bytes: Data) {
        #expect(throws: PictureError.self) { try DecodedImage.png(bytes) }
    }

    @Test func aTruncatedPNGIsRefusedNotCrashed() {
        let half = Self.illustration.prefix(Self.illustration.count / 2)
        #expect(throws: PictureError.self) { try DecodedImage.png(Data(half)) }
    }

    @Test func picturesKeepTheirProportionsInTallCells() {
        #expect(PictureRenderer.fittedSize(width: 1024, height: 1024, columns: 60, rows: 30) == (60, 30))
        #expect(PictureRenderer.fittedSize(width: 1024, height: 1024, columns: 100, rows: 30) == (60, 30))
        #expect(PictureRenderer.fittedSize(width: 512, height: 384, columns: 60, rows: 30) == (60, 23))
        #expect(PictureRenderer.fittedSize(width: 512, height: 384, columns: 1, rows: 1) == (1, 1))
        #expect(PictureRenderer.fittedSize(width: 512, height: 384, columns: 0, rows: 10) == (0, 0))
    }

    @Test(arguments: [(24, 9), (60, 30)], ColorTier.allCases)
    func illustrationGolden(size: (Int, Int), tier: ColorTier) throws {
        let cells = try PictureRenderer.render(try DecodedImage.png(Self.illustration), columns: size.0, rows: size.1, tier: tier)
        try PictureGolden.check(cells, name: "illustration-\(size.0)x\(size.1)-\(tier.rawValue)", tier: tier)
        switch tier {
        case .monochrome:
            #expect(cells.cells.allSatisfy { $0.foreground == .default && $0.background == .default })
            #expect(Set(cells.cells.map(\.character)).count > 3, "shapes carry the picture without colour")
        case .ansi16:
            #expect(cells.cells.allSatisfy { if case .ansi = $0.foreground { true } else { $0.foreground == .default } })
        case .ansi256:
            // The 240 fixed colours only: the 16 lowest entries are the user's theme.
            #expect(cells.cells.allSatisfy { cell in
                [cell.foreground, cell.background].allSatisfy { if case .indexed(let index) = $0 { index >= 16 } else { $0 == .default } }
            })
        }
    }

    @Test func avatarGoldenInASCII() throws {
        let cells = try PictureRenderer.render(try DecodedImage.png(Self.avatar), columns: 30, rows: 15, tier: .ansi256, asciiOnly: true)
        #expect(cells.cells.allSatisfy { $0.character.isASCII })
        try PictureGolden.check(cells, name: "avatar-30x15-ansi256-ascii", tier: .ansi256)
    }

    @Test func renderingIsRepeatable() throws {
        let image = try DecodedImage.png(Self.illustration)
        let first = try PictureRenderer.render(image, columns: 40, rows: 20, tier: .ansi256)
        let second = try PictureRenderer.render(image, columns: 40, rows: 20, tier: .ansi256)
        #expect(first == second)
    }
}

/// Golden files of rendered pictures under `__Snapshots__` (`RECORD_SNAPSHOTS=1` writes them;
/// a missing one fails): the symbols, then each cell's foreground and background colour.
enum PictureGolden {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")

    static func describe(_ cells: PictureCells, tier: ColorTier) -> String {
        var text = "size \(cells.columns)x\(cells.rows), tier \(tier.rawValue)\n--- symbols\n"
        for row in 0..<cells.rows {
            text += "|" + String((0..<cells.columns).map { cells[$0, row].character }) + "|\n"
        }
        text += "--- colours (foreground/background per cell: d default, aN ANSI colour N, N palette entry N)\n"
        for row in 0..<cells.rows {
            text += (0..<cells.columns).map { "\(token(cells[$0, row].foreground))/\(token(cells[$0, row].background))" }
                .joined(separator: " ") + "\n"
        }
        return text
    }

    static func token(_ color: TerminalColor) -> String {
        switch color {
        case .default: "d"
        case .ansi(let ansi): "a\(ansi.rawValue)"
        case .indexed(let index): "\(index)"
        }
    }

    static func check(_ cells: PictureCells, name: String, tier: ColorTier) throws {
        let file = folder.appendingPathComponent(name + ".txt")
        let actual = describe(cells, tier: tier)
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try actual.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(actual == expected, "picture \(name) differs from its golden file (RECORD_SNAPSHOTS=1 re-records)")
    }
}
