import Foundation
import InfiniteStoriesClient

/// Every text of the terminal app that a person may read, in one place.
///
/// Kept together so the wording stays consistent from screen to screen and so a translation
/// touches one file. Errors that come from the client library are not repeated here: the app
/// shows `ClientError.message` (the client's own `ClientMessages`) as it is, except a network
/// failure, which names the server (`serverNotAnswering`).
public enum Strings {
    // MARK: App frame

    public static let appName = "InfiniteStories"
    public static let startingServer = "Starting the story server..."
    public static let notSignedIn = "not signed in"
    public static let online = "online"
    public static let offline = "offline"
    public static let degraded = "trouble"
    public static let checking = "checking"
    public static let starting = "starting"

    /// `● online 12 ms`: the word carries the meaning; the dot is decoration.
    public static func onlineStatus(milliseconds: Int) -> String { "\(online) \(milliseconds) ms" }

    /// Header note while stories are being written in the background.
    public static func generationsRunning(_ count: Int) -> String {
        count == 1 ? "1 story in progress" : "\(count) stories in progress"
    }

    public static func serverFailed(_ reason: String) -> String { "The story server could not start: \(reason)" }

    /// `Label: value`, for the facts in the detail pane.
    public static func fact(_ label: String, _ value: String) -> String { "\(label): \(value)" }

    // MARK: Command line

    public static let commandAbstract = "Bedtime stories starring your child's heroes, in the terminal."
    public static let commandDiscussion = """
        Without --server (or INFINITE_STORIES_SERVER) a story server runs inside the app, keeping \
        its data in --data-dir. Press ? in the app for every key.
        """
    public static let serverOptionHelp =
        "The story server to use, e.g. http://127.0.0.1:8080. [env: INFINITE_STORIES_SERVER]"
    public static let dataDirOptionHelp =
        "Where the embedded server keeps its data. (default: $XDG_DATA_HOME/infinite-stories)"
    public static let noColorFlagHelp = "Draw without colours (also when NO_COLOR is set)."
    public static let asciiFlagHelp = "Draw with ASCII characters only (also in a non-UTF-8 locale)."
    public static func invalidServerURL(_ text: String) -> String {
        "--server must be an http:// or https:// URL, got \(text)"
    }
    public static func terminalUnavailable(_ reason: String) -> String { "infinite-stories: \(reason)" }
    public static let stillConnecting = "Still connecting to the server; this works in a moment."
    public static let helpFlagHelp = "Show help information."
    public static let versionFlagHelp = "Show the version."
    public static let commandUsage =
        "infinite-stories [--server <server>] [--data-dir <data-dir>] [--audio-output <name>] [--cache-size <MiB>] [--no-color] [--ascii] [--config <file>] [--print-config | --check-config]"
    public static let audioOutputOptionHelp =
        "mpv's audio output for narrations, e.g. pulse, alsa, or null to play silently; help lists them. [env: INFINITE_STORIES_AUDIO_OUTPUT]"
    public static let audioOutputsHeader = "Audio outputs for --audio-output (a comma list tries each in turn):"
    public static let audioOutputPipewire = "PipeWire (most current desktops)"
    public static let audioOutputPulse = "PulseAudio, or PipeWire's PulseAudio service"
    public static let audioOutputAlsa = "ALSA, the sound card directly"
    public static let audioOutputJack = "JACK"
    public static let audioOutputSDL = "SDL's audio"
    public static let audioOutputOSS = "OSS"
    public static let audioOutputOpenAL = "OpenAL"
    public static let audioOutputSndio = "sndio"
    public static let audioOutputNull = "no device: plays in real time, silently (follow along on screen)"
    public static func audioOutputWritesFiles(_ name: String) -> String {
        "--audio-output \(name) writes the narration to a file instead of playing it; use null to follow along silently."
    }
    public static func unknownAudioOutput(_ name: String) -> String {
        "--audio-output \(name) is not an audio output this app knows; see --audio-output help."
    }
    public static let cacheSizeOptionHelp =
        "The most the media cache (narrations, pictures) keeps, in MiB. (default: 200) [env: INFINITE_STORIES_CACHE_MB]"
    public static func invalidCacheSize(_ text: String) -> String {
        "--cache-size must be a whole number of MiB, 0 or more, got \(text)"
    }
    public static func unknownOption(_ option: String) -> String { "Unknown option '\(option)'" }
    public static func unexpectedArgument(_ argument: String) -> String { "Unexpected argument '\(argument)'" }
    public static func missingValue(_ option: String) -> String { "Missing value for '\(option)'" }
    /// A command-line error as printed on standard error, with the usage line to fix it.
    public static func commandError(_ message: String) -> String {
        "Error: \(message)\nUsage: \(commandUsage)\n  See 'infinite-stories --help' for more information.\n"
    }
    /// `--help`: overview, usage and every option.
    public static var commandHelp: String {
        let options: [(String, String)] = [
            ("--server <server>", serverOptionHelp), ("--data-dir <data-dir>", dataDirOptionHelp),
            ("--audio-output <name>", audioOutputOptionHelp), ("--cache-size <MiB>", cacheSizeOptionHelp),
            ("--no-color", noColorFlagHelp), ("--ascii", asciiFlagHelp), ("--config <file>", configOptionHelp),
            ("--print-config", printConfigFlagHelp), ("--check-config", checkConfigFlagHelp), ("--version", versionFlagHelp),
            ("-h, --help", helpFlagHelp),
        ]
        let width = options.map(\.0.count).max() ?? 0
        let lines = options.map { "  " + $0.0.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.1 }
        return "OVERVIEW: \(commandAbstract)\n\n\(commandDiscussion)\n\nUSAGE: \(commandUsage)\n\nOPTIONS:\n"
            + lines.joined(separator: "\n") + "\n"
    }

