import Testing
@testable import NcursesBackend

@Suite struct PollTimeoutTests {
    @Test func nilWaitsForever() {
        #expect(PollTimeout.milliseconds(nil) == -1)
    }

    @Test func zeroAndNegativeDoNotWait() {
        #expect(PollTimeout.milliseconds(.zero) == 0)
        #expect(PollTimeout.milliseconds(.milliseconds(-5)) == 0)
        #expect(PollTimeout.milliseconds(.seconds(-3)) == 0)
    }

    @Test func fractionsRoundUpSoShortSleepsAreNotBusyLoops() {
        #expect(PollTimeout.milliseconds(.microseconds(1)) == 1)
        #expect(PollTimeout.milliseconds(.microseconds(1500)) == 2)
        #expect(PollTimeout.milliseconds(.milliseconds(250)) == 250)
        #expect(PollTimeout.milliseconds(.seconds(2)) == 2000)
    }

    @Test func hugeDurationsAreCapped() {
        #expect(PollTimeout.milliseconds(.seconds(Int64.max)) == Int32.max)
        #expect(PollTimeout.milliseconds(.seconds(3_000_000)) == Int32.max)
    }
}
