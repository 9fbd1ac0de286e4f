import Foundation
import ViewState

/// Opens a picture with the desktop's image viewer, or a web page with its browser, through
/// `xdg-open`, when there is a desktop.
enum ExternalViewer {
    static func open(_ target: URL, environment: [String: String] = ProcessInfo.processInfo.environment) -> ExternalOpenOutcome {
        let hasDisplay = [environment["DISPLAY"], environment["WAYLAND_DISPLAY"]].contains { !($0 ?? "").isEmpty }
        guard hasDisplay else { return .noDisplay }
        guard let opener = executable(named: "xdg-open", path: environment["PATH"] ?? "/usr/bin:/bin") else {
            return .viewerMissing
        }
        let process = Process()
        process.executableURL = opener
        process.arguments = [target.isFileURL ? target.path : target.absoluteString]
        // The viewer must never write over the screen.
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            return .opened
        } catch {
            return .failed(String(describing: error))
        }
    }

    static func executable(named name: String, path: String) -> URL? {
        for folder in path.split(separator: ":") where folder.hasPrefix("/") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}
