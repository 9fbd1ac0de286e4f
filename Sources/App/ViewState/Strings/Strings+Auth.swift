import Foundation
import InfiniteStoriesClient

/// The sign-in screen, and the screen asking for a bigger terminal.
extension Strings {
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
}