    // MARK: Config file (the executable's --check-config / --print-config and the start-up banner)

    public static let configOptionHelp =
        "The config file to read. (default: $XDG_CONFIG_HOME/infinite-stories/config.toml) [env: INFINITE_STORIES_CONFIG]"
    public static let printConfigFlagHelp = "Print the effective configuration (defaults included) as TOML and exit."
    public static let checkConfigFlagHelp = "Check the config file: print its problems and exit non-zero, or print ok."
    /// `--check-config` on a good file, or with no file at all.
    public static func configOK(_ path: String, exists: Bool) -> String {
        exists ? "ok: \(path)" : "ok: no config file at \(path); the defaults apply"
    }
    /// One problem of the config file, as `--check-config` prints it: file, line, key, what is wrong.
    public static func configIssue(path: String, line: Int, key: String, problem: String) -> String {
        key.isEmpty ? "\(path):\(line): \(problem)" : "\(path):\(line): \(key): \(problem)"
    }
    /// The start-up banner for a config file with problems: the first one, and how many more.
    public static func configBanner(_ first: String, more: Int) -> String {
        let suffix = more == 0 ? "" : " (and \(more) more: infinite-stories --check-config)"
        return "Config: \(first); using the defaults for it\(suffix)"
    }
    public static func configUnreadable(_ reason: String) -> String { "cannot be read (\(reason))" }
    public static let configMissing = "no such file"
    public static func configSyntax(_ reason: String) -> String { "syntax error: \(reason)" }
    public static let configUnknownKey = "unknown key"
    public static func configUnknownKeyIn(_ choices: String) -> String { "unknown key (expected one of: \(choices))" }
    public static func configWrongType(expected: String) -> String { "bad value type: expected \(expected)" }
    public static let configTypeString = "a string"
    public static let configTypeBool = "true or false"
    public static let configTypeTable = "a table"
    public static let configTypeKeys = "an array of key names"
    public static let configTypeColor = "a colour name or a number 0-255"
    public static func configBadServer(_ text: String) -> String { "not an http:// or https:// URL: \(text)" }
    public static func configBadTheme(_ name: String, choices: String) -> String {
        "unknown theme \"\(name)\" (expected one of: \(choices))"
    }
    public static func configBadColor(_ text: String) -> String {
        "bad colour \"\(text)\" (expected default, a colour name such as red or bright-blue, or 0-255)"
    }
    public static func configBadKeyName(_ text: String) -> String {
        "\"\(text)\" is not a key name (e.g. q, N, space, enter, esc, tab, up, F5, ctrl-n)"
    }
    public static let configNoKeys = "no keys given (the command would be unreachable)"
    public static func configKeyBoundTwice(key: String, context: String, commands: String) -> String {
        "\(key) would be bound twice in \(context) (\(commands))"
    }
    public static let configPrintHeader = "# infinite-stories: the effective configuration (file, environment and command line)."
    public static let configPrintServerUnset = "# server = \"http://127.0.0.1:8080\"   # unset: the app runs its own server"
    public static let configPrintThemeChoices = "# name: standard or bedtime; [theme.roles.<role>] fg, bg, bold, dim, underline, reverse"
    public static let configPrintRoles = "# roles:"
    public static let configPrintKeysNote = "# A line here replaces all of the command's keys on every screen that binds it."
    /// Over the per-screen key tables of `--print-config`.
    public static let configPrintScreenKeysNote =
        "# Each screen's own keys, as they are; a line replaces the command's keys on that screen only."
    public static let configUnknownScreen = "not a screen with keys (see --print-config for their names)"

    // MARK: Too small

    public static func tooSmall(width: Int, height: Int, minimumWidth: Int, minimumHeight: Int) -> String {
        "Terminal too small (have \(width)x\(height), need \(minimumWidth)x\(minimumHeight))"
    }
    public static let tooSmallHint = "Enlarge the window, or press q to quit."

    // MARK: Auth

    public static let signIn = "Sign in"
    public static let signUp = "Sign up"
    public static let nameLabel = "Name"
    public static let emailLabel = "Email"
    public static let passwordLabel = "Password"
    public static let confirmationLabel = "Confirm"
    public static let namePlaceholder = "Your name"
    public static let emailPlaceholder = "you@example.com"
    public static let passwordPlaceholder = "8 to 128 characters"
    public static let confirmationPlaceholder = "Type the password again"
    public static let signingIn = "Signing in..."
    public static let signingUp = "Creating your account..."
    public static let restoringSession = "Checking your saved session..."
    public static let authSubtitle = "Bedtime stories starring your child's heroes"

    // Sign in with Apple, through a browser.
    public static let signInWithApple = "Sign in with Apple"
    public static let appleButtonHint = "Enter or F4"
    public static let orWithEmail = "or with your email"
    public static let appleRequesting = "Asking the server for a sign-in code..."
    public static let appleOpenPage = "On your phone or computer, open"
    public static let appleEnterCode = "and enter the code"
    public static let appleScan = "Or scan it with a phone:"
    public static let appleWaiting = "Waiting for Apple..."
    public static let appleBrowserOpened = "Opened in this computer's browser."
    public static let appleNoBrowser = "No browser here: use your phone or another computer."
    public static let appleBrowserMissing = "xdg-open is not installed: open the address yourself."
    public static func appleBrowserFailed(_ reason: String) -> String { "The browser did not open (\(reason))." }
    public static let appleNotOffered = "This server does not offer Sign in with Apple."
    public static let appleSignInFailed = "Sign in with Apple failed. Please try again."
    public static let appleCodeExpired = "The sign-in code expired before Apple answered. Please try again."
    public static let appleAccountNotLinked =
        "An account with this email already exists. Sign in with your email and password."


