import Foundation
import PackagePlugin

/// Turns a target's `Content/*.stories` files into one Swift source file, so the story content is
/// compiled into the binary (one file to install, nothing to find at run time) while writers and
/// translators edit plain text (docs/writing-stories.md, ADR 24).
@main
struct EmbedStoryContent: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = target.directoryURL.appending(path: "Content")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".stories") }.sorted()
        let inputs = names.map { folder.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedStoryContent.swift")
        return [
            .buildCommand(
                displayName: "Embedding story content (\(names.joined(separator: ", ")))",
                executable: try context.tool(named: "StoryContentEmbedder").url,
                arguments: [output.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output]),
        ]
    }
}
