import AppScreens
import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels
import Testing
import TerminalUI
import ViewState

/// The sign-in form with Apple offered, the Apple screen (asking, then the code with its QR
/// code) and the account-deletion question, as golden files at three layout tiers, monochrome
/// and in colour, plus ASCII; and checks that hold at every size.
@Suite("Account screens")
struct AccountSnapshotTests {
    enum Screen: String, CaseIterable, CustomTestStringConvertible {
        case appleOffered, appleRequesting, appleWaiting, deleteAccount

        var testDescription: String { rawValue }

        func state(_ size: TerminalSize) -> AppState {
            switch self {
            case .appleOffered: AccountSnapshotTests.offered(size)
            case .appleRequesting: Fixtures.state(size, [Fixtures.key(.function(4))], from: AccountSnapshotTests.offered(size))
            case .appleWaiting: AccountSnapshotTests.waiting(size)
            case .deleteAccount:
                Fixtures.state(size, [Fixtures.key(.character("D"))] + Fixtures.type("ada@") + [Fixtures.key(.enter)],
                               from: Fixtures.main(size))
            }
        }
    }

    static let code = DeviceAuthorizationResponse(
        deviceCode: "secret", userCode: "BCDF-GHJK", verificationURI: "http://127.0.0.1:8080/device",
        verificationURIComplete: "http://127.0.0.1:8080/device?user_code=BCDF-GHJK", expiresIn: 600, interval: 5)

    /// A 25x25 stand-in for a QR code (finder squares in three corners, a checker between):
    /// the layout is what is tested here; the encoding has its own tests.
    static let matrix: QRMatrix = {
        let width = 25
        var modules = [Bool](repeating: false, count: width * width)
        for row in 0..<width {
            for column in 0..<width {
                let inFinder = [(0, 0), (0, width - 7), (width - 7, 0)].contains { top, left in
                    let r = row - top, c = column - left
                    guard (0..<7).contains(r), (0..<7).contains(c) else { return false }
                    return r == 0 || r == 6 || c == 0 || c == 6 || ((2...4).contains(r) && (2...4).contains(c))
                }
                modules[row * width + column] = inFinder || (row > 7 && column > 7 && (row + column) % 3 == 0)
            }
        }
        return QRMatrix(width: width, modules: modules)
    }()

    static func offered(_ size: TerminalSize) -> AppState {
        Fixtures.state(size, [.session(.signInMethodsLoaded(SignInMethods(apple: .init(idToken: true, deviceAuthorization: true))))],
                       from: Fixtures.signIn(size))
    }

    static func waiting(_ size: TerminalSize) -> AppState {
        Fixtures.state(size, [Fixtures.key(.function(4)), .account(.appleSignInStarted(attempt: 1, code, qrCode: matrix, browser: .noDisplay))],
                       from: offered(size))
    }

    static let sizes = TierSnapshots.sizes

    static func draw(_ state: AppState, glyphs: GlyphSet = .unicode, tier: ColorTier = .monochrome) -> ScreenBuffer {
        TierSnapshots.draw(state, glyphs: glyphs, tier: tier)
    }

    @Test(arguments: Screen.allCases, sizes)
    func matchesGoldenFile(screen: Screen, size: TerminalSize) {
        TierSnapshots.assertMatches(screen.state(size), named: screen.rawValue)
    }

    /// Whatever the size, the code and the address are on screen whole, and the QR code is
    /// drawn whole (every module row) or not at all: a clipped code cannot be scanned.
    @Test func theCodeIsAlwaysReadableAndTheQRCodeWholeOrAbsent() {
        let drawing = QRCodeDrawing(Self.matrix, tier: .monochrome)
        for width in stride(from: 40, through: 160, by: 7) {
            for height in stride(from: 12, through: 60, by: 5) {
                let size = TerminalSize(width: width, height: height)
                let text = Self.draw(Self.waiting(size)).lines()
                let joined = text.joined(separator: "\n")
                #expect(joined.contains("BCDF-GHJK"), "code at \(width)x\(height)")
                #expect(joined.contains("http://127.0.0.1:8080/device"), "address at \(width)x\(height)")
                let blockRows = text.filter { $0.contains("▀") || $0.contains("█") || $0.contains("▄") }.count
                #expect(blockRows == 0 || blockRows == drawing.size.rows, "QR rows at \(width)x\(height): \(blockRows)")
            }
        }
        // On a roomy terminal it is there.
        let roomy = Self.draw(Self.waiting(TerminalSize(width: 120, height: 40))).lines()
        #expect(roomy.filter { $0.contains("▀") || $0.contains("█") }.count == drawing.size.rows)
    }

    @Test func tinyTerminalsAndOddSizesDrawWithoutTrapping() {
        for screen in Screen.allCases {
            for (width, height) in [(1, 1), (2, 3), (39, 11), (40, 12), (41, 13), (300, 100)] {
                _ = Self.draw(screen.state(TerminalSize(width: width, height: height)))
            }
        }
    }
}
