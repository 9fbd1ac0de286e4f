import AppConfiguration
import Foundation
import Testing
import TerminalUI
import ViewState

/// The config file: every setting read, every kind of mistake named with its line and key, the
/// rest of the file still applied, and `--print-config`'s text reading back the same.
@Suite("Config file")
struct ConfigurationFileTests {
    static let good = """
        # A comment
        server = "http://127.0.0.1:9999"
        ascii = true
        no_color = true
        sleep_timer = 20

        [theme]
        name = "bedtime"

        [theme.roles.title]
        fg = "bright-yellow"
        bg = 52
        bold = false
        underline = true

        [keys]
        new_story = ["ctrl-n", "F5"]
        help = ["?", "F9"]
        quit = ["F10", "ctrl-c"]
        page_down = ["pgdn", "ctrl-f"]
        """

    static func read(_ text: String) -> (AppConfiguration, [ConfigurationIssue]) {
        ConfigurationReader.read(text, path: "config.toml")
    }

    @Test func aGoodFileSetsEverything() {
        let (configuration, issues) = Self.read(Self.good)
        #expect(issues.isEmpty, "\(issues)")
        #expect(configuration.server == "http://127.0.0.1:9999")
        #expect(configuration.ascii && configuration.noColor)
        #expect(configuration.themeName == .bedtime)
        #expect(configuration.sleepTimer == .minutes(20))
        #expect(configuration.keyOverrides.keys(for: .newStory) == [.ctrl("n"), .function(5)])
        #expect(configuration.keyOverrides.keys(for: .help) == [.character("?"), .function(9)])
        #expect(configuration.keyOverrides.keys(for: .quit) == [.function(10), .ctrl("c")])
        #expect(configuration.keyOverrides.keys(for: .pageDown) == [.pageDown, .ctrl("f")])
        let title = configuration.theme.appearance(ofRole: .title, tier: .ansi256)
        #expect(title.foreground == .ansi(.brightYellow))
        #expect(title.background == .indexed(52))
        #expect(title.attributes == [.underline])
        // A palette colour above 15 is for the 256-colour tier only; attributes reach monochrome.
        #expect(configuration.theme.appearance(ofRole: .title, tier: .ansi16).background
            == Theme.bedtime.appearance(ofRole: .title, tier: .ansi16).background)
        #expect(configuration.theme.appearance(ofRole: .title, tier: .monochrome).attributes.contains(.underline))
        // Roles left alone keep the bedtime look.
        #expect(configuration.theme.appearance(ofRole: .normal, tier: .ansi256)
            == Theme.bedtime.appearance(ofRole: .normal, tier: .ansi256))
    }

    @Test func anEmptyFileIsTheDefaults() {
        let (configuration, issues) = Self.read("")
        #expect(issues.isEmpty)
        #expect(configuration == AppConfiguration())
        #expect(configuration.theme == .standard)
    }

    /// The bedtime theme is dimmer and warmer than the standard one: no white, no blue.
    @Test func bedtimeIsWarmAndDim() {
        for role in Role.allCases {
            let look = Theme.bedtime.appearance(ofRole: role, tier: .ansi256)
            for color in [look.foreground, look.background] {
                #expect(color != .indexed(231) && color != .indexed(25) && color != .ansi(.white) && color != .ansi(.blue),
                        "\(role)")
            }
            let ansi16 = Theme.bedtime.appearance(ofRole: role, tier: .ansi16)
            #expect(ansi16.foreground != .ansi(.white) && ansi16.background != .ansi(.blue), "\(role)")
        }
        #expect(Theme.bedtime.appearance(ofRole: .selected, tier: .monochrome).attributes.contains(.reverse))
        #expect(Theme.bedtime != Theme.standard)
    }

    @Test(arguments: [
        ("a = [", 1, "", "syntax error"),
        ("ascii = true\n\nserver = \"x\" \"y\"", 3, "", "syntax error"),
        ("ascii = true\ncolour = true", 2, "colour", "unknown key"),
        ("[theme]\nname = \"night\"", 2, "theme.name", "unknown theme \"night\""),
        ("[theme]\nshade = 1", 2, "theme.shade", "unknown key"),
        ("[theme.roles.sparkle]\nfg = \"red\"", 1, "theme.roles.sparkle", "unknown key"),
        ("\n[theme.roles.title]\nblink = true", 3, "theme.roles.title.blink", "unknown key"),
        ("[theme.roles.title]\nfg = \"chartreuse\"", 2, "theme.roles.title.fg", "bad colour \"chartreuse\""),
        ("[theme.roles.title]\nbg = 300", 2, "theme.roles.title.bg", "bad colour \"300\""),
        ("[theme.roles.title]\nfg = true", 2, "theme.roles.title.fg", "bad value type"),
        ("[theme.roles.title]\nbold = \"yes\"", 2, "theme.roles.title.bold", "bad value type: expected true or false"),
        ("ascii = \"yes\"", 1, "ascii", "bad value type: expected true or false"),
        ("server = 8080", 1, "server", "bad value type: expected a string"),
        ("server = \"ftp://example.com\"", 1, "server", "not an http:// or https:// URL"),
        ("sleep_timer = \"soon\"", 1, "sleep_timer", "not a sleep timer: soon"),
        ("sleep_timer = 0", 1, "sleep_timer", "not a sleep timer: 0"),
        ("sleep_timer = true", 1, "sleep_timer", "not a sleep timer"),
        ("theme = \"bedtime\"", 1, "theme", "bad value type: expected a table"),
        ("[keys]\nteleport = [\"t\"]", 2, "keys.teleport", "unknown key"),
        ("[keys]\n\nnew_story = [\"ctrl-\"]", 3, "keys.new_story", "\"ctrl-\" is not a key name"),
        ("[keys]\nnew_story = []", 2, "keys.new_story", "no keys given"),
        ("[keys]\nnew_story = [1]", 2, "keys.new_story", "bad value type: expected an array of key names"),
        ("[keys]\nnew_story = [\"F5\"]\nmove_down = [\"n\"]", 3, "keys.move_down", "n would be bound twice in heroes (move_down, new_hero)"),
    ])
    func everyMistakeIsNamedWithItsLineAndKey(text: String, line: Int, key: String, problem: String) {
        let (_, issues) = Self.read(text)
        #expect(issues.count == 1, "\(issues)")
        let issue = issues.first
        #expect(issue?.line == line, "\(issues)")
        #expect(issue?.key == key, "\(issues)")
        #expect(issue?.problem.contains(problem) == true, "\(issues)")
        #expect(issue?.description.hasPrefix("config.toml:\(line): ") == true, "\(issues)")
    }

    /// What is wrong keeps its default; everything else in the file still applies.
    @Test func theRestOfABadFileStillApplies() {
        let text = """
            ascii = "yes"
            no_color = true
            [theme]
            name = "bedtime"
            [theme.roles.error]
            fg = "neon"
            bold = false
            [keys]
            move_down = ["n"]
            new_story = ["ctrl-n"]
            """
        let (configuration, issues) = Self.read(text)
        #expect(issues.map(\.line) == [1, 6, 9])
        #expect(!configuration.ascii && configuration.noColor && configuration.themeName == .bedtime)
        #expect(configuration.keyOverrides.keys(for: .moveDown) == nil)
        #expect(configuration.keyOverrides.keys(for: .newStory) == [.ctrl("n")])
        let error = configuration.theme.appearance(ofRole: .error, tier: .ansi256)
        #expect(error.foreground == Theme.bedtime.appearance(ofRole: .error, tier: .ansi256).foreground)
        #expect(!error.attributes.contains(.bold))
    }

    /// Two remapped commands on one key: both keep their own keys.
    @Test func twoCommandsOnOneKeyAreBothRefused() {
        let (configuration, issues) = Self.read("[keys]\nnew_story = [\"ctrl-n\"]\nfavorite = [\"ctrl-n\"]")
        #expect(configuration.keyOverrides.isEmpty)
        #expect(Set(issues.map(\.key)) == ["keys.new_story", "keys.favorite"])
        #expect(Set(issues.map(\.line)) == [2, 3])
    }

    @Test(arguments: [
        ("q", Key.character("q")), ("N", .character("N")), ("space", .character(" ")), ("enter", .enter),
        ("Esc", .escape), ("tab", .tab), ("shift-tab", .backTab), ("up", .up), ("pgdn", .pageDown),
        ("F5", .function(5)), ("f12", .function(12)), ("ctrl-n", .ctrl("n")), ("Ctrl-N", .ctrl("n")),
    ])
    func keyNames(name: String, key: Key) {
        #expect(KeyName.key(named: name) == key)
        #expect(KeyName.key(named: KeyName.name(of: key)) == key)
    }

    @Test func badKeyNames() {
        for name in ["", "ctrl-", "ctrl-ab", "F0", "F99", "shift", "ctrl-1"] {
            #expect(KeyName.key(named: name) == nil, "\(name)")
        }
    }

    @Test func colourNames() {
        #expect(ColorName.color(named: "bright-blue") == .ansi(.brightBlue))
        #expect(ColorName.color(named: "Bright_Blue") == .ansi(.brightBlue))
        #expect(ColorName.color(named: "default") == .default)
        #expect(ColorName.color(number: 3) == .ansi(.yellow))
        #expect(ColorName.color(number: 173) == .indexed(173))
        #expect(ColorName.color(number: 256) == nil)
        #expect(ColorName.color(named: "#ff0000") == nil)
    }

    /// `--print-config`'s text reads back to the same configuration, defaults as comments.
    @Test func printedConfigurationReadsBack() {
        let (configuration, _) = Self.read(Self.good)
        let text = ConfigurationPrinter.text(of: configuration)
        let (again, issues) = Self.read(text)
        #expect(issues.isEmpty, "\(issues)\n\(text)")
        #expect(again == configuration)
        #expect(text.contains("# move_down = [\"j\", \"down\"]"), "\(text)")
        #expect(text.contains("new_story = [\"ctrl-n\", \"F5\"]"))
        let (defaults, _) = Self.read(ConfigurationPrinter.text(of: AppConfiguration()))
        #expect(defaults == AppConfiguration())
        #expect(ConfigurationPrinter.text(of: AppConfiguration()).contains("sleep_timer = \"end-of-story\""))
        for timer in [SleepTimer.off, .endOfStory, .minutes(1)] {
            var set = AppConfiguration()
            set.sleepTimer = timer
            #expect(Self.read(ConfigurationPrinter.text(of: set)).0.sleepTimer == timer)
        }
    }

    /// Every default key line of `--print-config`, uncommented, is a valid file: one key, one
    /// command per screen, and it prints back unchanged (issue 26).
    @Test func theDefaultKeysUncommentedReadBackWithoutConflicts() {
        let printed = ConfigurationPrinter.text(of: AppConfiguration())
        var inKeys = false
        let uncommented = printed.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            if line.hasPrefix("[") { inKeys = line.hasPrefix("[keys") || line.hasPrefix("[screen_keys") }
            guard inKeys, line.hasPrefix("# "), line.contains(" = [") else { return String(line) }
            return String(line.dropFirst(2))
        }.joined(separator: "\n")
        #expect(uncommented != printed, "the defaults are printed as comments")
        let (configuration, issues) = Self.read(uncommented)
        #expect(issues.isEmpty, "\(issues.map(\.problem).joined(separator: "\n"))")
        #expect(ConfigurationPrinter.text(of: configuration) == uncommented)
    }

    /// A screen's own keys change that screen alone; one that clashes there is refused by its
    /// own name, and the every-screen remapping is kept.
    @Test func aScreensOwnKeysWinThereAlone() {
        let (configuration, issues) = Self.read("""
        [keys]
        favorite = ["F10"]

        [screen_keys.reader]
        favorite = ["F9"]

        [screen_keys.heroes]
        move_down = ["k"]

        [screen_keys.nowhere]
        quit = ["Q"]
        """)
        let overrides = configuration.keyOverrides
        #expect(KeyMap.command(for: .function(9), in: .reader, overrides: overrides) == .favorite)
        #expect(KeyMap.command(for: .function(10), in: .reader, overrides: overrides) == nil, "the reader's own keys win")
        #expect(KeyMap.command(for: .function(9), in: .stories, overrides: overrides) == nil)
        #expect(KeyMap.command(for: .function(10), in: .stories, overrides: overrides) == .favorite)
        // k is move_up on the heroes list: refused there, by the screen table's own key.
        #expect(overrides.screenKeys(for: .moveDown, in: .heroes) == nil)
        #expect(issues.map(\.key) == ["screen_keys.heroes.move_down", "screen_keys.nowhere"], "\(issues)")
        #expect(issues.first?.line == 8)
    }

    @Test func theFileIsFoundWhereXDGSays() {
        #expect(ConfigurationFile.locate(explicit: nil, environment: ["XDG_CONFIG_HOME": "/x", "HOME": "/h"])?.path
            == "/x/infinite-stories/config.toml")
        #expect(ConfigurationFile.locate(explicit: nil, environment: ["HOME": "/h"])?.path
            == "/h/.config/infinite-stories/config.toml")
        #expect(ConfigurationFile.locate(explicit: "/c.toml", environment: ["HOME": "/h"])?.isExplicit == true)
        #expect(ConfigurationFile.locate(explicit: nil, environment: [:]) == nil)
    }

    @Test func aMissingFileIsTheDefaultsUnlessItWasNamed() {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("no-\(UUID().uuidString).toml").path
        let usual = ConfigurationFile(path: path, isExplicit: false).load()
        #expect(!usual.exists && usual.issues.isEmpty && usual.configuration == AppConfiguration())
        let named = ConfigurationFile(path: path, isExplicit: true).load()
        #expect(named.issues.count == 1)
    }

    @Test func aFileOnDiskIsRead() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("config-\(UUID().uuidString).toml")
        try Data(Self.good.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let loaded = ConfigurationFile(path: url.path, isExplicit: false).load()
        #expect(loaded.exists && loaded.issues.isEmpty)
        #expect(loaded.configuration.themeName == .bedtime)
    }
}
