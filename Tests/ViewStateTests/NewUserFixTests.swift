import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels
import Testing
import TerminalUI
import ViewState
import AppRuntime

/// What a new user tripped over (issue 26): each case here failed before its fix.
@Suite("New-user fixes")
struct NewUserFixTests {
    // MARK: Traits

    static func heroForm(_ driver: Driver) -> HeroForm? {
        guard case .hero(let form) = driver.state.form else { return nil }
        return form
    }

    @Test func aTraitChosenInOneTraitFieldIsSkippedByTheOther() throws {
        var driver = Driver.main()
        driver.press(.character("n"), .tab, .tab, .tab)
        var form = try #require(Self.heroForm(driver))
        #expect(form.focus == .secondaryTrait && form.secondaryTrait == nil)
        #expect(form.primaryTraitName == Catalog.traits[0])
        // From "none" the next trait is the second one: the first is the main trait already.
        driver.press(.right)
        form = try #require(Self.heroForm(driver))
        #expect(form.secondaryTraitName == Catalog.traits[1])
        driver.press(.left, .left)
        form = try #require(Self.heroForm(driver))
        #expect(form.secondaryTraitName == Catalog.traits[Catalog.traits.count - 1], "none, then round to the last")
        driver.press(.right, .right)
        form = try #require(Self.heroForm(driver))
        #expect(form.secondaryTraitName == Catalog.traits[1], "none, then past the main trait")
        // And the main trait steps over the second one.
        driver.press(.backTab, .right)
        form = try #require(Self.heroForm(driver))
        #expect(form.primaryTraitName == Catalog.traits[2])
        #expect(form.input.traits == [Catalog.traits[2], Catalog.traits[1]])

        // A hero saved with one trait twice (by another app) shows it once.
        var hero = TestData.hero("h9", "Echo")
        hero.traits = ["Brave", "Brave"]
        #expect(HeroForm(editing: hero).secondaryTraitName == Strings.noSecondTrait)
    }

    // MARK: Deleting the account

    @Test func afterDeletingTheAccountTheSignInFormIsEmpty() {
        var driver = Driver.main()
        driver.press(.character("D"))
        driver.type("parent@example.com")
        driver.press(.enter)
        driver.send(.account(.accountDeleted))
        #expect(driver.state.screen == .auth)
        #expect(driver.state.auth.email.text.isEmpty, "the deleted account's email is not offered again")
        #expect(driver.state.auth.focus == .email)

        // Signing out keeps it, to sign in again.
        var signedOut = Driver.main()
        signedOut.press(.character("S"), .tab, .enter)
        #expect(signedOut.state.auth.email.text == "parent@example.com")
    }

    // MARK: Story lengths

    static func picker(_ driver: Driver) -> StoryPicker? {
        guard case .story(let picker) = driver.state.form else { return nil }
        return picker
    }