    // Inline validation (what the server would also refuse).
    public static let nameRequired = "Please enter your name."
    public static let emailRequired = "Please enter your email address."
    public static let emailInvalid = ClientMessages.invalidEmailField
    public static let passwordTooShort = ClientMessages.passwordTooShortField
    public static let passwordTooLong = ClientMessages.passwordTooLongField
    public static let confirmationMismatch = "The two passwords do not match."

    // MARK: Panes

    public static let heroesTitle = "Heroes"
    public static let storiesTitle = "Stories"
    public static let detailTitle = "Story"
    public static let heroDetailTitle = "Hero"
    public static let readerTitle = "Reading"
    public static let progressTitle = "Writing"
    public static let noHeroes = "No heroes yet. Press n to create one."
    public static let noStories = "No stories yet. Press s to write one."
    public static let noHeroSelected = "Select a hero to see their stories."
    public static let noMatches = "Nothing matches the filter."
    /// The filter's words are the user's own: quoted as typed, so they can see what to change.
    public static func noHeroMatches(_ query: String) -> String { "No hero matches '\(query)'. Esc clears the filter." }
    public static func noStoryMatches(_ query: String) -> String { "No story matches '\(query)'. Esc clears the filter." }
    public static let noFavorites = "No favourite stories yet. Press f on a story."
    public static let loading = "Loading..."
    public static let favoritesOnly = "favourites"
    public static let filterPrompt = "/"
    public static let breadcrumbSeparator = " › "
    public static let breadcrumbSeparatorASCII = " > "

    /// Pane title with how many items there are: `Stories 12/340`, or while loading `Stories 100/340…`.
    public static func countTitle(_ title: String, shown: Int, total: Int?, loaded: Int, isLoading: Bool) -> String {
        let all = total ?? loaded
        let suffix = isLoading && loaded < all ? "..." : ""
        if shown != loaded {
            return "\(title) \(shown)/\(all)\(suffix)"
        }
        return "\(title) \(all)\(suffix)"
    }

    // MARK: Hero rows and details

    public static func heroAge(_ age: Int) -> String { "age \(age)" }
    public static func storyCount(_ count: Int) -> String { count == 1 ? "1 story" : "\(count) stories" }
    public static let ageLabel = "Age"
    public static let traitsLabel = "Traits"
    public static let abilityLabel = "Special ability"
    public static let appearanceLabel = "Appearance"
    public static let storiesLabel = "Stories"
    public static let none = "none"

    // MARK: Story rows and details

    public static let favoriteMark = "★"
    public static let favoriteMarkASCII = "*"
    public static let favoriteLabel = "Favourite"
    public static let languageLabel = "Language"
    public static let eventLabel = "Event"
    public static let lengthLabel = "Length"
    public static let createdLabel = "Written"
    public static let textLabel = "Text"
    public static let narrationLabel = "Narration"
    public static let illustrationsLabel = "Pictures"
    public static let yes = "yes"
    public static let no = "no"
    public static let untitled = "Untitled story"
    public static let openToRead = "Press Enter to read."
    /// A filtered story row's right-hand text when the `/` query matched its event, not its title.
    public static func matchedEvent(_ event: String) -> String { "event: \(event)" }
    /// A filtered story row's right-hand text when the `/` query matched its language only.
    public static func matchedLanguage(_ language: String) -> String { "language: \(language)" }

    public static func minutes(_ seconds: Double) -> String {
        let minutes = max(1, Int((seconds / 60).rounded()))
        return "\(minutes) min"
    }

    /// `3:07`, for narration lengths.
    public static func clock(seconds: Double) -> String {
        let total = seconds.isFinite ? max(0, Int(seconds)) : 0
        return String(format: "%d:%02d", total / 60, total % 60)
    }

    public static let textWriting = "writing"
    public static let textDone = "written"
    public static let textFailed = "failed"
    public static let audioNone = "not recorded (press a)"
    /// Over a story's facts while the server does not answer.
    public static let detailAsLastKnown = "As last known: the server does not answer, this may have changed."
    public static let audioProcessing = "recording"
    public static func audioReady(duration: Double?) -> String {
        duration.map { "ready (\(clock(seconds: $0)))" } ?? "ready"
    }
    public static let audioFailed = "failed (press a to retry)"
    public static let illustrationsNone = "none yet (press i)"
    public static let illustrationsProcessing = "drawing"
    public static func illustrationsReady(_ count: Int) -> String { count == 1 ? "1 picture" : "\(count) pictures" }
    public static let illustrationsPartial = "some failed (press i to retry)"
    public static let illustrationsFailed = "failed (press i to retry)"
    public static let unknownStatus = "unknown"

    // MARK: Generation progress

    public static let stepWriting = "Writing"
    public static let stepNarration = "Narration"
    public static let stepIllustrations = "Illustrations"
    public static let stepWaiting = "waiting"
    public static let stepRunning = "in progress"
    public static let stepDone = "done"
    public static func stepFailed(_ reason: String) -> String { "failed: \(reason)" }
    public static func illustrationCount(completed: Int, total: Int) -> String { "\(completed)/\(total)" }
    public static func elapsed(seconds: Int) -> String {
        let safe = max(0, seconds)
        return safe < 60 ? "\(safe)s" : "\(safe / 60)m \(String(format: "%02d", safe % 60))s"
    }
    public static let startingStory = "Starting your story..."
    public static let retryTextHint = "Press s to try writing a new story."
    public static let retryAudioHint = "Press a to record the narration again."
    public static let retryIllustrationsHint = "Press i to draw the missing pictures again."
    public static let stopWatchingHint = "Esc: stop following (writing goes on)"
    public static let storySoFar = "The story so far"
    public static func storyReady(_ title: String) -> String { "\"\(title)\" is ready." }

    // MARK: Reader

