import SharedUtilities

/// The few HTML pages of the browser half of the device flow: plain, readable on a phone, no
/// scripts of ours. Everything interpolated is escaped.
enum DevicePage {
    static func confirm(userCode: String) -> String {
        page(title: "Sign in to InfiniteStories", body: """
            <p>Check that this code is the one your terminal shows:</p>
            <p class="code">\(escape(userCode))</p>
            <form id="continue" method="post" action="\(DeviceRoutes.pagePath)">
              <input type="hidden" name="user_code" value="\(escape(userCode))">
              <button type="submit">Continue with Apple</button>
            </form>
            """)
    }

    static func enterCode(problem: String?) -> String {
        page(title: "Sign in to InfiniteStories", body: """
            \(problem.map { "<p class=\"problem\">\(escape($0))</p>" } ?? "")
            <p>Type the code your terminal shows.</p>
            <form method="post" action="\(DeviceRoutes.pagePath)">
              <input name="user_code" autocomplete="off" autocapitalize="characters" placeholder="BCDF-GHJK" required>
              <button type="submit">Continue with Apple</button>
            </form>
            """)
    }

    static func result(_ outcome: DeviceAuthorization.CallbackOutcome) -> String {
        switch outcome {
        case .signedIn:
            page(title: "You are signed in", body: "<p>Go back to your terminal: InfiniteStories is signing you in.</p>")
        case .cancelled:
            page(title: "Sign-in cancelled", body: "<p>Nothing was changed. You can close this window.</p>")
        case .failed(let failure):
            page(title: "Sign in with Apple failed",
                 body: "<p>\(escape(failure.message))</p><p>Go back to your terminal to try again.</p>")
        case .unknown:
            page(title: "This sign-in link has expired",
                 body: "<p>It was used already or is too old. Start again from your terminal.</p>")
        }
    }

    private static func page(title: String, body: String) -> String {
        """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title))</title>
        <style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;line-height:1.5}
        .code{font:600 2rem ui-monospace,monospace;letter-spacing:.15em}.problem{color:#b00020}
        button{font-size:1.1rem;padding:.6rem 1.2rem;background:#000;color:#fff;border:0;border-radius:.5rem}
        input{font-size:1.2rem;padding:.4rem;text-transform:uppercase}</style></head>
        <body><h1>\(escape(title))</h1>
        \(body)
        </body></html>
        """
    }

    static func escape(_ text: String) -> String { MarkupText.escaped(text) }
}
