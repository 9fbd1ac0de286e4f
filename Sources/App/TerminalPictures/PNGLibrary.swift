internal import CPNG
import DynamicLibrary

/// libpng16's simplified read API, looked up on first use (see `SharedLibrary`).
struct PNGLibrary: Sendable {
    let beginReadFromMemory: @convention(c) (UnsafeMutablePointer<png_image>?, UnsafeRawPointer?, Int) -> Int32
    let finishRead: @convention(c) (UnsafeMutablePointer<png_image>?, UnsafeRawPointer?, UnsafeMutableRawPointer?, Int32,
                                    UnsafeMutableRawPointer?) -> Int32
    let free: @convention(c) (UnsafeMutablePointer<png_image>?) -> Void

    static func shared() throws(PictureError) -> PNGLibrary {
        guard let library = loaded else { throw .libraryMissing("libpng16 (Debian: libpng16-16)") }
        return library
    }

    private static let loaded: PNGLibrary? = {
        guard let library = SharedLibrary(["libpng16.so.16", "libpng16.so"]),
              let begin = library.function("png_image_begin_read_from_memory",
                                           as: (@convention(c) (UnsafeMutablePointer<png_image>?, UnsafeRawPointer?, Int) -> Int32).self),
              let finish = library.function("png_image_finish_read", as: (@convention(c) (
                  UnsafeMutablePointer<png_image>?, UnsafeRawPointer?, UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) -> Int32).self),
              let free = library.function("png_image_free", as: (@convention(c) (UnsafeMutablePointer<png_image>?) -> Void).self)
        else { return nil }
        return PNGLibrary(beginReadFromMemory: begin, finishRead: finish, free: free)
    }()
}