    /// `Narration: ready (3:07) · Pictures: 4 pictures`, with the glyph set's separator.
    public static func readerStatus(narration: String, pictures: String, separator: String) -> String {
        "\(narrationLabel): \(narration)\(separator)\(illustrationsLabel): \(pictures)"
    }
    public static let loadingStory = "Loading the story..."
    public static let emptyStory = "This story has no text yet."
    /// The reader's search line starts with the key that opened it.
    public static let searchPrompt = "/"
    /// `Match 2 of 5`.
    public static func matchPosition(_ index: Int, of count: Int) -> String { "Match \(index) of \(count)" }
    /// The query is the user's own: quoted as typed, so they can see what to change.
    public static func noMatch(_ query: String) -> String { "No match for '\(query)'." }
    public static let searchContinuedFromTop = "from the top"
    public static let searchContinuedFromBottom = "from the bottom"

    // MARK: Hero form

    public static let newHeroTitle = "New hero"
    public static let editHeroTitle = "Edit hero"
    public static let heroNameLabel = "Name"
    public static let heroAgeLabel = "Age"
    public static let primaryTraitLabel = "Main trait"
    public static let secondaryTraitLabel = "Second trait"
    public static let specialAbilityLabel = "Ability"
    public static let appearanceFieldLabel = "Looks"
    public static let heroNamePlaceholder = "e.g. Luna"
    public static let agePlaceholder = "3 to 12"
    public static let abilityPlaceholder = "e.g. talks to animals (optional)"
    public static let appearancePlaceholder = "e.g. curly red hair, green boots (optional)"
    public static let noSecondTrait = "(none)"
    public static let saving = "Saving..."
    public static let heroNameInvalid = "Name must be 1 to 200 characters."
    public static let heroAgeInvalid = "Age must be 3 to 12."
    public static let heroAbilityTooLong = "Ability must be at most 200 characters."
    public static let heroAppearanceTooLong = "Looks must be at most 500 characters."
    public static let heroTraitsInvalid = "Pick a main trait."
    public static func heroCreated(_ name: String) -> String { "\(name) is ready for adventures." }
    public static func heroUpdated(_ name: String) -> String { "\(name) was saved." }

    // MARK: Story picker

    public static func newStoryTitle(for heroName: String) -> String { "New story for \(heroName)" }
    public static let eventLabelPicker = "Event"
    public static let customEventOption = "Something else..."
    public static let customEventLabel = "Theme"
    public static let customEventPlaceholder = "e.g. a trip to the moon"
    public static let storyLengthLabel = "Length"
    public static let storyLanguageLabel = "Language"
    public static func lengthChoice(_ minutes: Int) -> String { "\(minutes) minutes" }
    public static let customEventRequired = "Please describe the theme, or pick an event."
    public static let customEventTooLong = "The theme must be at most 500 characters."

    // MARK: Confirmations

    public static let cancel = "Cancel"
    public static let delete = "Delete"
    public static let quit = "Quit"
    public static let stay = "Stay"
    public static let deleteHeroTitle = "Delete hero?"
    public static func deleteHeroMessage(name: String, stories: Int) -> String {
        switch stories {
        case 0: "Delete \(name)? They have no stories."
        case 1: "Delete \(name) and their 1 story? This cannot be undone."
        default: "Delete \(name) and their \(stories) stories? This cannot be undone."
        }
    }
    public static let renarrateTitle = "Narrate again?"
    public static func renarrateMessage(title: String) -> String {
        "\u{201C}\(title)\u{201D} is narrated already. Narrate it again with the voice below? The new narration replaces it."
    }
    public static let renarrateButton = "Narrate again"
    public static func renarrating(_ voice: String) -> String { "Narrating again with \(voice)." }
    public static let voiceChoiceLabel = "Voice:"
    public static func voiceLabel(_ id: String, _ description: String) -> String { "\(id): \(description)" }
    public static let keyVoice = "Voice"
    public static let keyVoiceHelp = "Choose the voice (how it sounds with this server's narrator)"
    public static let keyVoiceUpHelp = "Choose the previous voice"
    public static let deleteStoryTitle = "Delete story?"
    public static func deleteStoryMessage(title: String) -> String {
        "Delete \"\(title)\", with its narration and pictures? This cannot be undone."
    }
    public static let quitTitle = "Quit?"
    public static let quitMessage = "A form has changes that are not saved. Quit anyway and lose them?"
    public static func heroDeleted(_ name: String) -> String { "\(name) was deleted." }
    public static func storyDeleted(_ title: String) -> String { "\"\(title)\" was deleted." }
    public static func favoriteAdded(_ title: String) -> String { "\"\(title)\" is a favourite." }
    public static func favoriteRemoved(_ title: String) -> String { "\"\(title)\" is no longer a favourite." }
    public static let signedOut = "You are signed out."
    public static let signOutTitle = "Sign out?"
    public static func signOutMessage(email: String, server: String) -> String {
        let who = email.isEmpty ? "this account" : email
        let place = server.isEmpty ? "" : " on \(server)"
        return "Sign out of \(who)\(place)? Your heroes and stories stay on the server."
    }
    /// Printed after the terminal is restored when work was still going on at quit.
    public static func farewell(storiesInProgress count: Int, embedded: Bool) -> String {
        let subject = count == 1 ? "1 story is" : "\(count) stories are"
        return embedded
            ? "\(subject) still being made; the work carries on the next time you open InfiniteStories."
            : "\(subject) still being made on the server; it will be ready when you come back."
    }
    public static let deleteAccountTitle = "Delete your account?"
    public static func deleteAccountMessage(email: String, server: String) -> String {
        let place = server.isEmpty ? "" : " on \(server)"
        return "This deletes \(email)\(place) with every hero, story, narration and picture, and signs out every "
            + "device. It cannot be undone. Type the email to confirm."
    }
    public static let deleteAccountButton = "Delete account"
    public static func typeToConfirm(_ expected: String) -> String { "Type \(expected) to confirm." }
    public static let typeEmailPlaceholder = "the account's email"
    public static let accountDeleted = "Your account and everything in it were deleted."
    public static let backOnline = "The server answers again."
    public static let restoredAfterSignIn = "Welcome back: you are where you left off."

