import InfiniteStoriesClient
import InfiniteStoriesModels
import Testing
import TerminalUI
import ViewState

@Suite("Validation")
struct ValidationTests {
    @Test(arguments: [
        ("parent@example.com", true), ("a@b.co", true), ("  spaced@example.org ", true), ("", false),
        ("no-at.example.com", false), ("two@@example.com", false), ("a@b", false), ("a@.com", false),
        ("a b@example.com", false), ("@example.com", false), ("a@example.", false), ("名前@例え.jp", true),
    ])
    func emails(text: String, valid: Bool) {
        #expect(FieldValidation.isPlausibleEmail(text) == valid)
    }

    @Test func passwordLengthsAreEightToOneHundredTwentyEight() {
        #expect(FieldValidation.passwordProblem(String(repeating: "x", count: 7)) == Strings.passwordTooShort)
        #expect(FieldValidation.passwordProblem(String(repeating: "x", count: 8)) == nil)
        #expect(FieldValidation.passwordProblem(String(repeating: "x", count: 128)) == nil)
        #expect(FieldValidation.passwordProblem(String(repeating: "x", count: 129)) == Strings.passwordTooLong)
        // UTF-16 units, as the server counts: 4 unicorns are 8 units, 65 are 130.
        #expect(FieldValidation.passwordProblem(String(repeating: "🦄", count: 4)) == nil)
        #expect(FieldValidation.passwordProblem(String(repeating: "🦄", count: 3)) == Strings.passwordTooShort)
        #expect(FieldValidation.passwordProblem(String(repeating: "🦄", count: 65)) == Strings.passwordTooLong)
        #expect(FieldValidation.passwordProblem("a" + String(repeating: "\u{0301}", count: 128)) == Strings.passwordTooLong)
    }

    @Test func invalidSignInIsNotSentAndProblemsShowAfterSubmit() {
        var driver = Driver.signedOut()
        driver.type("not-an-email")
        #expect(driver.state.auth.visibleProblem(for: .email) == nil, "no nagging while typing")
        driver.press(.tab)
        #expect(driver.state.auth.visibleProblem(for: .email) == Strings.emailInvalid, "shown once the field is left")
        driver.type("short")
        #expect(driver.press(.enter).isEmpty)
        #expect(driver.state.auth.visibleProblem(for: .password) == Strings.passwordTooShort)
        #expect(driver.state.auth.focus == .email, "focus goes to the first problem")
        #expect(!driver.state.auth.isSubmitting)
    }

    @Test func signUpNeedsAMatchingConfirmationAndAName() {
        var driver = Driver.signedOut()
        driver.press(.ctrl("t"))
        driver.press(.tab)
        driver.type("a@b.co")
        driver.press(.tab)
        driver.type("password1")
        driver.press(.tab)
        driver.type("password2")
        #expect(driver.press(.enter).isEmpty)
        #expect(driver.state.auth.visibleProblem(for: .confirmation) == Strings.confirmationMismatch)
        #expect(driver.state.auth.visibleProblem(for: .name) == Strings.nameRequired)
        #expect(driver.state.auth.focus == .name)
    }

    @Test func heroFormFollowsTheServerRules() {
        var form = HeroForm()
        #expect(form.problems[.name] == Strings.heroNameInvalid, "a name is required")
        form.name = LineEditor(text: "   ")
        #expect(form.problems[.name] == Strings.heroNameInvalid, "blank is empty after trimming")
        form.name = LineEditor(text: String(repeating: "n", count: 200))
        #expect(form.problems[.name] == nil)
        form.name = LineEditor(text: String(repeating: "n", count: 201))
        #expect(form.problems[.name] == Strings.heroNameInvalid)
        for (age, valid) in [("2", false), ("3", true), ("12", true), ("13", false), ("", false), ("7a", false)] {
            form.age = LineEditor(text: age)
            #expect((form.problems[.age] == nil) == valid, "age \(age)")
        }
        form.ability = LineEditor(text: String(repeating: "a", count: 201))
        #expect(form.problems[.ability] == Strings.heroAbilityTooLong)
        form.appearance = LineEditor(text: String(repeating: "a", count: 501))
        #expect(form.problems[.appearance] == Strings.heroAppearanceTooLong)
    }

