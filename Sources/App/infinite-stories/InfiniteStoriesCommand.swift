import Foundation
import InfiniteStoriesModels
import AppConfiguration
import NcursesBackend
import SharedUtilities
import ViewState

/// `infinite-stories [--server URL] [--data-dir DIR] [--no-color] [--ascii] ...`: the terminal client
/// (every option in `CommandLineOptions`).
///
/// Without a server it starts the embedded one in this process (after the first frame is on
/// screen) and talks to it over HTTP like to any other server.
@main
enum InfiniteStoriesCommand {
    /// Exit status for a command-line mistake (as ArgumentParser and `sysexits.h`'s EX_USAGE).
    static let usageError: Int32 = 64

    static func main() {
        // One variable read directly: `ProcessInfo.environment` builds a dictionary of them all.
        var environment: [String: String] = [:]
        // Only variables that are rarely set go in the dictionary: its first insertion makes the
        // runtime scan every conformance record (docs/decisions/0011). HOME and the rest of the
        // config file's are read one by one with `variable`.
        for name in ["INFINITE_STORIES_SERVER", "INFINITE_STORIES_AUDIO_OUTPUT", "INFINITE_STORIES_CACHE_MB"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        let variable: (String) -> String? = { name in environment[name] ?? getenv(name).map { String(cString: $0) } }
        switch CommandLineOptions.parse(Array(CommandLine.arguments.dropFirst()), environment: environment) {
        case .help:
            FileHandle.standardOutput.write(Data(AppCommandDescription.command.helpText.utf8))
        case .manPage:
            let page = ManualPage.roff(AppCommandDescription.command, source: "InfiniteStories \(ProductVersion.current)")
            FileHandle.standardOutput.write(Data(page.utf8))
        case .completion(let shell):
            FileHandle.standardOutput.write(Data(CompletionScript.script(for: AppCommandDescription.command, shell: shell).utf8))
        case .version:
            // The bare number, as the server's ArgumentParser `--version` prints it.
            FileHandle.standardOutput.write(Data("\(ProductVersion.current)\n".utf8))
        case .audioOutputs:
            FileHandle.standardOutput.write(Data(AudioOutputName.listing.utf8))
        case .keyTable:
            FileHandle.standardOutput.write(Data(KeyReference.markdown().utf8))
        case .failure(let message):
            FileHandle.standardError.write(Data(Strings.commandError(message, usage: AppCommandDescription.command.usage).utf8))
            exit(usageError)
        case .printConfig(let options):
            let loaded = LoadedConfiguration(options, variable: variable)
            for issue in loaded.issues { FileHandle.standardError.write(Data((issue.description + "\n").utf8)) }
            FileHandle.standardOutput.write(Data(ConfigurationPrinter.text(of: loaded.configuration).utf8))
        case .checkConfig(let options):
            let loaded = LoadedConfiguration(options, variable: variable)
            guard loaded.issues.isEmpty else {
                for issue in loaded.issues { FileHandle.standardError.write(Data((issue.description + "\n").utf8)) }
                exit(1)
            }
            let path = loaded.file?.path ?? "config.toml"
            FileHandle.standardOutput.write(Data((Strings.configOK(path, exists: loaded.exists) + "\n").utf8))
        case .run(let commandLine):
            // Before the first frame: its colours and keys come from the file (one stat without one).
            let loaded = LoadedConfiguration(commandLine, variable: variable)
            let options = loaded.options
            let status = AppLoop.run(target: options.target,
                                     options: TerminalOptions(noColor: options.noColor, forceASCII: options.ascii),
                                     media: MediaSettings(audioOutput: options.audioOutput,
                                                          cacheBytes: options.cacheSizeMiB << 20,
                                                          exportDirectory: options.exportDir),
                                     appearance: AppLoop.Appearance(theme: loaded.configuration.theme,
                                                                    keyOverrides: loaded.configuration.keyOverrides,
                                                                    sleepTimer: loaded.configuration.sleepTimer,
                                                                    warning: loaded.bannerText(home: variable("HOME"))))
            exit(status)
        }
    }
}
