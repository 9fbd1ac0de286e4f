#if canImport(Glibc)
import Glibc
#endif

/// A shared library opened with `dlopen`, for looking its functions up by name.
///
/// libqrencode is opened the first time a code is encoded, never at start-up: linking it would
/// map it before the app's first frame for a screen most starts never show (ADR 0017). The same
/// small helper as `Pictures`' own; neither module depends on the other for twenty lines.
struct SharedLibrary: @unchecked Sendable {
    private let handle: UnsafeMutableRawPointer

    /// The first of `names` that opens, or nil when none is installed.
    init?(_ names: [String]) {
        for name in names {
            if let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) {
                self.handle = handle
                return
            }
        }
        return nil
    }

    /// The function `name` as `type` (a `@convention(c)` function type), or nil.
    func function<T>(_ name: String, as type: T.Type) -> T? {
        guard let pointer = dlsym(handle, name) else { return nil }
        return unsafeBitCast(pointer, to: type)
    }
}