    // MARK: Errors shown by the app itself

    public static func retryAfter(seconds: Int) -> String {
        if seconds < 60 { return "Try again in \(max(1, seconds)) s." }
        let minutes = (seconds + 59) / 60
        return minutes == 1 ? "Try again in 1 minute." : "Try again in \(minutes) minutes."
    }
    public static func fieldProblem(_ field: String, _ message: String) -> String { "\(field): \(message)" }
    /// A network failure: the app knows which server it talks to, and that is what does not
    /// answer (the connection may be fine: the embedded server is on this computer).
    public static func serverNotAnswering(_ url: String) -> String { "The story server at \(url) does not answer." }
    public static let selectHeroFirst = "Select a hero first."
    public static let selectStoryFirst = "Select a story first."
    public static let storyStillWriting = "The story is still being written."
    public static let narrationInProgress = "The narration is being recorded."
    public static func picturesAlreadyDrawn(_ count: Int) -> String {
        count == 1 ? "The picture is drawn: press Enter to see it." : "All \(count) pictures are drawn: press Enter to see them."
    }
    public static let picturesInProgress = "The pictures are being drawn."

    // MARK: Help

    public static let helpTitle = "Keys"
    public static let helpNavigation = "Navigation"
    public static let helpActions = "Actions"
    public static let helpGeneral = "General"
    public static let helpEditing = "Editing"
    public static let helpCursorMoves = "Move the cursor in the field"
    public static let helpCursorEnds = "Go to the start or the end of the field"
    public static let helpDeletionKeys = "Ctrl-W/U/K"
    public static let helpDeletions = "Delete the word before / all before / all after the cursor"

    // MARK: Key labels (footer) and help texts

    public static let keyMove = "Move"
    public static let keyMoveHelp = "Move down"
    public static let keyMoveUpHelp = "Move up"
    public static let keyTop = "Top"
    public static let keyTopHelp = "Jump to the first item"
    public static let keyBottom = "Bottom"
    public static let keyBottomHelp = "Jump to the last item"
    public static let keyPage = "Page"
    public static let keyPageUpHelp = "Page up"
    public static let keyPageDownHelp = "Page down"
    public static let keyPane = "Pane"
    public static let keyNextPaneHelp = "Next pane"
    public static let keyPreviousPaneHelp = "Previous pane"
    public static let keyLeftPaneHelp = "Pane to the left"
    public static let keyRightPaneHelp = "Pane to the right"
    public static let keyOpen = "Open"
    public static let keyOpenHeroHelp = "Show the hero's stories"
    public static let keyOpenStoryHelp = "Read the story (or follow its writing)"
    public static let keyBack = "Back"
    public static let keyBackHelp = "Go back (clears a filter first)"
    public static let keyStopWatchingHelp = "Stop following the writing and go back"
    public static let keyFilter = "Filter"
    public static let keyFilterHelp = "Filter the list as you type"
    public static let keyHelp = "Help"
    public static let keyHelpHelp = "Show every key for this screen"
    public static let keyQuit = "Quit"
    public static let keyQuitHelp = "Quit the app"
    public static let keyQuitAnywhereHelp = "Quit from anywhere"
    public static let keyNewHero = "New"
    public static let keyNewHeroHelp = "Create a hero"
    public static let keyEditHero = "Edit"
    public static let keyEditHeroHelp = "Edit the selected hero"
    public static let keyDelete = "Delete"
    public static let keyDeleteHeroHelp = "Delete the selected hero and their stories"
    public static let keyDeleteStoryHelp = "Delete the selected story"
    public static let keyNewStory = "Story"
    public static let keyNewStoryHelp = "Write a new story for the selected hero"
    public static let keyFavorite = "Fav"
    public static let keyFavoriteHelp = "Mark or unmark the story as a favourite"
    public static let keyFavoritesFilter = "Favs"
    public static let keyFavoritesFilterHelp = "Show only favourite stories (or all again)"
    public static let keyNarrate = "Narrate"
    public static let keyNarrateHelp = "Record the narration (again after a failure)"
    public static let keyIllustrate = "Draw"
    public static let keyIllustrateHelp = "Draw the pictures (redraws failed ones)"
    public static let keyRefresh = "Refresh"
    public static let keyRefreshHelp = "Reload heroes and stories, check the server"
    public static let keySignOut = "Sign out"
    public static let keySignOutHelp = "Sign out of this server (asks first; the server ends the session)"
    public static let keyShowLibraryHelp = "Heroes and stories (the library)"
    public static let keyShowEventsHelp = "Your own story events"
    public static let keyShowJourneyHelp = "Your reading journey: listening days, heroes, milestones"
    public static let keyShowSettingsHelp = "Settings: name, voice, language, story length, usage"
    public static let sectionLibrary = "Library"
    public static let sectionEvents = "Your events"
    public static let sectionJourney = "Reading journey"
    public static let sectionSettings = "Settings"
    public static let sectionComingUp = "Loading..."
    public static let keyDeleteAccountHelp = "Delete the account and everything in it (asks you to type the email)"
    public static let keyTypedConfirmHelp = "Go ahead, once the text asked for is typed"
    public static let keyApple = "Apple"
    public static let keyAppleHelp = "Sign in with Apple, in a browser on this or another device"
    public static let keyCancelAppleHelp = "Stop signing in with Apple and go back"
    public static let keyOpenBrowser = "Open browser"
    public static let keyOpenBrowserHelp = "Open the sign-in page in this computer's browser"
    public static let keyRedrawHelp = "Redraw the screen"
    public static let keyScroll = "Scroll"
    public static let keyScrollHelp = "Scroll down a line"
    public static let keyScrollUpHelp = "Scroll up a line"
    public static let keyPageScrollHelp = "Scroll down a page"
    public static let keyPageScrollUpHelp = "Scroll up a page"
    public static let keyClose = "Close"
    public static let keyCloseReaderHelp = "Close the story (from full width, back to the three panes first)"
    public static let keyCloseHelpHelp = "Close this help"
    public static let keyShowMessagesHelp = "Every message since the start, in full"
    public static let keyCloseMessagesHelp = "Close the messages"
    public static let keyMessages = "all"
    public static let messageLogTitle = "Messages (newest first)"
    public static let messageLogEmpty = "No messages yet."
    public static let keyNextField = "Next"
    public static let keyNextFieldHelp = "Next field"
    public static let keyPreviousFieldHelp = "Previous field"
    public static let keySubmit = "Submit"
    public static let keySignInHelp = "Sign in, or create the account"
    public static let keySwitchMode = "Sign in/up"
    public static let keySwitchModeHelp = "Switch between signing in and signing up"
    public static let keyReveal = "Show password"
    public static let keyRevealHelp = "Show or hide the password"
    public static let keySave = "Save"
    public static let keySaveHeroHelp = "Save the hero"
    public static let keyCancel = "Cancel"
    public static let keyCancelFormHelp = "Close the form without saving"
    public static let keyChoose = "Choose"
    public static let keyChooseHelp = "Change the choice in the focused field"
    public static let keyGenerate = "Write"
    public static let keyGenerateHelp = "Start writing the story"
    public static let keyEventHelp = "Pick the event"
    public static let keyConfirm = "OK"
    public static let keyConfirmHelp = "Press the focused button"
    public static let keyButtons = "Choose"
    public static let keyButtonsHelp = "Move between the buttons"
    public static let keyFilterDone = "Keep"
    public static let keyFilterDoneHelp = "Keep the filter and go back to the list"
    public static let keyFilterClear = "Clear"
    public static let keyFilterClearHelp = "Clear the filter"

