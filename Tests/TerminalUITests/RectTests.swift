import Testing
import TerminalUI

@Suite("Rect")
struct RectTests {
    let screen = Rect(x: 0, y: 0, width: 80, height: 24)

    @Test("sizes are never negative")
    func clampedSizes() {
        let rect = Rect(x: 3, y: 4, width: -2, height: -9)
        #expect(rect.width == 0 && rect.height == 0 && rect.isEmpty)
        var mutable = Rect(x: 0, y: 0, width: 5, height: 5)
        mutable.width = -1
        #expect(mutable.width == 0)
    }

    @Test("divided at a distance from each edge")
    func dividedAtDistance() {
        let (header, body) = screen.divided(atDistance: 1, from: .top)
        #expect(header == Rect(x: 0, y: 0, width: 80, height: 1))
        #expect(body == Rect(x: 0, y: 1, width: 80, height: 23))
        let (footer, rest) = screen.divided(atDistance: 2, from: .bottom)
        #expect(footer == Rect(x: 0, y: 22, width: 80, height: 2))
        #expect(rest == Rect(x: 0, y: 0, width: 80, height: 22))
        let (sidebar, main) = screen.divided(atDistance: 30, from: .left)
        #expect(sidebar == Rect(x: 0, y: 0, width: 30, height: 24))
        #expect(main == Rect(x: 30, y: 0, width: 50, height: 24))
        let (details, list) = screen.divided(atDistance: 20, from: .right)
        #expect(details == Rect(x: 60, y: 0, width: 20, height: 24))
        #expect(list == Rect(x: 0, y: 0, width: 60, height: 24))
    }

    @Test("asking for more than there is takes everything; negative takes nothing")
    func dividedClamped() {
        let (all, none) = screen.divided(atDistance: 500, from: .left)
        #expect(all == screen && none.isEmpty)
        let (nothing, everything) = screen.divided(atDistance: -5, from: .top)
        #expect(nothing.isEmpty && everything == screen)
    }

    @Test("divided by fraction rounds to whole cells and clamps odd fractions")
    func dividedAtFraction() {
        #expect(screen.divided(atFraction: 0.25, from: .left).slice.width == 20)
        #expect(screen.divided(atFraction: 0.5, from: .top).slice.height == 12)
        #expect(Rect(x: 0, y: 0, width: 5, height: 1).divided(atFraction: 0.5, from: .left).slice.width == 3)
        #expect(screen.divided(atFraction: 2, from: .left).slice.width == 80)
        #expect(screen.divided(atFraction: -1, from: .left).slice.width == 0)
        #expect(screen.divided(atFraction: .nan, from: .left).slice.width == 0)
        #expect(screen.divided(atFraction: .infinity, from: .bottom).slice.height == 24)
    }

    @Test("inset shrinks, never below empty, and negative insets grow")
    func inset() {
        #expect(screen.inset(by: 1) == Rect(x: 1, y: 1, width: 78, height: 22))
        #expect(screen.inset(top: 1, left: 2, bottom: 3, right: 4) == Rect(x: 2, y: 1, width: 74, height: 20))
        #expect(Rect(x: 0, y: 0, width: 3, height: 3).inset(by: 5).isEmpty)
        #expect(Rect(x: 5, y: 5, width: 1, height: 1).inset(by: -1) == Rect(x: 4, y: 4, width: 3, height: 3))
    }

    @Test("intersection, containment and centring")
    func geometry() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        let b = Rect(x: 5, y: 8, width: 10, height: 10)
        #expect(a.intersection(b) == Rect(x: 5, y: 8, width: 5, height: 2))
        #expect(a.intersection(Rect(x: 20, y: 20, width: 1, height: 1)).isEmpty)
        #expect(a.contains(Point(x: 9, y: 9)))
        #expect(!a.contains(Point(x: 10, y: 0)))
        #expect(screen.centered(width: 20, height: 4) == Rect(x: 30, y: 10, width: 20, height: 4))
        #expect(Rect(x: 2, y: 2, width: 4, height: 4).centered(width: 10, height: 1) == Rect(x: 2, y: 3, width: 4, height: 1))
    }

    @Test("arithmetic on extreme values saturates instead of trapping")
    func saturation() {
        let far = Rect(x: Int.max - 1, y: Int.min, width: Int.max, height: Int.max)
        #expect(far.maxX == Int.max)
        #expect(far.offsetBy(dx: Int.max, dy: Int.min).x == Int.max)
        #expect(far.inset(by: Int.min).width == Int.max)
        #expect(far.intersection(screen).isEmpty)
        _ = far.divided(atDistance: Int.max, from: .right)
        _ = far.divided(atFraction: 0.5, from: .bottom)
        _ = far.centered(width: Int.max, height: Int.min)
    }
}