    @Test func theSettingsOfferTheStoryPickersLengths() throws {
        var driver = SettingsSectionTests.inSettings()
        driver.press(.character("G"))
        var lengths = [driver.state.settings.storyLength]
        for _ in Catalog.storyLengths {
            driver.press(.left)
            lengths.append(driver.state.settings.storyLength)
        }
        for _ in Catalog.storyLengths {
            driver.press(.right)
            lengths.append(driver.state.settings.storyLength)
        }
        #expect(lengths == [7, 5, 5, 5, 7, 10, 10], "the picker's lengths, stopping at the ends")
        // The picker offers the same list, round and round.
        driver.press(.character("H"), .character("s"), .tab)
        var offered = [try #require(Self.picker(driver)).minutes]
        for _ in Catalog.storyLengths {
            driver.press(.right)
            offered.append(try #require(Self.picker(driver)).minutes)
        }
        #expect(offered == [7, 10, 5, 7])
        #expect(Catalog.storyLengths == [5, 7, 10])
    }

    @Test(arguments: [(12, 10), (1, 5), (6, 5), (8, 7), (9, 10), (15, 10)])
    func aSavedLengthNotOfferedShowsAsTheNearest(saved: Int, shown: Int) throws {
        var driver = SettingsSectionTests.inSettings(SettingsSectionTests.profile(minutes: saved))
        #expect(driver.state.settings.storyLength == shown)
        #expect(!driver.state.hasUnsavedWork, "shown as the nearest, it is not a change")
        // Saving another choice leaves the saved length alone.
        driver.press(.character("j"), .right)
        #expect(driver.press(.enter) == [.settings(.saveProfile(ProfilePatch(defaultVoice: "nova")))])
        driver.press(.character("H"), .character("s"))
        let picker = try #require(Self.picker(driver))
        #expect(picker.minutes == shown)
        #expect(picker.request.targetDuration == shown * 60)
    }

    // MARK: Title suggestions

    static func eventForm(typing description: String = "") -> Driver {
        var driver = EventsSectionTests.inEvents()
        driver.press(.character("n"), .tab)
        driver.type(description)
        return driver
    }

    @Test func ctrlTAndCtrlGOnAnEmptyEventFormSayWhatTheyNeedInTheForm() {
        var driver = Self.eventForm()
        #expect(driver.press(.ctrl("t")).isEmpty)
        #expect(driver.state.events.form?.assistantNote == Strings.eventTitleNeedsIdea)
        #expect(Strings.eventTitleNeedsIdea == "Write a few words of the idea first, then Ctrl-T suggests a title.")
        driver.type("A")
        #expect(driver.state.events.form?.assistantNote == nil, "gone with the next key")
        driver.press(.backspace)
        #expect(driver.press(.ctrl("g")).isEmpty)
        #expect(driver.state.events.form?.assistantNote == Strings.eventKeywordsNeedIdea)
        driver.press(.tab)
        #expect(driver.state.events.form?.assistantNote == nil)
    }

    @Test func eachPressOfCtrlTShowsTheNextTitleWithoutAskingAgain() {
        let idea = "A trip to the seaside aquarium, then a picnic by the lighthouse"
        var driver = Self.eventForm(typing: idea)
        #expect(driver.press(.ctrl("t")) == [.events(.suggestTitle(description: idea, language: .english))])
        #expect(driver.press(.ctrl("t")).isEmpty, "not twice while the assistant works")
        driver.send(.events(.titlesSuggested(["The Seaside Aquarium", "The Picnic", "The Lighthouse"], source: idea)))
        var shown = [driver.state.events.form?.title.text]
        for _ in 0..<3 {
            #expect(driver.press(.ctrl("t")).isEmpty, "the titles are all here")
            shown.append(driver.state.events.form?.title.text)
        }
        #expect(shown == ["The Seaside Aquarium", "The Picnic", "The Lighthouse", "The Seaside Aquarium"])
        #expect(driver.state.events.form?.suggestionIndex == 0)

        // New words: the assistant is asked again.
        driver.type(" and ice cream")
        #expect(driver.press(.ctrl("t")) == [.events(.suggestTitle(description: idea + " and ice cream", language: .english))])
    }

    @Test func aSecondPressWithOneTitleSaysThereIsNoOther() {
        let idea = "Going to the dentist"
        var driver = Self.eventForm(typing: idea)
        driver.press(.ctrl("t"))
        driver.send(.events(.titlesSuggested(["The Dentist"], source: idea)))
        #expect(driver.press(.ctrl("t")).isEmpty)
        #expect(driver.state.events.form?.title.text == "The Dentist")
        #expect(driver.state.events.form?.assistantNote == Strings.eventOnlyTitle)
    }

    @Test func theRealServerGivesTheNextTitleOnTheNextPress() async throws {
        try await LiveServer.run { live in
            var services = live.services
            services.customEvents = RemoteCustomEventRepository(client: live.client)
            services.assistant = RemoteStoryAssistantRepository(client: live.client)
            _ = try await RemoteAuthRepository(client: live.client).signUp(name: "Ada", email: "titles@example.com",
                                                                           password: "correct horse")
            let store = AppStore(state: AppState(size: TerminalSize(width: 120, height: 40), now: Date()), queue: ActionQueue())
            store.connect(services)
            store.process([.session(.serverReady(label: live.server.baseURL.absoluteString))])
            try await store.run { $0.screen == .main && !$0.heroes.isLoading }
            store.process([TestData.key(.character("E")), TestData.key(.character("n")), TestData.key(.tab)]
                          + TestData.type("A trip to the seaside aquarium with grandma, then a picnic by the lighthouse"))
            var titles: [String] = []
            for _ in 0..<3 {
                store.process([TestData.key(.ctrl("t"))])
                try await store.run { $0.events.form?.isSuggestingTitle == false && $0.events.form?.suggestionIndex != nil }
                titles.append(store.state.events.form?.title.text ?? "")
            }
            #expect(titles[0] != titles[1], "\(titles)")
            #expect(titles[2] == titles[0], "two titles for two clauses, then the first again: \(titles)")
            store.shutDown()
        }
    }

    // MARK: Errors in the user's words

    @Test func serverFieldMessagesUseTheFormsOwnLabels() {
        var events = Self.eventForm(typing: "Snow")
        events.press(.backTab)
        events.type("Snow day")
        events.press(.tab, .tab)
        events.type("x")
        events.press(.enter)
        events.send(.events(.saveFailed(.invalidInput(fields: [
            "promptSeed": "Prompt seed must be between 1 and 2000 characters",
            "title": "Title must be between 1 and 200 characters",
            "keywords": "must be an array of strings",
        ]))))
        let form = events.state.events.form
        #expect(form?.visibleProblem(for: .promptSeed) == "Idea must be between 1 and 2000 characters")
        #expect(form?.visibleProblem(for: .title) == "Title must be between 1 and 200 characters")
        #expect(form?.visibleProblem(for: .keywords) == "must be an array of strings", "no field named: as it came")
        #expect(EventForm.Field.promptSeed.label == "Idea")

        var hero = HeroForm()
        hero.applyServerProblems(["specialAbilities": "specialAbilities must have at most 10 items",
                                  "traits": "Traits must not be empty", "name": "Names must be unique"])
        #expect(hero.serverProblems[.ability] == "Ability must have at most 10 items")
        #expect(hero.serverProblems[.primaryTrait] == "Main trait must not be empty")
        #expect(hero.serverProblems[.name] == "Names must be unique", "a word that only starts like the field")

        var settings = SettingsSectionTests.inSettings()
        settings.press(.character("G"), .right, .enter)
        settings.send(.settings(.profileSaveFailed(.invalidInput(fields: [
            "defaultStoryLength": "Default story length must be a whole number from 1 to 15",
        ]))))
        #expect(settings.state.settings.serverProblems[.storyLength] == "Story length must be a whole number from 1 to 15")

        var auth = Driver.signedOut()
        auth.send(.account(.signInFailed(.invalidInput(fields: ["password": "password is too common"]))))
        #expect(auth.state.auth.visibleProblem(for: .password) == "Password is too common")
    }

    @Test func aNetworkFailureSaysWhichServerDoesNotAnswer() throws {
        #expect(TestData.notAnswering == "The story server at http://127.0.0.1:1 does not answer.")
        var driver = Driver.main()
        driver.send(.lists(.storiesLoadFailed(.network(.connectionRefused), requestID: driver.state.storiesRequestID)))
        #expect(driver.state.banner == .error(TestData.notAnswering))
        #expect(driver.state.stories.loadError == TestData.notAnswering)
        #expect(driver.state.connection == .offline(TestData.notAnswering))
        driver.send(.session(.connectivityChecked(.unreachable(.network(.timedOut)))))
        #expect(driver.state.connection == .offline(TestData.notAnswering))

        var reader = ListeningStateTests.reader()
        let key = try #require(reader.effects.compactMap { effect -> PictureKey? in
            if case .renderPicture(_, let key) = effect { return key }
            return nil
        }.first)
        reader.send(.media(.pictureDownloadFailed(key, .network(.connectionRefused))))
        #expect(reader.state.pictures[key] == .failed(TestData.notAnswering))
        reader.send(.media(.pictureOpenFailed(.network(.connectionRefused))))
        #expect(reader.state.banner == .error(Strings.pictureOpenFailed(TestData.notAnswering)))

        var signIn = Driver.signedOut()
        signIn.send(.account(.signInFailed(.network(.hostNotFound))))
        #expect(signIn.state.banner == .error(TestData.notAnswering))
    }