    // MARK: Listening

    public static let keyPlay = "Play"
    public static let keyPlayHelp = "Play or pause the narration"
    public static let keySeek = "15 s"
    public static let keySeekBackHelp = "Back 15 seconds"
    public static let keySeekForwardHelp = "Forward 15 seconds"
    public static let keySpeed = "Speed"
    public static let keySlowerHelp = "Slower (down to 0.5x)"
    public static let keyFasterHelp = "Faster (up to 2x)"
    public static let keyRestartHelp = "Play from the start"
    public static let keyStop = "Stop"
    public static let keyStopHelp = "Stop the narration (the place is remembered)"
    public static let keyPreviousPictureHelp = "Previous picture"
    public static let keyNextPictureHelp = "Next picture"
    public static let keyPictures = "Pictures"
    public static let keyFullWidth = "Wide"
    public static let keyFullWidthHelp = "Read full width, or back to the three panes (Enter too)"
    public static let keySearch = "Search"
    public static let keySearchHelp = "Search the story as you type"
    public static let keyMatch = "Match"
    public static let keyNextMatchHelp = "Next match (after the last, the first)"
    public static let keyPreviousMatchHelp = "Previous match (before the first, the last)"
    public static let keyClearSearch = "Clear"
    public static let keyClearSearchHelp = "Clear the search (p/n show pictures again)"
    public static let keyKeepSearchHelp = "Keep the search: n/N go to the next and previous match"
    public static let keyCancelSearchHelp = "Clear the search and go back to where you were"
    public static let keyOpenPictureHelp = "Open the picture full size in the image viewer"
    public static let keyAvatar = "Avatar"
    public static let keyAvatarHelp = "Make (or remake) the hero's avatar"
    public static let playing = "Playing"
    public static let paused = "Paused"
    public static let loadingNarration = "Loading the narration..."
    public static let miniPlayerPauseHint = "space pause/play"
    public static let miniPlayerStopHint = "x stop"
    public static let nothingPlaying = "Nothing is playing. Open a story with a narration and press space."
    public static let narrationMissing = "This story has no narration yet: press a to record it."
    public static let narrationRecording = "The narration is still being recorded; it plays once it is ready."
    public static let narrationFailedToPlay = "The narration failed to record: press a to try again."
    public static func narrationFinished(_ title: String) -> String { "Finished \"\(title)\". Sleep well." }
    /// `reason` is mpv's or the engine's own wording (raw, double full stops): not shown; ours says what to try.
    public static func noAudioOutput(_ reason: String) -> String {
        "No sound: no audio device could be opened. The story can still be read; start with --audio-output null "
            + "to follow along silently, or see infinite-stories --audio-output help for the outputs."
    }
    public static func playbackFailed(_ reason: String) -> String { "The narration could not be played: \(reason)" }
    /// `0:42 / 3:07`.
    public static func elapsed(_ position: Double, of duration: Double?) -> String {
        clock(seconds: position) + " / " + (duration.map { clock(seconds: $0) } ?? "-:--")
    }
    /// `1.25x`.
    public static func speed(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let text = hundredths % 100 == 0 ? "\(hundredths / 100)" : hundredths % 10 == 0
            ? String(format: "%.1f", value) : String(format: "%.2f", value)
        return text + "x"
    }
    public static let noticeDismiss = "x dismiss"
    public static let noAudioPlayer = "this build has no audio player"
    public static let picturesUnavailable = "pictures are not available in this build"

    // MARK: Reading journey

