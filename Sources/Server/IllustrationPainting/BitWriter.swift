/// Packs variable-length codes into bytes, least significant bit first, as DEFLATE requires.
struct BitWriter {
    private(set) var bytes: [UInt8]
    /// Bits not yet written out; at most 7 remain between calls.
    private var pending: UInt64 = 0
    private var pendingCount = 0

    init(reservingCapacity capacity: Int = 0) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// Appends the low `count` bits of `value` (at most 32).
    @inline(__always)
    mutating func write(_ value: UInt32, bitCount count: Int) {
        pending |= UInt64(value) << UInt64(pendingCount)
        pendingCount += count
        while pendingCount >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: pending))
            pending >>= 8
            pendingCount -= 8
        }
    }

    /// Pads with zero bits to the next byte boundary, which ends a DEFLATE stream.
    mutating func flush() {
        if pendingCount > 0 {
            bytes.append(UInt8(truncatingIfNeeded: pending))
            pending = 0
            pendingCount = 0
        }
    }
}
