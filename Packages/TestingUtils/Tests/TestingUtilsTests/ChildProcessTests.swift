import Foundation
import Testing
@testable import TestingUtils

/// ``ChildProcess``: a program a test talks to while it runs.
@Suite(.timeLimit(.minutes(1)))
struct ChildProcessTests {
    @Test func linesGoBothWaysAndTheEndGivesTheStatusAndBothStreams() throws {
        let child = try ChildProcess(
            "/bin/sh", ["-c", "echo ready; read line; echo \"got $line\"; echo tail; echo oops >&2; exit 3"])
        #expect(child.readLine(timeout: 10) == "ready")
        #expect(child.isRunning)
        #expect(child.writeLine("hello"))
        #expect(child.readLine(timeout: 10) == "got hello")
        #expect(child.waitForExit(timeout: 10) == .exited(3))
        #expect(child.remainingOutput() == "tail\n")
        #expect(child.remainingOutput() == "", "what was handed out is not handed out again")
        #expect(child.errorOutput() == "oops\n")
        #expect(child.errorOutput() == "oops\n", "standard error is given whole each time")
    }

    @Test func aLineThatDoesNotComeInTimeIsNilAndALaterOneStillArrives() throws {
        // The child writes nothing before it reads "go": a nil here can only be the timeout.
        let child = try ChildProcess("/bin/sh", ["-c", "read go; echo late"])
        #expect(child.readLine(timeout: 0.3) == nil)
        child.writeLine("go")
        #expect(child.readLine(timeout: 10) == "late")
        #expect(child.readLine(timeout: 10) == nil, "the output ended")
    }

    @Test func aSignalEndsTheChildAndItsHandlerRuns() throws {
        let child = try ChildProcess(
            "/bin/sh", ["-c", "trap 'echo stopping; exit 7' TERM; echo ready; while :; do sleep 0.05; done"])
        #expect(child.readLine(timeout: 10) == "ready")
        child.send(SIGTERM)
        #expect(child.waitForExit(timeout: 10) == .exited(7))
        #expect(child.remainingOutput() == "stopping\n")
        let killed = try ChildProcess("/bin/sleep", ["30"])
        killed.send(SIGKILL)
        #expect(killed.waitForExit(timeout: 10) == .signalled(SIGKILL))
    }

    @Test func aChildStillRunningAfterTheWaitIsKilledAndTheWaitIsNil() throws {
        // sleep 30 has not ended by itself when the wait gives up: nil, not `.exited(0)`.
        let child = try ChildProcess("/bin/sleep", ["30"])
        #expect(child.waitForExit(timeout: 0.3) == nil)
        #expect(!child.isRunning)
    }

    @Test func aChildLetGoIsKilled() throws {
        var pid: Int32 = 0
        do {
            let child = try ChildProcess("/bin/sleep", ["30"])
            pid = child.processIdentifier
            withExtendedLifetime(child) { #expect(kill(pid, 0) == 0, "running") }
        }
        #expect(kill(pid, 0) == -1 && errno == ESRCH, "process \(pid) outlived its ChildProcess")
    }

    @Test func aChildWritingMoreThanAPipeHoldsEndsWithoutBeingRead() throws {
        // 1 MiB on each stream: far past a pipe's 64 KiB, so a child nobody reads would block.
        let child = try ChildProcess("/bin/sh", ["-c", "head -c 1048576 /dev/zero; head -c 1048576 /dev/zero >&2"])
        #expect(child.waitForExit(timeout: 20) == .exited(0))
        #expect(child.remainingOutput().utf8.count == 1_048_576)
        #expect(child.errorOutput().utf8.count == 1_048_576)
    }

    @Test func theEnvironmentIsExactlyTheOneGiven() throws {
        let child = try ChildProcess("/usr/bin/env", [], environment: ["ONLY": "this"])
        #expect(child.waitForExit(timeout: 10) == .exited(0))
        #expect(child.remainingOutput() == "ONLY=this\n")
    }

    @Test func writingToAChildThatStoppedReadingFailsInsteadOfKillingTheTest() throws {
        let child = try ChildProcess("/bin/true")
        #expect(child.waitForExit(timeout: 10) == .exited(0))
        var wrote = true
        for _ in 0..<100 where wrote { wrote = child.writeLine(String(repeating: "x", count: 4_096)) }
        #expect(!wrote)
    }

    @Test func anExecutableTargetNotBuiltBesideTheTestsIsNamed() {
        let folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        #expect(throws: ChildProcess.Failure.notBuilt(folder.appendingPathComponent("NoSuchHelper").path)) {
            try ChildProcess.builtExecutable(named: "NoSuchHelper")
        }
    }
}