    public static let journeyLoading = "Loading your reading journey..."
    public static let keyJourneyRefreshHelp = "Load the journey again"
    public static func journeyLoadFailed(_ reason: String) -> String { "The journey could not be loaded: \(reason)" }
    public static let journeyRetry = "Press r to try again."
    public static func journeyMinutes(_ minutes: Int) -> String { "\(minutes) min listened" }
    public static func journeyStories(_ count: Int) -> String { count == 1 ? "1 story" : "\(count) stories" }
    public static func journeyCurrentStreak(_ days: Int) -> String {
        days == 1 ? "Streak: 1 day" : "Streak: \(days) days"
    }
    public static func journeyLongestStreak(_ days: Int) -> String {
        days == 1 ? "Longest: 1 day" : "Longest: \(days) days"
    }
    public static func journeyFavorites(_ count: Int) -> String { count == 1 ? "1 favourite" : "\(count) favourites" }
    public static func journeyPreferredTime(_ period: String, hour: Int?) -> String {
        let names = ["morning": "mornings", "afternoon": "afternoons", "evening": "evenings", "night": "at night"]
        let when = names[period] ?? period
        return hour.map { "Listens \(when) (\($0 < 10 ? "0" : "")\($0):00)" } ?? "Listens \(when)"
    }
    public static func journeyMostPlayed(_ title: String, plays: Int) -> String {
        plays == 1 ? "Most played: \(title) (1 play)" : "Most played: \(title) (\(plays) plays)"
    }
    public static let journeyCalendarTitle = "Listening days"
    public static let journeyWeekdays = ["Mon", "", "Wed", "", "Fri", "", ""]
    public static let journeyMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    public static let journeyLess = "Less"
    public static let journeyMore = "More"
    public static func journeyToday(_ minutes: Int) -> String { "Today: \(minutes) min" }
    public static let journeyChartTitle = "Last 30 days"
    public static func journeyChartTotal(_ minutes: Int) -> String { "\(minutes) min" }
    public static func journeyChartScale(_ minutes: Int) -> String { "\(minutes)m" }
    public static let journeyChartStart = "30 days ago"
    public static let journeyChartEnd = "today"
    public static let journeyHeroesTitle = "Heroes"
    public static let journeyNoHeroes = "No heroes yet."
    public static func journeyHeroMinutes(_ minutes: Int) -> String { "\(minutes) min" }
    public static let journeyMostActive = "★"
    public static let journeyMostActiveASCII = "*"
    public static func journeyMoreHeroes(_ count: Int) -> String { count == 1 ? "and 1 more hero" : "and \(count) more heroes" }
    public static func journeyMilestonesTitle(_ unlocked: Int, of total: Int) -> String { "Milestones \(unlocked)/\(total)" }
    public static let journeyNoMilestones = "No milestones."
    public static func journeyNextMilestone(_ description: String) -> String { "Next: \(description)" }
    public static let journeyUnlocked = "reached"

    // MARK: Events section

    /// Categories, age ranges and tones the event form offers (sent as they are written here).
    public static let eventCategories = ["general", "adventure", "bedtime", "family", "school", "friendship", "nature",
                                         "holiday", "feelings"]
    public static let eventAgeRanges = ["2-4", "4-6", "6-8", "8-10", "10-12"]
    public static let eventTones = ["cheerful", "calm", "gentle", "exciting", "funny", "magical", "reassuring"]
    public static let anyAge = "any age"
    public static let eventsEmpty = "No events of your own yet: press n to write one."
    public static let eventsLoading = "Loading your events..."
    public static func eventsCount(_ count: Int) -> String { count == 1 ? "1 event" : "\(count) events" }
    public static func eventUsage(_ count: Int) -> String {
        switch count {
        case 0: "not used yet"
        case 1: "used once"
        default: "used \(count) times"
        }
    }
    public static let eventDetailHint = "Enter: show the prompt and keywords"
    public static let eventPromptLabel = "Prompt"
    public static let eventOriginalPromptLabel = "Your words"
    public static let eventKeywordsLabel = "Keywords"
    public static let eventCategoryLabel = "Category"
    public static let eventAgeRangeLabel = "Ages"
    public static let eventToneLabel = "Tone"
    public static let eventDescriptionLabel = "About"
    public static let eventUsedLabel = "Used"
    public static func eventUsedTimes(_ count: Int) -> String { count == 1 ? "once" : "\(count) times" }
    public static let eventEnhancedLabel = "Enhanced"
    public static func eventEnhancedBy(_ model: String, _ date: String) -> String { "yes, by \(model) on \(date)" }
    public static let eventNotEnhanced = "not yet (press a)"
    public static let eventEnhancingNow = "being enhanced..."
    public static let noKeywords = "none"
    public static let newEventTitle = "New event"
    public static let editEventTitle = "Edit event"
    public static let eventTitleField = "Title"
    public static let eventDescriptionField = "About"
    public static let eventPromptField = "Idea"
    public static let eventCategoryField = "Category"
    public static let eventAgeRangeField = "Ages"
    public static let eventToneField = "Tone"
    public static let eventKeywordsField = "Keywords"
    public static let eventTitlePlaceholder = "First day at the new school (Ctrl-T suggests)"
    public static let eventDescriptionPlaceholder = "What happens, in a sentence"
    public static let eventPromptPlaceholder = "The idea the story is written from"
    public static let eventKeywordsPlaceholder = "comma, separated (Ctrl-G suggests)"
    public static let eventTitleInvalid = "Title must be between 1 and 200 characters"
    public static let eventPromptInvalid = "Idea must be between 1 and 2000 characters"
    public static let eventDescriptionTooLong = "At most 2000 characters"
    public static let eventKeywordsInvalid = "At most 20 keywords of 50 characters"
    public static let eventSuggesting = "Asking the assistant..."
    public static func eventSuggestionCount(_ index: Int, of count: Int) -> String { "suggestion \(index) of \(count)" }
    public static func eventCreated(_ title: String) -> String { "Event \"\(title)\" created." }
    public static func eventUpdated(_ title: String) -> String { "Event \"\(title)\" saved." }
    public static func eventDeleted(_ title: String) -> String { "Event \"\(title)\" deleted; its stories stay." }
    public static func eventEnhanced(_ title: String) -> String { "\"\(title)\" enhanced: a richer prompt and keywords." }
    public static func eventEnhancing(_ title: String) -> String { "Enhancing \"\(title)\"..." }
    public static let eventAlreadyEnhanced = "This event has already been enhanced (it can be enhanced once)."
    public static let eventTitleNeedsIdea = "Write a few words of the idea first, then Ctrl-T suggests a title."
    public static let eventKeywordsNeedIdea = "Write a few words of the idea first, then Ctrl-G suggests keywords."
    public static let eventOnlyTitle = "That is the assistant's one title for these words: another sentence gives it more."
    public static let deleteEventTitle = "Delete event"
    public static func deleteEventMessage(title: String) -> String {
        "Delete your event \"\(title)\"? Stories written from it stay."
    }
    public static func userEventOption(_ title: String) -> String { "\(title) (yours)" }
    public static func fromYourEvent(_ title: String) -> String { "From your event: \(title)" }
    public static let fromOneOfYourEvents = "From one of your events"
    public static let keyNewEvent = "New"
    public static let keyNewEventHelp = "Write a new event of your own"
    public static let keyEditEventHelp = "Edit the selected event"
    public static let keyDeleteEventHelp = "Delete the selected event (its stories stay)"
    public static let keyFavoriteEventHelp = "Mark or unmark the event as a favourite"
    public static let keyEnhance = "Enhance"
    public static let keyEnhanceHelp = "Enhance the event's prompt and keywords with the assistant (once)"
    public static let keyDetails = "Details"
    public static let keyEventDetailHelp = "Show or hide the event's prompt and keywords"
    public static let keySuggestTitle = "Title idea"
    public static let keySuggestTitleHelp = "Ask the assistant for a title (again: the next suggestion)"
    public static let keySuggestKeywords = "Keywords"
    public static let keySuggestKeywordsHelp = "Ask the assistant for keywords"
    public static let keySaveEventHelp = "Save the event"

