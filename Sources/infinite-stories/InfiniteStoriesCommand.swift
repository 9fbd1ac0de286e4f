import ArgumentParser
import Foundation
import NcursesBackend
import ViewState

/// `infinite-stories [--server URL] [--data-dir DIR] [--no-color] [--ascii]`: the terminal client.
///
/// Without a server it starts the embedded one in this process (after the first frame is on
/// screen) and talks to it over HTTP like to any other server.
@main
struct InfiniteStoriesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "infinite-stories",
        abstract: Strings.commandAbstract,
        discussion: Strings.commandDiscussion
    )

    @Option(help: ArgumentHelp(Strings.serverOptionHelp))
    var server: String?

    @Option(help: ArgumentHelp(Strings.dataDirOptionHelp))
    var dataDir: String?

    @Flag(help: ArgumentHelp(Strings.noColorFlagHelp))
    var noColor = false

    @Flag(help: ArgumentHelp(Strings.asciiFlagHelp))
    var ascii = false

    func validate() throws {
        if let address = serverAddress, ServerTarget.url(from: address) == nil {
            throw ValidationError(Strings.invalidServerURL(address))
        }
    }

    /// The server to use: the flag, else the environment.
    var serverAddress: String? {
        let environment = ProcessInfo.processInfo.environment["INFINITE_STORIES_SERVER"]
        return server ?? environment.flatMap { $0.isEmpty ? nil : $0 }
    }

    func run() throws {
        let target: ServerTarget
        if let address = serverAddress, let url = ServerTarget.url(from: address) {
            target = .remote(url)
        } else {
            target = .embedded(dataDirectory: dataDir.map { URL(fileURLWithPath: $0, isDirectory: true) })
        }
        let status = AppLoop.run(target: target, options: TerminalOptions(noColor: noColor, forceASCII: ascii))
        if status != 0 { throw ExitCode(status) }
    }
}
