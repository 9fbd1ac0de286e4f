/// A single-block DEFLATE encoder with the fixed Huffman codes (RFC 1951, section 3.2.6) and a
/// hash-chain LZ77 matcher.
///
/// It trades ratio for speed and simplicity: no dynamic code tables, a short chain search and
/// no lazy matching. On PNG-filtered flat artwork that is within a small factor of zlib's output.
enum FixedHuffmanDeflater {
    private static let windowSize = 32_768
    private static let minimumMatch = 3
    private static let maximumMatch = 258
    /// How many earlier occurrences of a 3-byte prefix are tried; longer chains barely help on
    /// our pictures and would cost time.
    private static let maximumChain = 16
    private static let hashBits = 15

    /// A code already bit-reversed so `BitWriter` (LSB first) emits it MSB first, as DEFLATE
    /// requires for Huffman codes.
    private struct Code {
        var bits: UInt32
        var length: Int
    }

    /// Codes of literal/length symbols 0...287 in the fixed code.
    private static let literalCodes: [Code] = (0..<288).map { symbol in
        switch symbol {
        case 0...143: Code(bits: reversed(UInt32(0x30 + symbol), length: 8), length: 8)
        case 144...255: Code(bits: reversed(UInt32(0x190 + symbol - 144), length: 9), length: 9)
        case 256...279: Code(bits: reversed(UInt32(symbol - 256), length: 7), length: 7)
        default: Code(bits: reversed(UInt32(0xC0 + symbol - 280), length: 8), length: 8)
        }
    }

    private static let lengthBases: [Int] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
        131, 163, 195, 227, 258,
    ]
    private static let lengthExtraBits: [Int] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    private static let distanceBases: [Int] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
        2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
    ]
    private static let distanceExtraBits: [Int] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]

    /// Length code index (0...28) for every match length 0...258; filled in ascending code
    /// order so that 258 ends up on its dedicated code 285 rather than on 284 plus extra bits.
    private static let lengthCodeIndex: [UInt8] = {
        var table = [UInt8](repeating: 0, count: maximumMatch + 1)
        for (index, base) in lengthBases.enumerated() {
            let end = min(maximumMatch, base + (1 << lengthExtraBits[index]) - 1)
            for length in base...end { table[length] = UInt8(index) }
        }
        return table
    }()

    /// Distance code (0...29) for every distance 1...32768.
    private static let distanceCode: [UInt8] = {
        var table = [UInt8](repeating: 0, count: windowSize + 1)
        for (index, base) in distanceBases.enumerated() {
            let end = min(windowSize, base + (1 << distanceExtraBits[index]) - 1)
            for distance in base...end { table[distance] = UInt8(index) }
        }
        return table
    }()

    /// Bit-reversed 5-bit distance codes.
    private static let distanceCodeBits: [UInt32] = (0..<30).map { reversed(UInt32($0), length: 5) }

    private static func reversed(_ value: UInt32, length: Int) -> UInt32 {
        var result: UInt32 = 0
        for bit in 0..<length where value & (1 << UInt32(bit)) != 0 {
            result |= 1 << UInt32(length - 1 - bit)
        }
        return result
    }

    /// The raw DEFLATE data (no zlib framing) for `input`, as one final fixed-Huffman block.
    static func deflate(_ input: [UInt8]) -> [UInt8] {
        var writer = BitWriter(reservingCapacity: input.count / 4 + 64)
        writer.write(1, bitCount: 1)  // BFINAL
        writer.write(1, bitCount: 2)  // BTYPE = 01, fixed Huffman
        let literalCodes = self.literalCodes
        let lengthCodeIndex = self.lengthCodeIndex
        let distanceCode = self.distanceCode
        let distanceCodeBits = self.distanceCodeBits
        let lengthBases = self.lengthBases
        let lengthExtraBits = self.lengthExtraBits
        let distanceBases = self.distanceBases
        let distanceExtraBits = self.distanceExtraBits

        let hashMask = (1 << hashBits) - 1
        let windowMask = windowSize - 1
        var head = [Int32](repeating: -1, count: 1 << hashBits)
        var previous = [Int32](repeating: -1, count: windowSize)

        input.withUnsafeBufferPointer { data in
            head.withUnsafeMutableBufferPointer { head in
                previous.withUnsafeMutableBufferPointer { previous in
                    let count = data.count
                    @inline(__always) func hash(at position: Int) -> Int {
                        (Int(data[position]) << 10 ^ Int(data[position + 1]) << 5 ^ Int(data[position + 2])) & hashMask
                    }
                    @inline(__always) func insert(at position: Int) {
                        let key = hash(at: position)
                        previous[position & windowMask] = head[key]
                        head[key] = Int32(position)
                    }
                    var position = 0
                    while position < count {
                        var bestLength = 0
                        var bestDistance = 0
                        if position + minimumMatch <= count {
                            let limit = min(maximumMatch, count - position)
                            var candidate = Int(head[hash(at: position)])
                            var chain = maximumChain
                            while candidate >= 0, position - candidate <= windowSize, chain > 0 {
                                // Cheap reject: a longer match must also agree at the current best end.
                                if data[candidate + bestLength] == data[position + bestLength] || bestLength == 0 {
                                    var length = 0
                                    while length < limit, data[candidate + length] == data[position + length] {
                                        length += 1
                                    }
                                    if length > bestLength {
                                        bestLength = length
                                        bestDistance = position - candidate
                                        if length == limit { break }
                                    }
                                }
                                candidate = Int(previous[candidate & windowMask])
                                chain -= 1
                            }
                            insert(at: position)
                        }
                        if bestLength >= minimumMatch {
                            let lengthIndex = Int(lengthCodeIndex[bestLength])
                            let lengthCode = literalCodes[257 + lengthIndex]
                            writer.write(lengthCode.bits, bitCount: lengthCode.length)
                            let lengthExtra = lengthExtraBits[lengthIndex]
                            if lengthExtra > 0 {
                                writer.write(UInt32(bestLength - lengthBases[lengthIndex]), bitCount: lengthExtra)
                            }
                            let distanceIndex = Int(distanceCode[bestDistance])
                            writer.write(distanceCodeBits[distanceIndex], bitCount: 5)
                            let distanceExtra = distanceExtraBits[distanceIndex]
                            if distanceExtra > 0 {
                                writer.write(UInt32(bestDistance - distanceBases[distanceIndex]), bitCount: distanceExtra)
                            }
                            let end = position + bestLength
                            position += 1
                            while position < end {
                                if position + minimumMatch <= count { insert(at: position) }
                                position += 1
                            }
                        } else {
                            let code = literalCodes[Int(data[position])]
                            writer.write(code.bits, bitCount: code.length)
                            position += 1
                        }
                    }
                }
            }
        }
        let endOfBlock = literalCodes[256]
        writer.write(endOfBlock.bits, bitCount: endOfBlock.length)
        writer.flush()
        return writer.bytes
    }
}