    @Test func aStoppedServerIsNamedByItsAddress() async throws {
        let live = try await LiveServer.start()
        let url = live.server.baseURL.absoluteString
        await live.stop()
        let store = AppStore(state: AppState(size: TerminalSize(width: 120, height: 40), now: Date()), queue: ActionQueue())
        store.connect(live.services)
        store.process([.session(.serverReady(label: url))])
        try await store.run { if case .offline = $0.connection { true } else { false } }
        #expect(store.state.connection == .offline("The story server at \(url) does not answer."))
        #expect(url.hasPrefix("http://127.0.0.1:"))
        store.shutDown()
    }

    // MARK: The offline badge

    @Test func theBadgeAsksAgainAtAKeyLongAfterTheLastAnswerAndDropsAnOldLatency() throws {
        var driver = Driver.main()
        driver.send(.session(.connectivityChecked(RoundOneFixTests.up)))
        #expect(driver.state.shownLatencyMilliseconds == 3)
        // A key soon after the answer asks nothing.
        #expect(!driver.press(.character("j")).contains(.checkHealth))

        // Half a minute later (the server may have died meanwhile) a key asks, once.
        driver.send(.tick(TestData.epoch.addingTimeInterval(31)))
        #expect(driver.press(.character("k")).contains(.checkHealth))
        #expect(!driver.press(.character("j")).contains(.checkHealth), "one check at a time")
        driver.send(.session(.connectivityChecked(.unreachable(.network(.connectionRefused)))))
        #expect(driver.state.connection == .offline(TestData.notAnswering))
        #expect(driver.state.shownLatencyMilliseconds == nil)

        // Back, then left alone for more than a minute: the figure is no longer shown.
        driver.send(.session(.connectivityChecked(RoundOneFixTests.up)))
        #expect(driver.state.shownLatencyMilliseconds == 3)
        driver.send(.tick(TestData.epoch.addingTimeInterval(31 + 61)))
        #expect(driver.state.connection.isOnline)
        #expect(driver.state.shownLatencyMilliseconds == nil)
    }

