import Foundation
import SharedUtilities
import StandIns
import Testing

/// The manual pages and shell completions of both programs, through the real binaries: the pages
/// in docs/man are what the programs print now (`make man` after an option changed), groff renders
/// them without a warning, and bash, zsh and fish complete options and their values from the
/// scripts the programs print (the app's from its own definitions, the server's from
/// ArgumentParser).
@Suite("Manual pages and completions")
struct ManualAndCompletionTests {
    static let programs = ["infinite-stories", "infinite-stories-server"]
    static let manFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/man")

    struct Outcome {
        var status: Int32
        var output: String
        var errors: String
    }

    static func run(_ executable: URL, _ arguments: [String], input: String? = nil) throws -> Outcome {
        let run = try ChildProcess.capture(executable.path, arguments, input: Data((input ?? "").utf8))
        return Outcome(status: run.status, output: run.output, errors: run.errors)
    }

    static func page(of program: String) throws -> String {
        let printed = try run(ServerProcess.binary(program), ["--print-man-page"])
        #expect(printed.status == 0, "\(printed.errors)")
        return printed.output
    }

    @Test(arguments: programs) func theCheckedInPageIsWhatTheProgramPrints(program: String) throws {
        let page = try Self.page(of: program)
        let file = Self.manFolder.appendingPathComponent("\(program).1")
        let checkedIn = try String(contentsOf: file, encoding: .utf8)
        #expect(checkedIn == page, "docs/man/\(program).1 is stale: run make man")
    }

    @Test(arguments: programs) func groffRendersThePageWithoutWarnings(program: String) throws {
        let page = try Self.page(of: program)
        let groff = URL(fileURLWithPath: "/usr/bin/groff")
        try #require(FileManager.default.isExecutableFile(atPath: groff.path), "groff (Debian groff-base) is missing")
        let rendered = try Self.run(groff, ["-ww", "-man", "-Tutf8"], input: page)
        #expect(rendered.status == 0)
        #expect(rendered.errors.isEmpty, "groff warned:\n\(rendered.errors)")
        // Every option of --help is in the page, and the page is more than its headings.
        let help = try Self.run(ServerProcess.binary(program), ["--help"]).output
        let options = help.split(separator: "\n").compactMap { line -> String? in
            let words = line.split(separator: " ")
            guard line.hasPrefix("  -"), let first = words.first else { return nil }
            return String(first.hasSuffix(",") ? words[1] : first)
        }
        #expect(options.count > 5, "\(help)")
        // Bold and underline are overstruck (X, backspace, X); dashes may come out as hyphens or minus signs.
        let text = rendered.output.replacing(/.\u{8}/, with: "")
            .replacingOccurrences(of: "\u{2010}", with: "-").replacingOccurrences(of: "\u{2212}", with: "-")
        for option in options {
            #expect(text.contains(option), "\(option) is in --help but not in the page")
        }
    }

