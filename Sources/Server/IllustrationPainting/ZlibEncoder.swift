/// Writes zlib streams (RFC 1950) holding DEFLATE data (RFC 1951), for PNG's IDAT chunks.
///
/// Two ways of packing, both readable by any inflater:
/// - `stored`: raw blocks, no compression at all; trivially correct, useful as a reference.
/// - `fixedHuffman`: one block with the fixed Huffman codes and a small LZ77 matcher. No code
///   tables have to be built or sent, yet the long runs that PNG filters produce on flat colours
///   and gradients shrink a lot, which is what our flat-shaded pictures consist of.
enum ZlibEncoder {
    /// How the payload is packed.
    enum Method: Sendable {
        case stored
        case fixedHuffman
    }

    /// The complete zlib stream (header, DEFLATE data, Adler-32 trailer) for `data`.
    static func compress(_ data: [UInt8], method: Method = .fixedHuffman) -> [UInt8] {
        var output: [UInt8]
        switch method {
        case .stored:
            // CMF 0x78 (deflate, 32 KiB window); FLG 0x01 makes the pair a multiple of 31 and
            // announces the fastest level.
            output = [0x78, 0x01]
            appendStoredBlocks(of: data, to: &output)
        case .fixedHuffman:
            output = [0x78, 0x5E]
            output.append(contentsOf: FixedHuffmanDeflater.deflate(data))
        }
        let adler = Adler32.checksum(data)
        output.append(contentsOf: [
            UInt8(truncatingIfNeeded: adler >> 24), UInt8(truncatingIfNeeded: adler >> 16),
            UInt8(truncatingIfNeeded: adler >> 8), UInt8(truncatingIfNeeded: adler),
        ])
        return output
    }

    /// Stored blocks carry at most 65,535 bytes each; an empty payload still needs one final block.
    private static func appendStoredBlocks(of data: [UInt8], to output: inout [UInt8]) {
        let maximumBlock = 65_535
        output.reserveCapacity(output.count + data.count + (data.count / maximumBlock + 1) * 5 + 4)
        var start = 0
        repeat {
            let length = min(maximumBlock, data.count - start)
            let isFinal = start + length >= data.count
            // BFINAL in bit 0, BTYPE 00 in bits 1-2; the rest of the byte is padding.
            output.append(isFinal ? 1 : 0)
            let len = UInt16(length)
            let nlen = ~len
            output.append(contentsOf: [
                UInt8(truncatingIfNeeded: len), UInt8(truncatingIfNeeded: len >> 8),
                UInt8(truncatingIfNeeded: nlen), UInt8(truncatingIfNeeded: nlen >> 8),
            ])
            output.append(contentsOf: data[start..<(start + length)])
            start += length
        } while start < data.count
    }
}
