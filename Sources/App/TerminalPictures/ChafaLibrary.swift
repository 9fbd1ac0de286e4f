internal import CChafa
import DynamicLibrary

/// The libchafa functions the renderer calls, looked up on first use (see `SharedLibrary`).
struct ChafaLibrary: @unchecked Sendable {
    typealias Object = OpaquePointer

    let symbolMapNew: @convention(c) () -> Object?
    let symbolMapAddByTags: @convention(c) (Object?, ChafaSymbolTags) -> Void
    let symbolMapUnref: @convention(c) (Object?) -> Void
    let configNew: @convention(c) () -> Object?
    let configSetGeometry: @convention(c) (Object?, Int32, Int32) -> Void
    let configSetCanvasMode: @convention(c) (Object?, ChafaCanvasMode) -> Void
    let configSetSymbolMap: @convention(c) (Object?, Object?) -> Void
    let configSetWorkFactor: @convention(c) (Object?, Float) -> Void
    let configSetDitherMode: @convention(c) (Object?, ChafaDitherMode) -> Void
    let configUnref: @convention(c) (Object?) -> Void
    let canvasNew: @convention(c) (Object?) -> Object?
    let canvasDrawAllPixels: @convention(c) (Object?, ChafaPixelType, UnsafePointer<UInt8>?, Int32, Int32, Int32) -> Void
    let canvasCharacter: @convention(c) (Object?, Int32, Int32) -> UInt32
    /// `chafa_canvas_get_raw_colors_at`: palette entries in indexed modes (the plain
    /// `get_colors_at` answers packed RGB in every mode).
    let canvasColors: @convention(c) (Object?, Int32, Int32, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?) -> Void
    let canvasUnref: @convention(c) (Object?) -> Void

    static func shared() throws(PictureError) -> ChafaLibrary {
        guard let library = loaded else { throw .libraryMissing("libchafa (Debian: libchafa0)") }
        return library
    }

    private static let loaded: ChafaLibrary? = {
        guard let library = SharedLibrary(["libchafa.so.0", "libchafa.so"]) else { return nil }
        func look<T>(_ name: String, _ type: T.Type) -> T? { library.function(name, as: type) }
        guard let symbolMapNew = look("chafa_symbol_map_new", (@convention(c) () -> Object?).self),
              let symbolMapAddByTags = look("chafa_symbol_map_add_by_tags", (@convention(c) (Object?, ChafaSymbolTags) -> Void).self),
              let symbolMapUnref = look("chafa_symbol_map_unref", (@convention(c) (Object?) -> Void).self),
              let configNew = look("chafa_canvas_config_new", (@convention(c) () -> Object?).self),
              let configSetGeometry = look("chafa_canvas_config_set_geometry", (@convention(c) (Object?, Int32, Int32) -> Void).self),
              let configSetCanvasMode = look("chafa_canvas_config_set_canvas_mode",
                                             (@convention(c) (Object?, ChafaCanvasMode) -> Void).self),
              let configSetSymbolMap = look("chafa_canvas_config_set_symbol_map", (@convention(c) (Object?, Object?) -> Void).self),
              let configSetWorkFactor = look("chafa_canvas_config_set_work_factor", (@convention(c) (Object?, Float) -> Void).self),
              let configSetDitherMode = look("chafa_canvas_config_set_dither_mode",
                                             (@convention(c) (Object?, ChafaDitherMode) -> Void).self),
              let configUnref = look("chafa_canvas_config_unref", (@convention(c) (Object?) -> Void).self),
              let canvasNew = look("chafa_canvas_new", (@convention(c) (Object?) -> Object?).self),
              let canvasDrawAllPixels = look("chafa_canvas_draw_all_pixels",
                                             (@convention(c) (Object?, ChafaPixelType, UnsafePointer<UInt8>?, Int32, Int32, Int32) -> Void).self),
              let canvasCharacter = look("chafa_canvas_get_char_at", (@convention(c) (Object?, Int32, Int32) -> UInt32).self),
              let canvasColors = look("chafa_canvas_get_raw_colors_at", (@convention(c) (
                  Object?, Int32, Int32, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?) -> Void).self),
              let canvasUnref = look("chafa_canvas_unref", (@convention(c) (Object?) -> Void).self)
        else { return nil }
        return ChafaLibrary(
            symbolMapNew: symbolMapNew, symbolMapAddByTags: symbolMapAddByTags, symbolMapUnref: symbolMapUnref,
            configNew: configNew, configSetGeometry: configSetGeometry, configSetCanvasMode: configSetCanvasMode,
            configSetSymbolMap: configSetSymbolMap, configSetWorkFactor: configSetWorkFactor,
            configSetDitherMode: configSetDitherMode, configUnref: configUnref, canvasNew: canvasNew,
            canvasDrawAllPixels: canvasDrawAllPixels, canvasCharacter: canvasCharacter, canvasColors: canvasColors,
            canvasUnref: canvasUnref)
    }()
}
