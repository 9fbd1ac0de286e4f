import TerminalUI

/// The sign-in / sign-up form: its fields, focus, validation and whether it is waiting.
///
/// The field contents survive every error (a refused password never clears the email), and
/// the whole form survives a trip through "session expired", so nothing typed is lost.
public struct AuthForm: Sendable, Equatable {
    public enum Mode: Sendable, Hashable {
        case signIn, signUp
    }

    /// The fields, named as the API names them (`rawValue`).
    public enum Field: String, Sendable, Hashable, CaseIterable {
        /// The "Sign in with Apple" button, first when the server offers it: Enter starts it.
        case apple
        case name, email, password, confirmation

        /// The name the form shows, which its messages use too (none for the button).
        public var label: String {
            switch self {
            case .apple: ""
            case .name: Strings.nameLabel
            case .email: Strings.emailLabel
            case .password: Strings.passwordLabel
            case .confirmation: Strings.confirmationLabel
            }
        }
    }

    public var mode: Mode = .signIn
    public var name = LineEditor(maximumLength: 200)
    public var email = LineEditor(maximumLength: 320)
    /// Room beyond 128 so that the "at most 128" message can be seen rather than typing stopping.
    public var password = LineEditor(maximumLength: 200)
    public var confirmation = LineEditor(maximumLength: 200)
    public var focus: Field = .email
    public var revealsPassword = false
    /// Set by a submit attempt: from then on every field shows its problem.
    public var showsAllProblems = false
    /// Fields the user has left after typing in them; their problems show before a submit.
    public var touched: Set<Field> = []
    /// Field messages from the server's last refusal, until the field is edited.
    public var serverProblems: [Field: String] = [:]
    public var isSubmitting = false
    /// Submitted before the server was ready: sent as soon as it is.
    public var waitsForServer = false
    /// The server offers Sign in with Apple through the browser: its button comes first.
    public var offersApple: Bool

    public init(offersApple: Bool = false) {
        self.offersApple = offersApple
    }

    /// The fields of the current mode, top to bottom (the Apple button first when offered).
    public var fields: [Field] {
        (offersApple ? [.apple] : []) + textFields
    }

    /// The fields that take text, which a submit checks.
    public var textFields: [Field] {
        mode == .signIn ? [.email, .password] : [.name, .email, .password, .confirmation]
    }

    public func editor(for field: Field) -> LineEditor {
        switch field {
        case .apple: LineEditor(maximumLength: 0)
        case .name: name
        case .email: email
        case .password: password
        case .confirmation: confirmation
        }
    }

    public mutating func setEditor(_ editor: LineEditor, for field: Field) {
        switch field {
        case .apple: break
        case .name: name = editor
        case .email: email = editor
        case .password: password = editor
        case .confirmation: confirmation = editor
        }
    }

    /// What is wrong with each field by the local rules.
    public var problems: [Field: String] {
        var result: [Field: String] = [:]
        if mode == .signUp, name.text.trimmingCharacters(in: .whitespaces).isEmpty {
            result[.name] = Strings.nameRequired
        }
        if let problem = FieldValidation.emailProblem(email.text) { result[.email] = problem }
        if let problem = FieldValidation.passwordProblem(password.text) { result[.password] = problem }
        if mode == .signUp, confirmation.text != password.text {
            result[.confirmation] = Strings.confirmationMismatch
        }
        return result
    }

    /// The message to show under `field` now: the server's, else the local one once the field
    /// was touched or a submit was tried.
    public func visibleProblem(for field: Field) -> String? {
        if let server = serverProblems[field] { return server }
        guard showsAllProblems || touched.contains(field) else { return nil }
        return problems[field]
    }

    /// Shows the server's field messages (the body's keys) in the form's words.
    public mutating func applyServerProblems(_ fields: [String: String]) {
        for (key, message) in fields {
            guard let field = Field(rawValue: key) else { continue }
            serverProblems[field] = ServerFieldMessage.worded(message, field: key, label: field.label)
        }
    }

    /// Moves the focus by `step` fields, wrapping, and marks the field left as touched.
    public mutating func moveFocus(by step: Int) {
        let order = fields
        let current = order.firstIndex(of: focus) ?? 0
        if !editor(for: focus).isEmpty { touched.insert(focus) }
        focus = order[((current + step) % order.count + order.count) % order.count]
    }

    /// Switches between sign in and sign up, keeping what was typed.
    public mutating func switchMode() {
        mode = mode == .signIn ? .signUp : .signIn
        serverProblems = [:]
        showsAllProblems = false
        if mode == .signUp, name.isEmpty {
            focus = .name
        } else if !fields.contains(focus) {
            focus = .email
        }
    }
}
