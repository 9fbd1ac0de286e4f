import CQREncode
import DynamicLibrary

/// The libqrencode functions the encoder calls, looked up once on first use (see `SharedLibrary`).
///
/// The handle is never closed: the library stays mapped for the life of the process, so the
/// function pointers stay valid, and `loaded` (a `static let`) is initialised exactly once even
/// when several threads encode at the same time.
struct QREncodeLibrary: @unchecked Sendable {
    /// `QRcode_encodeString8bit(string, version, level)`: the whole text as 8-bit data, which
    /// keeps a URL's case and bytes as they are (`qrencode -8`).
    let encodeString8bit: @convention(c) (UnsafePointer<CChar>?, Int32, QRecLevel) -> UnsafeMutablePointer<QRcode>?
    let free: @convention(c) (UnsafeMutablePointer<QRcode>?) -> Void

    /// The library, or nil when libqrencode is not installed (or is not the library we know).
    static let loaded: QREncodeLibrary? = {
        guard let library = SharedLibrary(["libqrencode.so.4", "libqrencode.so"]),
              let encodeString8bit = library.function(
                  "QRcode_encodeString8bit",
                  as: (@convention(c) (UnsafePointer<CChar>?, Int32, QRecLevel) -> UnsafeMutablePointer<QRcode>?).self),
              let free = library.function("QRcode_free", as: (@convention(c) (UnsafeMutablePointer<QRcode>?) -> Void).self)
        else { return nil }
        return QREncodeLibrary(encodeString8bit: encodeString8bit, free: free)
    }()
}
