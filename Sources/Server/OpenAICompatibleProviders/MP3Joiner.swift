import Foundation
import SharedUtilities

/// Joins MP3 files into one stream of MPEG audio frames.
///
/// A speech endpoint narrates long texts in parts, each a complete file: ID3 tags at the start
/// and end, and often a Xing/Info frame whose frame count describes that part only. Left in the
/// middle of a joined file, a tag is noise to a player and a Xing frame makes duration parsers
/// (ours included) report the first part's length. So only the audio frames of each part are
/// kept, in order, and the joined file's duration is what its frames play.
enum MP3Joiner {
    /// The parts as one MP3, or nil when a part holds no MPEG audio frame.
    static func join(_ parts: [Data]) -> Data? {
        if parts.count == 1 { return MP3FrameScanner.audioFrames(in: [UInt8](parts[0])) == nil ? nil : parts[0] }
        var joined = Data()
        for part in parts {
            guard let frames = MP3FrameScanner.audioFrames(in: [UInt8](part)) else { return nil }
            joined.append(contentsOf: frames)
        }
        return joined.isEmpty ? nil : joined
    }
}
