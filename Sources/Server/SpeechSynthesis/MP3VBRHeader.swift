import SharedUtilities

/// The summary an encoder may store in a stream's first frame: a Xing/Info tag (LAME, FFmpeg) or a
/// VBRI tag (Fraunhofer), optionally followed by a LAME extension with the gapless trim.
///
/// Reading it gives the exact frame count at once, which matters for variable-bitrate files, and
/// the encoder delay and padding, which make the duration match the audio that was encoded rather
/// than the whole frames that carry it.
struct MP3VBRHeader: Equatable, Sendable {
    /// Audio frames in the stream, not counting the frame holding this tag.
    let frameCount: Int
    /// Samples the encoder added at the start (LAME extension), 0 when unknown.
    let encoderDelay: Int
    /// Samples the encoder added at the end (LAME extension), 0 when unknown.
    let encoderPadding: Int

    /// Reads the tag in the frame at `offset` described by `header`, or nil when the frame is an
    /// ordinary audio frame or its tag gives no frame count.
    init?(_ bytes: [UInt8], frameAt offset: Int, header: MP3FrameHeader) {
        guard header.layer == 3 else { return nil }
        let frameEnd = min(bytes.count, offset + header.frameLength)
        let xing = offset + 4 + header.sideInformationLength
        if MP3FrameScanner.matches(bytes, at: xing, end: frameEnd, tag: "Xing")
            || MP3FrameScanner.matches(bytes, at: xing, end: frameEnd, tag: "Info") {
            guard let flags = Self.uint32(bytes, at: xing + 4, end: frameEnd), flags & 0x1 != 0,
                  let frames = Self.uint32(bytes, at: xing + 8, end: frameEnd) else { return nil }
            frameCount = frames
            // The LAME extension follows the optional fields the flags announce.
            var lame = xing + 12
            if flags & 0x2 != 0 { lame += 4 }
            if flags & 0x4 != 0 { lame += 100 }
            if flags & 0x8 != 0 { lame += 4 }
            let trim = Self.gaplessTrim(bytes, lameTagAt: lame, end: frameEnd)
            encoderDelay = trim.delay
            encoderPadding = trim.padding
            return
        }
        // VBRI always sits 32 bytes after the header, whatever the version and channels.
        let vbri = offset + 4 + 32
        if MP3FrameScanner.matches(bytes, at: vbri, end: frameEnd, tag: "VBRI") {
            guard let frames = Self.uint32(bytes, at: vbri + 14, end: frameEnd) else { return nil }
            frameCount = frames
            encoderDelay = 0
            encoderPadding = 0
            return
        }
        return nil
    }

    /// Delay and padding from a LAME extension (also written by FFmpeg as "Lavf"/"Lavc"), both 0
    /// when there is none: its 12-bit pair sits 21 bytes into the extension.
    private static func gaplessTrim(_ bytes: [UInt8], lameTagAt offset: Int, end: Int) -> (delay: Int, padding: Int) {
        let known = ["LAME", "Lavf", "Lavc", "L3.9"]
        guard known.contains(where: { MP3FrameScanner.matches(bytes, at: offset, end: end, tag: $0) }),
              offset + 24 <= end else { return (0, 0) }
        let b0 = Int(bytes[offset + 21]), b1 = Int(bytes[offset + 22]), b2 = Int(bytes[offset + 23])
        return (b0 << 4 | b1 >> 4, (b1 & 0x0F) << 8 | b2)
    }

    private static func uint32(_ bytes: [UInt8], at offset: Int, end: Int) -> Int? {
        guard offset >= 0, offset + 4 <= end else { return nil }
        return bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
    }
}
