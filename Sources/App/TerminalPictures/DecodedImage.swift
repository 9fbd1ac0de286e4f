internal import CPNG
import Foundation

/// Pixels of a decoded picture: 8-bit RGBA, unassociated alpha, rows top to bottom.
public struct DecodedImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let rgba: [UInt8]

    public init(width: Int, height: Int, rgba: [UInt8]) {
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// Pictures larger than this are refused rather than decoded (a 2048x2048 illustration is
    /// 16 MiB of pixels; a hostile PNG could claim far more).
    public static let maximumPixels = 4096 * 4096

    /// Decodes a PNG with libpng's simplified API (no `setjmp`: errors come back as a status and
    /// a message). Any colour type, bit depth or interlacing libpng reads becomes RGBA8.
    public static func png(_ data: Data) throws(PictureError) -> DecodedImage {
        let library = try PNGLibrary.shared()
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        let began = data.withUnsafeBytes { bytes in
            library.beginReadFromMemory(&image, bytes.baseAddress, bytes.count)
        }
        guard began != 0 else { throw .notAPicture(message(of: &image)) }
        defer { library.free(&image) }
        guard image.width > 0, image.height > 0, Int(image.width) * Int(image.height) <= maximumPixels else {
            throw .notAPicture("\(image.width)x\(image.height) is not a size this app draws")
        }
        image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)  // PNG_FORMAT_RGBA
        let width = Int(image.width)
        let height = Int(image.height)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let finished = pixels.withUnsafeMutableBytes { buffer in
            library.finishRead(&image, nil, buffer.baseAddress, Int32(width * 4), nil)
        }
        guard finished != 0 else { throw .notAPicture(message(of: &image)) }
        return DecodedImage(width: width, height: height, rgba: pixels)
    }

    private static func message(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