    /// What bash's completion offers for `words` (the cursor on the last one), with the script
    /// the program prints loaded as bash-completion would load it.
    static func bashCompletes(_ program: String, script: [String], _ words: [String]) throws -> [String] {
        let bash = URL(fileURLWithPath: "/bin/bash")
        let quoted = words.map { "'" + $0 + "'" }.joined(separator: " ")
        let command = """
            source <("$1" \(script.joined(separator: " ")))
            function=$(complete -p \(program) | sed -E 's/.*-F ([^ ]+) .*/\\1/')
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1)
            COMP_LINE="${COMP_WORDS[*]}"; COMP_POINT=${#COMP_LINE}
            "$function" \(program) "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let outcome = try run(bash, ["-c", command, "bash", ServerProcess.binary(program).path])
        #expect(outcome.status == 0, "\(outcome.errors)")
        return outcome.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func bashCompletesTheAppsOptionsAndTheirValues() throws {
        let script = ["--print-completion", "bash"]
        #expect(try Self.bashCompletes("infinite-stories", script: script, ["infinite-stories", "--audio-o"]) == ["--audio-output"])
        #expect(try Self.bashCompletes("infinite-stories", script: script, ["infinite-stories", "--audio-output", "p"])
                == ["pipewire", "pulse"])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("is-complete-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("stories- here"), withIntermediateDirectories: true)
        try Data().write(to: folder.appendingPathComponent("stories-*file"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let prefix = folder.appendingPathComponent("stories-").path
        #expect(try Self.bashCompletes("infinite-stories", script: script, ["infinite-stories", "--data-dir", prefix])
                == [folder.appendingPathComponent("stories- here").path], "folders only, a space kept")
        #expect(try Set(Self.bashCompletes("infinite-stories", script: script, ["infinite-stories", "--config", prefix]))
                == [folder.appendingPathComponent("stories- here").path, folder.appendingPathComponent("stories-*file").path],
                "files too, a glob character kept as written")
    }

    @Test func bashCompletesTheServersOptionsAndTheirValues() throws {
        let script = ["--generate-completion-script", "bash"]
        let program = "infinite-stories-server"
        #expect(try Self.bashCompletes(program, script: script, [program, "--log-f"]) == ["--log-format"])
        #expect(try Self.bashCompletes(program, script: script, [program, "--story-provider", "o"]).sorted() == ["offline", "openai"])
    }

    /// zsh and fish read both programs' scripts without a syntax error (make deps installs them).
    @Test func theZshAndFishScriptsParse() throws {
        for (shell, check) in [("zsh", ["-n"]), ("fish", ["--no-execute"])] {
            let path = try #require(["/usr/bin/\(shell)", "/bin/\(shell)"].first { FileManager.default.isExecutableFile(atPath: $0) },
                                    "\(shell) is not installed (make deps installs it)")
            for program in Self.programs {
                let arguments = program == "infinite-stories" ? ["--print-completion", shell] : ["--generate-completion-script", shell]
                let script = try Self.run(ServerProcess.binary(program), arguments).output
                let file = FileManager.default.temporaryDirectory.appendingPathComponent("is-\(UUID().uuidString).\(shell)")
                try script.write(to: file, atomically: true, encoding: .utf8)
                defer { try? FileManager.default.removeItem(at: file) }
                let parsed = try Self.run(URL(fileURLWithPath: path), check + [file.path])
                #expect(parsed.status == 0, "\(shell) on \(program)'s script: \(parsed.errors)")
            }
        }
    }

    /// fish completes the app's options and their choices from the script the app prints.
    @Test func fishCompletesTheAppsOptionsAndTheirValues() throws {
        let fish = URL(fileURLWithPath: "/usr/bin/fish")
        try #require(FileManager.default.isExecutableFile(atPath: fish.path), "fish is not installed (make deps installs it)")
        let script = try Self.run(ServerProcess.binary("infinite-stories"), ["--print-completion", "fish"]).output
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("is-\(UUID().uuidString).fish")
        try script.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        func completes(_ line: String) throws -> [String] {
            let outcome = try Self.run(fish, ["--no-config", "-c", "source \(file.path); complete -C '\(line)'"])
            #expect(outcome.status == 0, "\(outcome.errors)")
            return outcome.output.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
        }
        #expect(try completes("infinite-stories --audio-o") == ["--audio-output"])
        #expect(try completes("infinite-stories --audio-output p") == ["pipewire", "pulse"])
        #expect(try completes("infinite-stories --print-completion ").sorted() == ["bash", "fish", "zsh"])
    }

    /// zsh completes both programs' options, their choices and their folders from the scripts
    /// they print, installed as `_NAME` on `fpath` as a package installs them: a real zsh at a
    /// real terminal (tmux), Tab pressed as a person presses it.
    @Test(.enabled(if: TerminalHarness.tmuxAvailable, "needs tmux"))
    func zshCompletesBothProgramsOptionsAndTheirValues() async throws {
        let zsh = try #require(["/usr/bin/zsh", "/bin/zsh"].first { FileManager.default.isExecutableFile(atPath: $0) },
                               "zsh is not installed (make deps installs it)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("is-zsh-\(UUID().uuidString)")
        let nights = folder.appendingPathComponent("data").appendingPathComponent("nights")
        try FileManager.default.createDirectory(at: nights, withIntermediateDirectories: true)
        try Data().write(to: folder.appendingPathComponent("data").appendingPathComponent("notes.txt"))
        defer { try? FileManager.default.removeItem(at: folder) }
        for program in Self.programs {
            let arguments = program == "infinite-stories" ? ["--print-completion", "zsh"] : ["--generate-completion-script", "zsh"]
            let script = try Self.run(ServerProcess.binary(program), arguments)
            #expect(script.status == 0, "\(script.errors)")
            try script.output.write(to: folder.appendingPathComponent("_\(program)"), atomically: true, encoding: .utf8)
        }
        // In the folder, so the lines stay short whatever the temporary folder's path; emacs keys
        // whatever $EDITOR says; a prompt that is none of the words looked for.
        let terminal = try TerminalHarness(width: 120, height: 30, environment: [:],
                                           command: "cd '\(folder.path)' && exec \(zsh) -f")
        defer { terminal.stop() }
        try terminal.type("fpath=('\(folder.path)' $fpath); autoload -Uz compinit; compinit -u -D; bindkey -e; PS1='tab> '")
        try terminal.keys("Enter")
        /// Types `line` on a clear screen, presses Tab, and waits for `expected`.
        func complete(_ line: String, shows expected: String...) async throws {
            try terminal.keys("C-u", "C-l")
            // Only the prompt is left (tmux trims the space after it).
            let clock = ContinuousClock(), deadline = clock.now + .seconds(20)
            while case let screen = try terminal.screen(), screen.trimmingCharacters(in: .whitespacesAndNewlines) != "tab>" {
                try #require(clock.now < deadline, "the screen was not cleared: \(screen)")
                try await Task.sleep(for: .milliseconds(50))
            }
            try terminal.type(line)
            try terminal.keys("Tab")
            let screen = try await terminal.waitFor("tab> " + line.trimmingCharacters(in: .whitespaces))
            for text in expected {
                if !screen.contains(text) { try await terminal.waitFor(text) }
            }
        }
        try await complete("infinite-stories --audio-o", shows: "tab> infinite-stories --audio-output=")
        try await complete("infinite-stories --audio-output=", shows: "pipewire", "pulse", "sndio", "null")
        try await complete("infinite-stories --print-completion ", shows: "bash", "fish", "zsh")
        // A folder option offers folders only while there are some: `nights/`, not notes.txt.
        try await complete("infinite-stories --data-dir data/", shows: "--data-dir data/nights/")
        try await complete("infinite-stories-server --log-f", shows: "tab> infinite-stories-server --log-format")
        try await complete("infinite-stories-server --story-provider o", shows: "offline", "openai")
    }
}
