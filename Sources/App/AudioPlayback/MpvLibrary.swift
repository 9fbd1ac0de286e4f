import CMpv
#if canImport(Glibc)
import Glibc
#endif

/// The libmpv client functions the engine calls, looked up with `dlopen`/`dlsym` the first time
/// anything plays.
///
/// libmpv pulls in about 230 shared libraries (FFmpeg, audio servers, GPU stacks). Linking it
/// would load them all before the app's first frame; looking it up on first play costs that once,
/// when a person has asked for sound (docs/decisions/0013).
struct MpvLibrary: @unchecked Sendable {
    typealias Handle = OpaquePointer

    let create: @convention(c) () -> Handle?
    let initialize: @convention(c) (Handle?) -> Int32
    let setOptionString: @convention(c) (Handle?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Int32
    let setPropertyString: @convention(c) (Handle?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Int32
    let getPropertyString: @convention(c) (Handle?, UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>?
    let command: @convention(c) (Handle?, UnsafeMutablePointer<UnsafePointer<CChar>?>?) -> Int32
    let observeProperty: @convention(c) (Handle?, UInt64, UnsafePointer<CChar>?, mpv_format) -> Int32
    let requestLogMessages: @convention(c) (Handle?, UnsafePointer<CChar>?) -> Int32
    let waitEvent: @convention(c) (Handle?, Double) -> UnsafeMutablePointer<mpv_event>?
    let wakeup: @convention(c) (Handle?) -> Void
    let terminateDestroy: @convention(c) (Handle?) -> Void
    let free: @convention(c) (UnsafeMutableRawPointer?) -> Void
    let errorString: @convention(c) (Int32) -> UnsafePointer<CChar>?

    /// The library, loaded once per process; the error says what to install when it is missing.
    static func shared() throws(PlaybackError) -> MpvLibrary {
        switch loaded {
        case .success(let library): return library
        case .failure(let error): throw error
        }
    }

    private static let loaded: Result<MpvLibrary, PlaybackError> = load()

    private static func load() -> Result<MpvLibrary, PlaybackError> {
        var handle: UnsafeMutableRawPointer?
        for name in ["libmpv.so.2", "libmpv.so.1", "libmpv.so"] {
            handle = dlopen(name, RTLD_NOW | RTLD_LOCAL)
            if handle != nil { break }
        }
        guard let handle else { return .failure(.engineMissing) }
        func symbol<T>(_ name: String, as type: T.Type) -> T? {
            guard let pointer = dlsym(handle, name) else { return nil }
            return unsafeBitCast(pointer, to: type)
        }
        guard let create = symbol("mpv_create", as: (@convention(c) () -> Handle?).self),
              let initialize = symbol("mpv_initialize", as: (@convention(c) (Handle?) -> Int32).self),
              let setOptionString = symbol("mpv_set_option_string",
                                           as: (@convention(c) (Handle?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Int32).self),
              let setPropertyString = symbol("mpv_set_property_string",
                                             as: (@convention(c) (Handle?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Int32).self),
              let getPropertyString = symbol("mpv_get_property_string",
                                             as: (@convention(c) (Handle?, UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>?).self),
              let command = symbol("mpv_command",
                                   as: (@convention(c) (Handle?, UnsafeMutablePointer<UnsafePointer<CChar>?>?) -> Int32).self),
              let observeProperty = symbol("mpv_observe_property",
                                           as: (@convention(c) (Handle?, UInt64, UnsafePointer<CChar>?, mpv_format) -> Int32).self),
              let requestLogMessages = symbol("mpv_request_log_messages",
                                              as: (@convention(c) (Handle?, UnsafePointer<CChar>?) -> Int32).self),
              let waitEvent = symbol("mpv_wait_event", as: (@convention(c) (Handle?, Double) -> UnsafeMutablePointer<mpv_event>?).self),
              let wakeup = symbol("mpv_wakeup", as: (@convention(c) (Handle?) -> Void).self),
              let terminateDestroy = symbol("mpv_terminate_destroy", as: (@convention(c) (Handle?) -> Void).self),
              let free = symbol("mpv_free", as: (@convention(c) (UnsafeMutableRawPointer?) -> Void).self),
              let errorString = symbol("mpv_error_string", as: (@convention(c) (Int32) -> UnsafePointer<CChar>?).self)
        else { return .failure(.engineMissing) }
        return .success(MpvLibrary(
            create: create, initialize: initialize, setOptionString: setOptionString, setPropertyString: setPropertyString,
            getPropertyString: getPropertyString, command: command, observeProperty: observeProperty,
            requestLogMessages: requestLogMessages, waitEvent: waitEvent, wakeup: wakeup,
            terminateDestroy: terminateDestroy, free: free, errorString: errorString))
    }

    /// mpv's text for an error code.
    func describe(_ code: Int32) -> String {
        errorString(code).map { String(cString: $0) } ?? "error \(code)"
    }
}
