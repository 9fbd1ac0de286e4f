import Foundation
#if canImport(Glibc)
import Glibc
#endif
@testable import SharedUtilities
import Testing

/// `ChildProcess` against real programs: statuses, signals, streams, the environment, and the
/// parent's descriptors kept out of the child.
@Suite("Child processes")
struct ChildProcessTests {
    /// Runs `/bin/sh -c script` with its standard output into a pipe; answers what it wrote.
    static func output(of script: String, environment: [String: String]? = nil) throws -> (String, ChildProcess.Termination) {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let child = try ChildProcess(executable: "/bin/sh", arguments: ["-c", script], environment: environment,
                                     standardOutput: .descriptor(ends[1]))
        close(ends[1])
        var collected: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(ends[0], &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            collected += buffer[..<count]
        }
        close(ends[0])
        return (String(decoding: collected, as: UTF8.self), child.waitForExit())
    }

    @Test func exitStatusesAndSignalsAreReported() throws {
        #expect(try ChildProcess(executable: "/bin/sh", arguments: ["-c", "exit 0"]).waitForExit().succeeded)
        #expect(try ChildProcess(executable: "/bin/sh", arguments: ["-c", "exit 3"]).waitForExit() == .exited(3))
        #expect(try ChildProcess(executable: "/bin/sh", arguments: ["-c", "kill -TERM $$"]).waitForExit() == .signalled(SIGTERM))
    }

    @Test func argumentsArriveAsTheyAreWithNoShellInBetween() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let child = try ChildProcess(executable: "/usr/bin/printf", arguments: ["%s|", "two words", "é 🦊", "$HOME", "*"],
                                     standardOutput: .descriptor(ends[1]))
        close(ends[1])
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = read(ends[0], &buffer, buffer.count)
        close(ends[0])
        #expect(String(decoding: buffer[..<max(0, count)], as: UTF8.self) == "two words|é 🦊|$HOME|*|")
        #expect(child.waitForExit().succeeded)
    }

    @Test func theEnvironmentIsExactlyTheOneGiven() throws {
        let (text, _) = try Self.output(of: "/usr/bin/env", environment: ["ONLY": "this one"])
        #expect(text.split(separator: "\n").contains("ONLY=this one"))
        #expect(!text.contains("HOME="))
        let (inherited, _) = try Self.output(of: "/usr/bin/env")
        #expect(inherited.contains("PATH="), "nil keeps this process's environment")
    }

    @Test func theParentsDescriptorsStayOutOfTheChild() throws {
        let file = open("/dev/null", O_RDONLY)
        #expect(file >= 0)
        #expect(dup2(file, 200) == 200)
        defer { close(file); close(200) }
        let (text, _) = try Self.output(of: "if [ -e /proc/self/fd/200 ]; then echo open; else echo closed; fi")
        #expect(text == "closed\n")
        #expect(ChildProcess.openDescriptors().contains(200), "the scan used without closefrom finds it")
        #expect(!ChildProcess.openDescriptors().isEmpty)
    }

    @Test func aMissingProgramIsALaunchFailure() {
        #expect(throws: ChildProcess.LaunchFailure.self) {
            try ChildProcess(executable: "/nonexistent/program")
        }
        do {
            _ = try ChildProcess(executable: "/nonexistent/program")
        } catch let failure as ChildProcess.LaunchFailure {
            #expect(failure.code == ENOENT)
            #expect(failure.description.contains("/nonexistent/program"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func aKilledChildIsAwaitedWithoutHoldingAThread() async throws {
        let child = try ChildProcess(executable: "/bin/sleep", arguments: ["30"])
        #expect(!child.hasExited)
        async let ended = child.exit()
        try await Task.sleep(for: .milliseconds(50))
        child.send(SIGKILL)
        #expect(await ended == .signalled(SIGKILL))
        #expect(child.hasExited)
        #expect(child.waitForExit() == .signalled(SIGKILL), "asked again: the same answer")
        child.send(SIGKILL)  // after it was awaited: nothing is sent

        let unwatched = try ChildProcess(executable: "/bin/sleep", arguments: ["30"])
        unwatched.stop(with: SIGKILL)
        for _ in 0..<100 where !unwatched.hasExited { try await Task.sleep(for: .milliseconds(20)) }
        #expect(unwatched.hasExited, "stopped and awaited by itself: no zombie")
        #expect(unwatched.waitForExit() == .signalled(SIGKILL))
    }

    @Test func manyChildrenAtOnceAllEnd() async throws {
        let statuses = try await withThrowingTaskGroup(of: ChildProcess.Termination.self) { group in
            for index in 0..<40 {
                group.addTask {
                    await (try ChildProcess(executable: "/bin/sh", arguments: ["-c", "exit \(index % 5)"])).exit()
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(statuses.count == 40)
        #expect(statuses.filter { $0 == .exited(0) }.count == 8)
    }
}
