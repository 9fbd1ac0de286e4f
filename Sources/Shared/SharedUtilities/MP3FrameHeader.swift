/// The four-byte header that starts every MPEG audio frame (ISO/IEC 11172-3 and 13818-3).
///
/// Parsed by hand because Foundation on Linux has no audio framework, and a frame header is all it
/// takes to know how long a frame plays and where the next one starts. One parser for the speech
/// module's duration and the OpenAI module's joining of narrated parts, so both agree on what a
/// frame is (reserved version, layer, sample rate and emphasis values are never one).
public struct MP3FrameHeader: Equatable, Sendable {
    public enum Version: Equatable, Sendable {
        case mpeg1, mpeg2, mpeg25
    }

    public let version: Version
    /// 1, 2 or 3.
    public let layer: Int
    /// In bits per second.
    public let bitrate: Int
    /// In hertz.
    public let sampleRate: Int
    public let hasPadding: Bool
    public let isMono: Bool

    /// Reads the header at `offset`, or nil when those bytes are not a valid, decodable header
    /// (no sync, a reserved version, layer, sample rate or emphasis, a free or bad bitrate index).
    public init?(_ bytes: [UInt8], at offset: Int) {
        guard offset >= 0, offset <= bytes.count - 4 else { return nil }
        let b1 = bytes[offset + 1], b2 = bytes[offset + 2], b3 = bytes[offset + 3]
        guard bytes[offset] == 0xFF, b1 & 0xE0 == 0xE0 else { return nil }

        switch (b1 >> 3) & 0x03 {
        case 0: version = .mpeg25
        case 2: version = .mpeg2
        case 3: version = .mpeg1
        default: return nil
        }
        switch (b1 >> 1) & 0x03 {
        case 1: layer = 3
        case 2: layer = 2
        case 3: layer = 1
        default: return nil
        }
        let bitrateIndex = Int(b2 >> 4)
        let sampleRateIndex = Int((b2 >> 2) & 0x03)
        // Index 0 is "free format" (length unknowable from the header), 15 is forbidden;
        // emphasis 2 is reserved and only ever seen in random bytes.
        guard (1...14).contains(bitrateIndex), sampleRateIndex < 3, b3 & 0x03 != 2 else { return nil }

        bitrate = Self.kilobitsPerSecond(version: version, layer: layer)[bitrateIndex] * 1000
        sampleRate = Self.baseSampleRates[sampleRateIndex] / (version == .mpeg1 ? 1 : version == .mpeg2 ? 2 : 4)
        hasPadding = (b2 >> 1) & 0x01 == 1
        isMono = b3 >> 6 == 3
    }

    /// Bytes from this header to the next one.
    public var frameLength: Int {
        let padding = hasPadding ? 1 : 0
        switch layer {
        case 1: return (12 * bitrate / sampleRate + padding) * 4
        case 2: return 144 * bitrate / sampleRate + padding
        default: return (version == .mpeg1 ? 144 : 72) * bitrate / sampleRate + padding
        }
    }

    /// PCM samples per channel that the frame decodes to.
    public var samplesPerFrame: Int {
        switch layer {
        case 1: 384
        case 2: 1152
        default: version == .mpeg1 ? 1152 : 576
        }
    }

    /// How long the frame plays, in seconds.
    public var duration: Double {
        Double(samplesPerFrame) / Double(sampleRate)
    }

    /// Bytes of Layer III side information after the header, where a Xing/Info tag starts.
    public var sideInformationLength: Int {
        switch (version, isMono) {
        case (.mpeg1, true): 17
        case (.mpeg1, false): 32
        case (_, true): 9
        case (_, false): 17
        }
    }

    /// True when `other` can belong to the same stream: a real stream never changes version,
    /// layer or sample rate, which rejects most sync-like byte pairs inside other data.
    public func isCompatible(with other: MP3FrameHeader) -> Bool {
        version == other.version && layer == other.layer && sampleRate == other.sampleRate
    }

    private static let baseSampleRates = [44100, 48000, 32000]

    /// The bitrate table for a version and layer, indexed by the header's 4-bit bitrate index.
    private static func kilobitsPerSecond(version: Version, layer: Int) -> [Int] {
        switch (version, layer) {
        case (.mpeg1, 1): [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448]
        case (.mpeg1, 2): [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384]
        case (.mpeg1, _): [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320]
        case (_, 1): [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256]
        default: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160]
        }
    }
}
