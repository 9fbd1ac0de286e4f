import Foundation
import InfiniteStoriesModels
import TerminalUI

/// The create / edit hero form.
///
/// Traits are picked from `Catalog.traits` (plus any trait the hero already had, so editing
/// never drops one). Validation mirrors the server's hero rules; the server's own field
/// messages are shown in place when it still refuses.
public struct HeroForm: Sendable, Equatable {
    public enum Field: String, Sendable, Hashable, CaseIterable {
        case name, age, primaryTrait, secondaryTrait, ability, appearance

        /// The name the form shows, which its messages use too.
        public var label: String {
            switch self {
            case .name: Strings.heroNameLabel
            case .age: Strings.heroAgeLabel
            case .primaryTrait: Strings.primaryTraitLabel
            case .secondaryTrait: Strings.secondaryTraitLabel
            case .ability: Strings.specialAbilityLabel
            case .appearance: Strings.appearanceFieldLabel
            }
        }
    }

    /// The hero being edited; nil for a new hero.
    public var heroID: String?
    public var name = LineEditor(maximumLength: 250)
    public var age = LineEditor(text: "7", maximumLength: 3)
    /// Traits offered; `primaryTrait` and `secondaryTrait` index into it.
    public var traitChoices: [String]
    public var primaryTrait = 0
    /// nil: no second trait.
    public var secondaryTrait: Int?
    public var ability = LineEditor(maximumLength: 250)
    public var appearance = LineEditor(maximumLength: 550)
    /// Traits and abilities beyond the two / one the form edits, sent back unchanged.
    public var extraTraits: [String] = []
    public var extraAbilities: [String] = []
    public var focus: Field = .name
    public var showsAllProblems = false
    public var touched: Set<Field> = []
    public var serverProblems: [Field: String] = [:]
    public var isSubmitting = false
    /// The save failed on an expired session: after signing in, the client replays it.
    public var awaitsReplay = false
    /// What the fields held when the form opened, to know whether anything would be lost.
    private var initialInput: HeroInput?

    /// An empty form for a new hero.
    public init() {
        traitChoices = Catalog.traits
        initialInput = nil
        initialInput = input
    }

    /// A form holding `hero`, for editing.
    public init(editing hero: Hero) {
        heroID = hero.id
        name = LineEditor(text: hero.name, maximumLength: 250)
        age = LineEditor(text: String(hero.age), maximumLength: 3)
        var choices = Catalog.traits
        for trait in hero.traits.prefix(2) where !choices.contains(trait) {
            choices.append(trait)
        }
        traitChoices = choices
        if let primary = hero.primaryTrait, let index = choices.firstIndex(of: primary) { primaryTrait = index }
        // A trait saved twice (by another app) is one trait: the second field starts empty.
        if let secondary = hero.secondaryTrait, secondary != hero.primaryTrait {
            secondaryTrait = choices.firstIndex(of: secondary)
        }
        extraTraits = Array(hero.traits.dropFirst(2))
        ability = LineEditor(text: hero.specialAbility ?? "", maximumLength: 250)
        extraAbilities = Array(hero.specialAbilities.dropFirst(1))
        appearance = LineEditor(text: hero.appearance ?? "", maximumLength: 550)
        initialInput = nil
        initialInput = input
    }

    public var isNew: Bool { heroID == nil }

    /// Whether closing the form would lose typing.
    public var hasUnsavedChanges: Bool { input != initialInput }

    public func editor(for field: Field) -> LineEditor? {
        switch field {
        case .name: name
        case .age: age
        case .ability: ability
        case .appearance: appearance
        case .primaryTrait, .secondaryTrait: nil
        }
    }

    public mutating func setEditor(_ editor: LineEditor, for field: Field) {
        switch field {
        case .name: name = editor
        case .age: age = editor
        case .ability: ability = editor
        case .appearance: appearance = editor
        case .primaryTrait, .secondaryTrait: break
        }
    }

    public var primaryTraitName: String {
        traitChoices.indices.contains(primaryTrait) ? traitChoices[primaryTrait] : Strings.none
    }

    public var secondaryTraitName: String {
        secondaryTrait.flatMap { traitChoices.indices.contains($0) ? traitChoices[$0] : nil } ?? Strings.noSecondTrait
    }