    @Test func aPictureOrAvatarThatCannotReachTheServerTurnsTheBadgeOffline() throws {
        var reader = ListeningStateTests.reader()
        reader.send(.session(.connectivityChecked(RoundOneFixTests.up)))
        let key = try #require(reader.effects.compactMap { effect -> PictureKey? in
            if case .renderPicture(_, let key) = effect { return key }
            return nil
        }.first)
        reader.send(.media(.pictureDownloadFailed(key, .network(.connectionRefused))))
        #expect(reader.state.connection == .offline(TestData.notAnswering))
        // Once the server answers again, the picture is asked for again.
        let back = reader.send(.session(.connectivityChecked(RoundOneFixTests.up)))
        #expect(reader.state.pictures[key] != .failed(TestData.notAnswering))
        #expect(back.contains { if case .renderPicture(_, key) = $0 { true } else { false } })

        var main = Driver.main()
        main.send(.session(.connectivityChecked(RoundOneFixTests.up)))
        main.send(.media(.avatarRequestFailed(heroID: "h1", .network(.connectionRefused))))
        #expect(main.state.connection == .offline(TestData.notAnswering))
    }

    @Test func aServerThatDiedWhileTheAppWasIdleIsOfflineAtTheNextKey() async throws {
        let live = try await LiveServer.start()
        let url = live.server.baseURL.absoluteString
        let store = AppStore(state: AppState(size: TerminalSize(width: 120, height: 40), now: Date()), queue: ActionQueue())
        store.connect(live.services)
        store.process([.session(.serverReady(label: url))])
        try await store.run { $0.connection.isOnline }
        await live.stop()
        // Nothing was asked of the server since; a key half a minute on asks it.
        store.process([.tick(Date().addingTimeInterval(31)), .input(.key(.character("j")))])
        try await store.run { if case .offline = $0.connection { true } else { false } }
        #expect(store.state.connection == .offline("The story server at \(url) does not answer."))
        store.shutDown()
    }

    // MARK: Signing back in

    @Test func theHeroAReplayedSaveCreatedIsTheOneSelected() {
        var driver = Driver.main()
        #expect(driver.state.heroes.selectedID == "h1")
        driver.send(.lists(.storiesLoadFailed(.sessionExpired, requestID: driver.state.storiesRequestID)))
        driver.type("my password")
        driver.press(.enter)
        driver.send(.account(.signedIn(TestData.session)))
        let effects = driver.send(.account(.pendingRequestReplayed(APIRequest(method: .post, path: "/api/v1/heroes"),
                                                          savedHero: TestData.hero("h3", "Rosa"))))
        #expect(driver.state.heroes.selectedID == "h3")
        #expect(driver.state.storiesHeroID == "h3")
        #expect(effects.contains(.loadStories(heroID: "h3", offset: 0, requestID: driver.state.storiesRequestID)))
        // The reload that follows keeps her selected.
        driver.send(.lists(.heroesLoaded(TestData.heroPage([TestData.hero("h3", "Rosa"), TestData.hero("h1", "Luna", stories: 3),
                                                     TestData.hero("h2", "Max")]),
                                  offset: 0, requestID: driver.state.heroesRequestID)))
        #expect(driver.state.heroes.selectedID == "h3")
    }

    // MARK: Messages

    @Test func everyMessageIsKeptForTheLogWhichScrollsAndCloses() {
        var driver = Driver.main(size: TerminalSize(width: 80, height: 24))
        for index in 1...30 {
            driver.state.banner = .info("Message number \(index).")
            driver.press(.character("j"))
        }
        #expect(driver.state.messages.count == 30)
        #expect(driver.state.banner == nil, "the status line is clear after a key")
        driver.press(.character("M"))
        #expect(driver.state.keyContext == .messageLog)
        #expect(driver.state.messageLogOverlay().entries.first?.text == "Message number 30.", "newest first")
        driver.press(.character("G"))
        let bottom = driver.state.messageLog?.scrollOffset ?? 0
        #expect(bottom > 0)
        driver.press(.character("j"))
        #expect(driver.state.messageLog?.scrollOffset == bottom, "not past the end")
        driver.press(.character("g"))
        #expect(driver.state.messageLog?.scrollOffset == 0)
        driver.press(.escape)
        #expect(driver.state.messageLog == nil)
        #expect(driver.state.keyContext == .heroes)

        // Signing out keeps them (they are this terminal's, not the account's).
        driver.press(.character("S"))
        #expect(driver.state.messages.count >= 30)
    }

    // MARK: Stale detail

    @Test func aStoryIsShownAsItsLiveProgressLastSaidIt() throws {
        var driver = Driver.main()
        driver.send(.generation(.generationStarted(TestData.story("g1", status: .processing), at: TestData.epoch)))
        driver.send(.generation(.generationUpdated(storyID: "g1", GenerationTests.progress(.text, "completed", 100))))
        driver.send(.generation(.generationUpdated(storyID: "g1", GenerationTests.progress(.audio, "completed", 100))))
        driver.send(.generation(.generationUpdated(storyID: "g1", GenerationTests.progress(.illustrations, "completed", 100,
                                                                               completed: 4, total: 4))))
        // The refresh that would bring the new summary cannot reach the server.
        driver.send(.lists(.storyRefreshFailed(id: "g1", .network(.connectionRefused))))
        let listed = try #require(driver.state.stories.item(withID: "g1"))
        #expect(listed.audioStatus != .completed, "the list still has the old summary")
        let known = driver.state.storyAsKnown(listed)
        #expect(known.generationStatus == .completed)
        #expect(known.audioStatus == .completed)
        #expect(known.illustrationStatus == .completed && known.illustrationCount == 4)
        #expect(driver.state.detailMayBeStale)

        // A summary the server answered later is not taken back.
        var later = listed
        later.audioStatus = .failed
        #expect(driver.state.storyAsKnown(later).audioStatus == .failed, "the server's later word stands")
        later.audioStatus = .completed
        later.audioDuration = 187
        #expect(driver.state.storyAsKnown(later).audioDuration == 187)
    }

    // MARK: Voices

    @Test func aNarratedStoryIsNarratedAgainWithTheVoiceChosenInTheQuestion() {
        var driver = Driver.main()
        driver.send(.session(.voicesLoaded(VoiceList(provider: "offline", voices: Catalog.voices.map {
            VoiceList.Entry(id: $0, description: "the \($0) sound")
        }))))
        driver.send(.lists(.storiesLoaded(TestData.storyPage([TestData.story("s1", audio: .completed)], total: 1), offset: 0,
                                   requestID: driver.state.storiesRequestID)))
        driver.press(.tab)
        #expect(driver.press(.character("a")).isEmpty, "a question first")
        let question = driver.state.confirmation
        #expect(driver.state.keyContext == .voiceConfirmation)
        #expect(question?.voice == Catalog.voices[1], "starts on a voice other than the default")
        #expect(driver.state.voiceLabel(Catalog.voices[1]) == "\(Catalog.voices[1]): the \(Catalog.voices[1]) sound")
        driver.press(.down, .down)
        #expect(driver.state.confirmation?.voice == Catalog.voices[3])
        driver.press(.up)
        #expect(driver.state.confirmation?.voice == Catalog.voices[2])
        // Enter on Cancel (the focused, safe answer) does nothing.
        #expect(driver.press(.enter).isEmpty)
        #expect(driver.state.confirmation == nil)

        driver.press(.character("a"), .down, .right)
        let effects = driver.press(.enter)
        #expect(effects == [.regenerateNarration(storyID: "s1", voice: Catalog.voices[2])])
        #expect(driver.state.generation(for: "s1")?.narration.status == .running)
        #expect(driver.state.banner?.text.contains(Catalog.voices[2]) == true)
    }
}
