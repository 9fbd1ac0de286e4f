#if canImport(Glibc)
import Glibc
#endif

/// A shared library opened with `dlopen`, for looking its functions up by name.
///
/// The app's optional C libraries (libchafa and libpng for pictures, libqrencode for sign-in QR
/// codes) are opened the first time they are needed, never at start-up: linking them would map
/// them, and what they pull in, before the app's first frame (ADRs 0014 and 0017).
public struct SharedLibrary: @unchecked Sendable {
    private let handle: UnsafeMutableRawPointer

    /// The first of `names` that opens, or nil when none is installed.
    public init?(_ names: [String]) {
        for name in names {
            if let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) {
                self.handle = handle
                return
            }
        }
        return nil
    }

    /// The function `name` as `type` (a `@convention(c)` function type), or nil.
    public func function<T>(_ name: String, as type: T.Type) -> T? {
        guard let pointer = dlsym(handle, name) else { return nil }
        return unsafeBitCast(pointer, to: type)
    }
}
