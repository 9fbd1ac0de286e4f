import Foundation
import IllustrationPainting
import TerminalPictures
import TerminalUI

/// What a reader waits for before a picture shows: a 1024x1024 PNG decoded (libpng) and drawn
/// into 60x30 cells (libchafa) for 256 colours. Wall time, because chafa spreads the work over
/// threads and the person waits for all of them; each run draws a different picture.
enum PictureBenchmark {
    static func run(runs: Int) throws -> Sample {
        let painter = OfflineImageGenerator()
        let pictures = (0..<max(runs, 1)).map { run in
            painter.illustrationPNG(for: IllustrationRequest(
                prompt: "a friendly owl flies over the moon", heroName: "Mia", traits: ["Brave"],
                seed: UInt64(run), width: 1024, height: 1024))
        }
        // First use loads libpng and libchafa: paid once, not per picture.
        _ = try PictureRenderer.render(try DecodedImage.png(pictures[0]), columns: 60, rows: 30, tier: .ansi256)
        var checksum = 0
        var times: [Double] = []
        for picture in pictures {
            let start = ContinuousClock.now
            let cells = try PictureRenderer.render(try DecodedImage.png(picture), columns: 60, rows: 30, tier: .ansi256)
            let elapsed = ContinuousClock.now - start
            times.append(Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9)
            checksum &+= cells.cells.count
        }
        return Sample(name: "picture.1024.60x30", nanoseconds: times, checksum: checksum,
                      notes: ["bytes": String(pictures[0].count)])
    }
}
