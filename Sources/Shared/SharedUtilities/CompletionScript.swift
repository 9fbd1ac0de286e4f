import Foundation

/// Shell completion scripts for a command, generated from its `CommandDescription`.
///
/// The server's come from ArgumentParser (`--generate-completion-script`); the app parses its
/// command line by hand (ADR 0010), so its scripts are generated here from the same table that
/// drives its parser and `--help`: an option added there completes in every shell.
public enum CompletionScript {
    /// The shells a script is generated for.
    public enum Shell: String, CaseIterable, Sendable {
        case bash, zsh, fish
    }

    public static func script(for command: CommandDescription, shell: Shell) -> String {
        switch shell {
        case .bash: bash(command)
        case .zsh: zsh(command)
        case .fish: fish(command)
        }
    }

    /// A function for `complete -F`: after an option that takes a value, that value's kind
    /// (paths, folders, choices, or nothing to guess); elsewhere every option name. `mapfile`
    /// keeps a file name with spaces or glob characters whole.
    static func bash(_ command: CommandDescription) -> String {
        let function = "_" + command.name.map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
        var lines = [
            "# bash completion for \(command.name); generated from its definitions, do not edit.",
            "\(function)() {",
            "    local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"\"",
            "    [ \"$COMP_CWORD\" -gt 0 ] && prev=\"${COMP_WORDS[COMP_CWORD-1]}\"",
            "    case \"$prev\" in",
        ]
        for option in command.options where option.takesValue {
            let names = option.names.joined(separator: "|")
            switch option.value {
            case .file:
                lines.append("        \(names)) compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -f -- \"$cur\"); return 0 ;;")
            case .directory:
                lines.append("        \(names)) compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -d -- \"$cur\"); return 0 ;;")
            case .choices(let choices):
                lines.append("        \(names)) mapfile -t COMPREPLY < <(compgen -W \"\(choices.joined(separator: " "))\" -- \"$cur\"); return 0 ;;")
            case .text, .none:
                lines.append("        \(names)) COMPREPLY=(); return 0 ;;")
            }
        }
        let names = command.options.flatMap(\.names).joined(separator: " ")
        lines += [
            "    esac",
            "    mapfile -t COMPREPLY < <(compgen -W \"\(names)\" -- \"$cur\")",
            "}",
            "complete -F \(function) \(command.name)",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// An `_arguments` spec per option, for zsh's completion system (`#compdef`).
    static func zsh(_ command: CommandDescription) -> String {
        var specs: [String] = []
        for option in command.options {
            let description = "[" + zshEscaped(firstSentence(option.help)) + "]"
            let action: String
            switch option.value {
            case .none: action = ""
            case .file: action = ":\(option.placeholder ?? "file"):_files"
            case .directory: action = ":\(option.placeholder ?? "folder"):_files -/"
            case .choices(let choices): action = ":\(option.placeholder ?? "value"):(\(choices.joined(separator: " ")))"
            case .text: action = ":\(option.placeholder ?? "value"): "
            }
            let suffix = option.takesValue ? "=" : ""
            if option.names.count == 1 {
                specs.append("'\(option.names[0])\(suffix)\(description)\(action)'")
            } else {
                let exclusive = "(" + option.names.joined(separator: " ") + ")"
                specs.append("'\(exclusive)'{\(option.names.map { $0 + suffix }.joined(separator: ","))}'\(description)\(action)'")
            }
        }
        return "#compdef \(command.name)\n# zsh completion for \(command.name); generated from its definitions, do not edit.\n"
            + "_arguments -s \\\n  " + specs.joined(separator: " \\\n  ") + "\n"
    }

    /// One `complete -c` line per option, for fish.
    static func fish(_ command: CommandDescription) -> String {
        var lines = ["# fish completion for \(command.name); generated from its definitions, do not edit."]
        for option in command.options {
            var parts = ["complete -c \(command.name)"]
            for name in option.names {
                parts.append(name.hasPrefix("--") ? "-l \(name.dropFirst(2))" : "-s \(name.dropFirst())")
            }
            switch option.value {
            case .none: break
            case .file: parts.append("-r -F")
            case .directory: parts.append("-x -a '(__fish_complete_directories)'")
            case .choices(let choices): parts.append("-x -a '\(choices.joined(separator: " "))'")
            case .text: parts.append("-x")
            }
            parts.append("-d '" + fishEscaped(firstSentence(option.help)) + "'")
            lines.append(parts.joined(separator: " "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The help up to its first full stop followed by a space (or all of it), without a
    /// trailing full stop: a completion menu's line.
    static func firstSentence(_ text: String) -> String {
        var sentence = text
        var searchFrom = text.startIndex
        while let end = text.range(of: ". ", range: searchFrom..<text.endIndex) {
            // "e.g. " and "i.e. " do not end a sentence.
            let before = text[..<end.lowerBound]
            if before.hasSuffix("e.g") || before.hasSuffix("i.e") {
                searchFrom = end.upperBound
                continue
            }
            sentence = String(before)
            break
        }
        while sentence.hasSuffix(".") { sentence.removeLast() }
        return sentence
    }

    /// Inside `'…[description]…'`: brackets and colons escaped, a single quote closed and reopened.
    private static func zshEscaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "[", "]", ":", "\\": out += "\\" + String(character)
            case "'": out += "'\\''"
            default: out.append(character)
            }
        }
        return out
    }

    /// Inside fish's single quotes: a backslash or a quote escaped.
    private static func fishEscaped(_ text: String) -> String {
        var out = ""
        for character in text {
            if character == "\\" || character == "'" { out += "\\" }
            out.append(character)
        }
        return out
    }
}
