/// Finds the audio frames of one MP3 file (the Speech module's parser is internal to it).
enum MP3FrameScanner {
    struct Header: Equatable {
        var version: Int  // 1, 2 or 25 (MPEG 2.5)
        var layer: Int
        var sampleRate: Int
        var channels: Int
        var frameLength: Int

        init?(_ bytes: [UInt8], at offset: Int) {
            guard offset + 4 <= bytes.count, bytes[offset] == 0xFF, bytes[offset + 1] & 0xE0 == 0xE0 else { return nil }
            let versionBits = (bytes[offset + 1] >> 3) & 0x3
            let layerBits = (bytes[offset + 1] >> 1) & 0x3
            let bitrateIndex = Int(bytes[offset + 2] >> 4)
            let rateIndex = Int((bytes[offset + 2] >> 2) & 0x3)
            let padding = Int((bytes[offset + 2] >> 1) & 0x1)
            guard versionBits != 1, layerBits != 0, bitrateIndex != 0, bitrateIndex != 15, rateIndex != 3 else { return nil }
            version = versionBits == 3 ? 1 : versionBits == 2 ? 2 : 25
            layer = 4 - Int(layerBits)
            let rates = version == 1 ? [44100, 48000, 32000] : version == 2 ? [22050, 24000, 16000] : [11025, 12000, 8000]
            sampleRate = rates[rateIndex]
            channels = (bytes[offset + 3] >> 6) == 3 ? 1 : 2
            let table: [Int]
            switch (version == 1, layer) {
            case (true, 1): table = [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448]
            case (true, 2): table = [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384]
            case (true, _): table = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320]
            case (false, 1): table = [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256]
            case (false, _): table = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160]
            }
            let bitrate = table[bitrateIndex] * 1000
            switch layer {
            case 1: frameLength = (12 * bitrate / sampleRate + padding) * 4
            case 3 where version != 1: frameLength = 72 * bitrate / sampleRate + padding
            default: frameLength = 144 * bitrate / sampleRate + padding
            }
        }

        func isCompatible(with other: Header) -> Bool {
            version == other.version && layer == other.layer && sampleRate == other.sampleRate
        }

        /// Where a Xing/Info tag would start in this frame (after the side information).
        var xingOffset: Int {
            4 + (version == 1 ? (channels == 1 ? 17 : 32) : (channels == 1 ? 9 : 17))
        }
    }

    /// The bytes of every audio frame, without ID3v2/ID3v1 tags, junk or a Xing/Info/VBRI frame;
    /// nil when there is no frame.
    static func audioFrames(in bytes: [UInt8]) -> [UInt8]? {
        var offset = afterID3v2Tags(bytes)
        var first: Header?
        var frames: [UInt8] = []
        var isFirstFrame = true
        while offset + 4 <= bytes.count {
            guard let header = Header(bytes, at: offset), header.frameLength > 4,
                  offset + header.frameLength <= bytes.count,
                  first.map(header.isCompatible) ?? startsStream(bytes, at: offset, header: header) else {
                offset += 1
                continue
            }
            if first == nil { first = header }
            let end = offset + header.frameLength
            if !(isFirstFrame && isTagFrame(bytes, at: offset, header: header)) {
                frames.append(contentsOf: bytes[offset..<end])
            }
            isFirstFrame = false
            offset = end
        }
        return first == nil ? nil : frames
    }

    /// A first frame is believed when the next one follows it (or the file ends there), so a
    /// stray 0xFF 0xE? in leftover metadata is not taken for audio.
    private static func startsStream(_ bytes: [UInt8], at offset: Int, header: Header) -> Bool {
        let next = offset + header.frameLength
        if next == bytes.count { return true }
        return Header(bytes, at: next).map(header.isCompatible) ?? false
    }

    private static func isTagFrame(_ bytes: [UInt8], at offset: Int, header: Header) -> Bool {
        guard header.layer == 3 else { return false }
        func matches(_ at: Int, _ tag: String) -> Bool {
            let tagBytes = Array(tag.utf8)
            return at + tagBytes.count <= bytes.count && Array(bytes[at..<(at + tagBytes.count)]) == tagBytes
        }
        let xing = offset + header.xingOffset
        return matches(xing, "Xing") || matches(xing, "Info") || matches(offset + 36, "VBRI")
    }

    private static func afterID3v2Tags(_ bytes: [UInt8]) -> Int {
        var offset = 0
        while offset + 10 <= bytes.count, bytes[offset] == 0x49, bytes[offset + 1] == 0x44, bytes[offset + 2] == 0x33 {
            let size = bytes[(offset + 6)..<(offset + 10)]
            guard size.allSatisfy({ $0 & 0x80 == 0 }) else { break }
            let length = size.reduce(0) { $0 << 7 | Int($1) }
            offset += 10 + length + (bytes[offset + 5] & 0x10 != 0 ? 10 : 0)
        }
        return min(offset, bytes.count)
    }
}