    /// Steps a choice field (trait or age) by `step`.
    public mutating func choose(_ step: Int) {
        guard !traitChoices.isEmpty else { return }
        let count = traitChoices.count
        switch focus {
        case .primaryTrait:
            primaryTrait = Self.stepped(primaryTrait, by: step, places: count, skipping: secondaryTrait)
        case .secondaryTrait:
            // The cycle is: none, then every trait.
            let position = Self.stepped(secondaryTrait.map { $0 + 1 } ?? 0, by: step, places: count + 1,
                                        skipping: primaryTrait + 1)
            secondaryTrait = position == 0 ? nil : position - 1
        case .age:
            let current = FieldValidation.heroAge(age.text) ?? 7
            let next = min(max(current + step, FieldValidation.heroAges.lowerBound), FieldValidation.heroAges.upperBound)
            age = LineEditor(text: String(next), maximumLength: 3)
        case .name, .ability, .appearance:
            return
        }
        serverProblems[focus] = nil
    }

    /// `position` moved by `step` among `places`, wrapping, passing over `taken`: the trait the
    /// other trait field holds is skipped, since a hero has a trait once (the second copy would
    /// only be dropped when saving, so offering it shows a choice that does nothing).
    private static func stepped(_ position: Int, by step: Int, places: Int, skipping taken: Int?) -> Int {
        var next = position
        repeat {
            next = ((next + step) % places + places) % places
        } while next == taken && next != position
        return next
    }

    /// What is wrong with each field by the server's rules.
    public var problems: [Field: String] {
        var result: [Field: String] = [:]
        let trimmedName = name.text.trimmingCharacters(in: .whitespacesAndNewlines)
        if !FieldValidation.heroNameLengths.contains(trimmedName.count) { result[.name] = Strings.heroNameInvalid }
        if FieldValidation.heroAge(age.text) == nil { result[.age] = Strings.heroAgeInvalid }
        if !traitChoices.indices.contains(primaryTrait) { result[.primaryTrait] = Strings.heroTraitsInvalid }
        if ability.text.trimmingCharacters(in: .whitespaces).count > FieldValidation.abilityMaximum {
            result[.ability] = Strings.heroAbilityTooLong
        }
        if appearance.text.trimmingCharacters(in: .whitespaces).count > FieldValidation.appearanceMaximum {
            result[.appearance] = Strings.heroAppearanceTooLong
        }
        return result
    }

    public func visibleProblem(for field: Field) -> String? {
        if let server = serverProblems[field] { return server }
        guard showsAllProblems || touched.contains(field) else { return nil }
        return problems[field]
    }

    /// The request body; optional fields left empty are cleared on an edit.
    public var input: HeroInput {
        var traits = [primaryTraitName]
        if let secondaryTrait, secondaryTrait != primaryTrait, traitChoices.indices.contains(secondaryTrait) {
            traits.append(traitChoices[secondaryTrait])
        }
        traits += extraTraits.filter { !traits.contains($0) }
        let abilityText = ability.text.trimmingCharacters(in: .whitespaces)
        let appearanceText = appearance.text.trimmingCharacters(in: .whitespaces)
        var input = HeroInput(
            name: name.text.trimmingCharacters(in: .whitespacesAndNewlines),
            age: FieldValidation.heroAge(age.text),
            traits: traits,
            specialAbilities: (abilityText.isEmpty ? [] : [abilityText]) + extraAbilities,
            appearance: appearanceText.isEmpty ? nil : appearanceText
        )
        if appearanceText.isEmpty && heroID != nil { input.cleared.insert(.appearance) }
        return input
    }

    public mutating func moveFocus(by step: Int) {
        let order = Field.allCases
        let current = order.firstIndex(of: focus) ?? 0
        if editor(for: focus).map({ !$0.isEmpty }) ?? true { touched.insert(focus) }
        focus = order[((current + step) % order.count + order.count) % order.count]
    }

    /// Shows the server's field messages (keys of the contract: name, age, traits, ...) in the
    /// form's words.
    public mutating func applyServerProblems(_ fields: [String: String]) {
        for (key, message) in fields {
            let field: Field
            switch key {
            case "name": field = .name
            case "age": field = .age
            case "traits": field = .primaryTrait
            case "specialAbilities": field = .ability
            case "appearance": field = .appearance
            default: continue
            }
            serverProblems[field] = ServerFieldMessage.worded(message, field: key, label: field.label)
        }
    }
}
