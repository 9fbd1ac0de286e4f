import Foundation
import InfiniteStoriesModels
import AppConfiguration
import NcursesBackend
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
        for name in ["INFINITE_STORIES_SERVER", "INFINITE_STORIES_AUDIO_OUTPUT", "INFINITE_STORIES_CACHE_MB",
                     "INFINITE_STORIES_CONFIG", "XDG_CONFIG_HOME", "HOME", "NO_COLOR"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        switch CommandLineOptions.parse(Array(CommandLine.arguments.dropFirst()), environment: environment) {
        case .help:
            FileHandle.standardOutput.write(Data(Strings.commandHelp.utf8))
        case .version:
            // The bare number, as the server's ArgumentParser `--version` prints it.
            FileHandle.standardOutput.write(Data("\(ProductVersion.current)\n".utf8))
        case .failure(let message):
            FileHandle.standardError.write(Data(Strings.commandError(message).utf8))
            exit(usageError)
        case .printConfig(let options):
            let loaded = LoadedConfiguration(options, environment: environment)
            for issue in loaded.issues { FileHandle.standardError.write(Data((issue.description + "\n").utf8)) }
            FileHandle.standardOutput.write(Data(ConfigurationPrinter.text(of: loaded.configuration).utf8))
        case .checkConfig(let options):
            let loaded = LoadedConfiguration(options, environment: environment)
            guard loaded.issues.isEmpty else {
                for issue in loaded.issues { FileHandle.standardError.write(Data((issue.description + "\n").utf8)) }
                exit(1)
            }
            let path = loaded.file?.path ?? "config.toml"
            FileHandle.standardOutput.write(Data((Strings.configOK(path, exists: loaded.exists) + "\n").utf8))
        case .run(let commandLine):
            // Before the first frame: its colours and keys come from the file (one stat without one).
            let loaded = LoadedConfiguration(commandLine, environment: environment)
            let options = loaded.options
            let status = AppLoop.run(target: options.target,
                                     options: TerminalOptions(noColor: options.noColor, forceASCII: options.ascii),
                                     media: MediaSettings(audioOutput: options.audioOutput,
                                                          cacheBytes: options.cacheSizeMiB << 20),
                                     appearance: AppLoop.Appearance(theme: loaded.configuration.theme,
                                                                    keyOverrides: loaded.configuration.keyOverrides,
                                                                    warning: loaded.bannerText(home: environment["HOME"])))
            exit(status)
        }
    }
}