    @Test func heroFormBuildsTheContractInput() {
        var form = HeroForm()
        form.name = LineEditor(text: "  Luna ")
        form.age = LineEditor(text: "9")
        form.focus = .primaryTrait
        form.choose(1)  // Kind
        form.focus = .secondaryTrait
        form.choose(1)  // Brave
        form.ability = LineEditor(text: "flies")
        let input = form.input
        #expect(input.name == "Luna")
        #expect(input.age == 9)
        #expect(input.traits == [Catalog.traits[1], Catalog.traits[0]])
        #expect(input.specialAbilities == ["flies"])
        #expect(input.appearance == nil)
        #expect(input.cleared.isEmpty, "a new hero clears nothing")
    }

    @Test func editingKeepsUnknownTraitsAndClearsEmptiedLooks() {
        var hero = TestData.hero("h1", "Luna")
        hero.traits = ["Stubborn", "Kind", "Loud"]
        hero.specialAbilities = ["flies", "sings"]
        hero.appearance = "tall"
        var form = HeroForm(editing: hero)
        #expect(form.primaryTraitName == "Stubborn")
        #expect(!form.hasUnsavedChanges)
        form.appearance = LineEditor(text: "")
        #expect(form.hasUnsavedChanges)
        let input = form.input
        #expect(input.traits == ["Stubborn", "Kind", "Loud"])
        #expect(input.specialAbilities == ["flies", "sings"])
        #expect(input.cleared == [.appearance])
    }

    @Test func heroFormOnlyAcceptsDigitsForTheAgeAndStepsWithArrows() {
        var driver = Driver.main()
        driver.press(.character("n"))
        driver.type("Mia")
        driver.press(.tab)
        driver.type("x")
        guard case .hero(var form) = driver.state.form else {
            Issue.record("no form")
            return
        }
        #expect(form.age.text == "7")
        driver.press(.right, .right)
        guard case .hero(let stepped) = driver.state.form else { return }
        form = stepped
        #expect(form.age.text == "9")
        driver.press(.right, .right, .right, .right)
        guard case .hero(let capped) = driver.state.form else { return }
        #expect(capped.age.text == "12", "never past the server's maximum")
    }

    @Test func serverFieldErrorsShowInlineAndKeepTheDraft() {
        var driver = Driver.main()
        driver.press(.character("n"))
        driver.type("Mia")
        let effects = driver.press(.enter)
        guard case .createHero(let input) = effects.first else {
            Issue.record("expected createHero, got \(effects)")
            return
        }
        #expect(input.name == "Mia")
        driver.send(.lists(.heroSaveFailed(.invalidInput(fields: ["name": "must be 1 to 200 characters", "age": "too old"]))))
        guard case .hero(let form) = driver.state.form else {
            Issue.record("the form must stay open")
            return
        }
        #expect(form.visibleProblem(for: .name) == "must be 1 to 200 characters")
        #expect(form.visibleProblem(for: .age) == "too old")
        #expect(form.name.text == "Mia")
        #expect(!form.isSubmitting)
    }

    @Test func storyPickerNeedsAThemeForAFreeEvent() {
        var picker = StoryPicker(heroID: "h1", heroName: "Luna")
        #expect(picker.request == CreateStoryRequest(heroId: "h1", language: "English", eventType: "Bedtime Adventure",
                                                     targetDuration: 420))
        picker.eventIndex = Catalog.events.count
        #expect(picker.problem == Strings.customEventRequired)
        picker.customEvent = LineEditor(text: " a trip to the moon ")
        #expect(picker.problem == nil)
        picker.focus = .length
        picker.choose(1)
        picker.focus = .language
        picker.choose(-1)
        #expect(picker.request == CreateStoryRequest(heroId: "h1", language: "Italian", eventType: "a trip to the moon",
                                                     targetDuration: 600))
    }
}
