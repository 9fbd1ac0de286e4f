import Glibc
import Testing
@testable import NcursesBackend

@Suite struct WakerTests {
    private func isReadable(_ waker: Waker, timeout: Int32) -> Bool {
        var descriptor = pollfd(fd: waker.readDescriptor, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, timeout) == 1
    }

    @Test func wakeFromAnotherTaskMakesThePipeReadable() async throws {
        let waker = try Waker()
        #expect(!isReadable(waker, timeout: 0))
        await Task.detached { waker.wake() }.value
        #expect(isReadable(waker, timeout: 1000))
        #expect(waker.drain())
        #expect(!isReadable(waker, timeout: 0))
        #expect(!waker.drain())
    }

    @Test func manyWakesNeverBlock() throws {
        let waker = try Waker()
        // Far more than a pipe holds: a blocking write would hang here.
        for _ in 0..<200_000 {
            waker.wake()
        }
        #expect(waker.drain())
        #expect(!isReadable(waker, timeout: 0))
    }
}
