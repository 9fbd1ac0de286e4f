import Foundation
import SharedUtilities
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
        do {
            // The viewer must never write over the screen. (Not Foundation's `Process`: its start
            // can crash the app on Linux, `ChildProcess` says why.)
            let viewer = try ChildProcess(executable: opener.path, arguments: [target.isFileURL ? target.path : target.absoluteString],
                                          standardInput: .null, standardOutput: .null, standardError: .null)
            // xdg-open hands the file over and exits: awaited so that it leaves no zombie.
            Task.detached { _ = await viewer.exit() }
            return .opened
        } catch let failure as ChildProcess.LaunchFailure {
            return .failed(failure.reason)
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
