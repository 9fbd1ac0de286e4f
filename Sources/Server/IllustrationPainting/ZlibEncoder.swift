import CZlib

/// Writes zlib streams (RFC 1950) holding DEFLATE data (RFC 1951), for PNG's IDAT chunks.
///
/// zlib itself does the work (ADR 0028): it is on every machine the server runs on, it is the
/// reference implementation every PNG reader inflates with, and its dynamic-Huffman DEFLATE
/// makes smaller files than the fixed-Huffman one we used to carry, for no code of ours.
enum ZlibEncoder {
    /// How the payload is packed.
    enum Method: Sendable {
        /// Stored blocks, no compression at all (zlib level 0): handy for checking readers.
        case stored
        /// zlib's default level (6), as libpng uses.
        case deflate
    }

    /// The complete zlib stream (header, DEFLATE data, Adler-32 trailer) for `data`.
    static func compress(_ data: [UInt8], method: Method = .deflate) -> [UInt8] {
        let level = method == .stored ? Z_NO_COMPRESSION : Z_DEFAULT_COMPRESSION
        var capacity = compressBound(uLong(data.count))
        var output = [UInt8](repeating: 0, count: Int(capacity))
        let status = output.withUnsafeMutableBufferPointer { destination in
            data.withUnsafeBufferPointer { source in
                compress2(destination.baseAddress, &capacity, source.baseAddress, uLong(source.count), level)
            }
        }
        // compressBound is enough by definition and the level is valid: only memory can fail.
        precondition(status == Z_OK, "zlib compress2 failed (\(status))")
        output.removeSubrange(Int(capacity)...)
        return output
    }
}
