import Foundation

/// An encoded narration, ready to store and to serve as-is.
public struct SynthesizedSpeech: Sendable {
    /// The encoded audio file.
    public var data: Data
    /// The MIME type to serve `data` with; `"audio/mpeg"` for every provider so far.
    public var contentType: String
    /// Length in seconds, measured from the encoded audio itself (not guessed from the text),
    /// because clients show it before they download the file.
    public var duration: Double

    public init(data: Data, contentType: String = "audio/mpeg", duration: Double) {
        self.data = data
        self.contentType = contentType
        self.duration = duration
    }
}