    // MARK: Settings section

    public static let settingsAccountLabel = "Account"
    public static let settingsNameLabel = "Name"
    public static let settingsVoiceLabel = "Narration voice"
    public static let settingsLanguageLabel = "Story language"
    public static let settingsLengthLabel = "Story length"
    public static func settingsMinutes(_ minutes: Int) -> String { "\(minutes) min" }
    public static let settingsUnsaved = "(not saved: Enter)"
    public static let settingsEditingName = "(typing: Enter saves, Esc undoes)"
    public static let settingsLoading = "Loading your profile..."
    public static let settingsSaving = "Saving..."
    public static let settingsNameInvalid = "Name must be between 1 and 200 characters"
    public static let settingsSaved = "Settings saved."
    public static let settingsUnchanged = "Nothing to save: no setting was changed."
    public static let settingsUsageTitle = "This hour"
    public static let settingsUsageStories = "Stories"
    public static let settingsUsageNarrations = "Narrations"
    public static let settingsUsagePictures = "Pictures"
    public static let settingsUsageAvatars = "Avatars"
    public static func settingsUsed(_ used: Int, of limit: Int) -> String { "\(used)/\(limit)" }
    public static let settingsNoLimits = "No hourly limits on this server."
    public static let settingsUsageLoading = "Loading usage..."
    public static let settingsTotalsTitle = "In total"
    public static func settingsTotals(stories: Int, narrations: Int, pictures: Int) -> String {
        "\(stories) stories, \(narrations) narrations, \(pictures) pictures"
    }
    public static let settingsAccountKeys = "S: sign out    D: delete the account"
    public static let keySaveSetting = "Save"
    public static let keySaveSettingHelp = "Save the settings (on the name: type it first)"
    public static let keySettingFieldHelp = "Next setting"
    public static let keySettingFieldUpHelp = "Previous setting"
    public static let keyChooseSettingHelp = "Change the chosen setting"
    public static let keySaveNameHelp = "Save the name"
    public static let keyUndoNameHelp = "Stop typing and put the saved name back"

    // MARK: Pictures

    public static func pictureCaption(_ index: Int, of count: Int) -> String { "Picture \(index) of \(count)" }
    public static let picturePending = "waiting to be drawn (press i)"
    public static let picturePainting = "being drawn..."
    public static let pictureFailed = "could not be drawn (press i to retry)"
    public static let pictureLoading = "loading..."
    public static func pictureUnavailable(_ reason: String) -> String { "cannot be shown: \(reason)" }
    public static let noPictures = "This story has no pictures yet: press i to draw them."
    public static let noPictureToOpen = "There is no drawn picture to open here."
    public static func pictureOpened(_ path: String) -> String { "Opened the picture in the image viewer (\(path))." }
    public static func noDisplay(_ path: String) -> String {
        "No display to open pictures on (no DISPLAY or WAYLAND_DISPLAY); the picture is saved at \(path)"
    }
    public static func viewerMissing(_ path: String) -> String {
        "No image viewer found (xdg-open is not installed); the picture is saved at \(path)"
    }
    public static func pictureOpenFailed(_ reason: String) -> String { "The picture could not be opened: \(reason)" }
    public static let avatarLabel = "Avatar"
    public static let avatarNone = "none yet (press a)"
    public static let avatarMaking = "being drawn..."
    public static let avatarReady = "ready"
    public static func avatarMade(_ name: String) -> String { "\(name)'s avatar is ready." }
    public static func avatarFailed(_ reason: String) -> String { "The avatar could not be made: \(reason)" }
}
