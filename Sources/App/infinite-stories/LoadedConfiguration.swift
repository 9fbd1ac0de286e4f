import AppConfiguration
import ViewState

/// The config file as the app uses it: read (or found absent), then overruled by the
/// environment and the command line, in that order (docs: README, "Configuration").
struct LoadedConfiguration {
    /// Where the file is (or would be); nil when neither `XDG_CONFIG_HOME` nor `HOME` is set.
    var file: ConfigurationFile?
    var exists = false
    /// The effective settings.
    var configuration = AppConfiguration()
    /// What was wrong in the file; those settings kept their defaults.
    var issues: [ConfigurationIssue] = []
    /// The command line with the file's settings filled in where it left them out.
    var options: CommandLineOptions

    /// `variable` looks an environment variable up (`getenv` in the app).
    init(_ options: CommandLineOptions, variable: (String) -> String?) {
        self.options = options
        file = ConfigurationFile.locate(explicit: options.configPath, variable: variable)
        if let file {
            let loaded = file.load()
            configuration = loaded.configuration
            issues = loaded.issues
            exists = loaded.exists
        }
        // `options.server` already holds INFINITE_STORIES_SERVER when --server was absent.
        if let server = options.server {
            configuration.server = server
        } else {
            self.options.server = configuration.server
        }
        configuration.ascii = configuration.ascii || options.ascii
        configuration.noColor = configuration.noColor || options.noColor || !(variable("NO_COLOR") ?? "").isEmpty
        self.options.ascii = configuration.ascii
        self.options.noColor = configuration.noColor
    }

    /// The start-up banner's text, when the file has problems. A banner is one line: the file is
    /// named as short as it reads (`~/...`, or its name alone when that is still long) so the
    /// line and key fit; `--check-config` prints the full path.
    func bannerText(home: String?) -> String? {
        guard var first = issues.first else { return nil }
        if let home, !home.isEmpty, first.path.hasPrefix(home + "/") {
            first.path = "~" + first.path.dropFirst(home.count)
        }
        if first.path.count > 40, let name = first.path.split(separator: "/").last {
            first.path = String(name)
        }
        return Strings.configBanner(first.description, more: issues.count - 1)
    }
}
