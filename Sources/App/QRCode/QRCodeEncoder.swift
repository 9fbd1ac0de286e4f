import CQREncode
import TerminalUI

/// Text to the modules of a QR code, with libqrencode (loaded with `dlopen` on first use, ADR 0017).
///
/// The settings are fixed for what the app shows, a sign-in URL for a phone to open: the text as
/// 8-bit bytes (a URL's case matters, and every scanner reads byte mode), error correction level
/// M (15 % of the code may be lost to glare or a cell boundary while staying as small as a
/// terminal needs), and the smallest version that holds the text.
public enum QRCodeEncoder {
    /// The QR code for `text`, or nil when libqrencode is not installed, the text is empty or too
    /// long for any QR code at level M (over 2,331 bytes), or it holds a NUL byte (libqrencode
    /// takes C strings, which would silently end there).
    public static func encode(_ text: String) -> QRMatrix? {
        guard !text.utf8.contains(0), let library = QREncodeLibrary.loaded else { return nil }
        // Version 0 asks for the smallest version that fits.
        guard let code = text.withCString({ library.encodeString8bit($0, 0, QR_ECLEVEL_M) }) else { return nil }
        defer { library.free(code) }
        let width = Int(code.pointee.width)
        guard width > 0, let data = code.pointee.data else { return nil }
        // Each byte describes one module; its lowest bit is set for a dark one.
        let modules = UnsafeBufferPointer(start: data, count: width * width).map { $0 & 1 == 1 }
        let matrix = QRMatrix(width: width, modules: modules)
        return matrix.isEmpty ? nil : matrix
    }
}
