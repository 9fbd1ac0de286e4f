import SharedUtilities
import Testing

/// Hand-built streams whose frame lengths come from the MPEG audio specification.
@Suite("MP3 frame scanner")
struct MP3FrameScannerTests {
    /// MPEG-1 Layer III, 128 kbit/s, 44.1 kHz, joint stereo: 417 bytes, 1152 samples.
    static let header: [UInt8] = [0xFF, 0xFB, 0x90, 0x40]

    static func frame(_ header: [UInt8] = header, length: Int = 417, fill: UInt8 = 0) -> [UInt8] {
        header + [UInt8](repeating: fill, count: length - 4)
    }

    @Test func readsAnMPEG1LayerIIIHeader() throws {
        let header = try #require(MP3FrameHeader(Self.frame(), at: 0))
        #expect(header.version == .mpeg1 && header.layer == 3)
        #expect(header.bitrate == 128_000 && header.sampleRate == 44_100)
        #expect(header.frameLength == 417 && header.samplesPerFrame == 1152)
        #expect(!header.isMono && header.sideInformationLength == 32)
    }

    @Test func rejectsReservedAndUndecodableHeaders() {
        #expect(MP3FrameHeader([0xFF, 0xFB, 0x00, 0x40], at: 0) == nil)  // free format
        #expect(MP3FrameHeader([0xFF, 0xEB, 0x90, 0x40], at: 0) == nil)  // reserved version
        #expect(MP3FrameHeader([0xFF, 0xFB, 0x9C, 0x40], at: 0) == nil)  // reserved sample rate
        #expect(MP3FrameHeader([0xFF, 0xFB, 0x90, 0x42], at: 0) == nil)  // reserved emphasis
        #expect(MP3FrameHeader([0xFF, 0xFB, 0x90], at: 0) == nil)
    }

    @Test func audioFramesDropTagsJunkAndTheInfoFrame() {
        var info = Self.frame()
        info.replaceSubrange((4 + 32)..<(4 + 36), with: Array("Info".utf8))
        let audio = Self.frame(fill: 1) + Self.frame(fill: 2)
        let id3: [UInt8] = Array("ID3".utf8) + [4, 0, 0, 0, 0, 0, 5] + [0xFF, 0xFB, 0, 0, 0]
        let bytes = id3 + info + audio + [0x00, 0x11] + Array("TAG".utf8)
        #expect(MP3FrameScanner.offsetAfterID3v2Tags(in: bytes) == 15)
        #expect(MP3FrameScanner.isTagFrame(bytes, frameAt: 15, header: MP3FrameHeader(bytes, at: 15)!))
        #expect(MP3FrameScanner.audioFrames(in: bytes) == audio)
    }

    @Test func noFrameIsNil() {
        #expect(MP3FrameScanner.audioFrames(in: []) == nil)
        #expect(MP3FrameScanner.audioFrames(in: Array("not an mp3 at all".utf8)) == nil)
        #expect(MP3FrameScanner.firstFrame(in: [0xFF, 0xFB, 0x90, 0x40, 0, 0], from: 0) == nil)
    }
}
