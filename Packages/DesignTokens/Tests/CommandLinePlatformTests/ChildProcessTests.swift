import CommandLinePlatform
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A program started from its words, without a shell of ours: its status, its environment, its
/// standard input, and no descriptor of the parent's but 0, 1 and 2.
struct ChildProcessTests {
    @Test func aProgramNotOnPathIsNotFound() {
        #expect(throws: ChildProcess.Failure.notFound) {
            try ChildProcess.start(["command-line-platform-tests-no-such-program"])
        }
    }

    @Test func waitGivesTheProgramsExitStatus() throws {
        #expect(try ChildProcess.start(["sh", "-c", "exit 3"]).wait() == 3)
    }

    @Test func waitGives128PlusTheSignalThatEndedTheProgram() throws {
        #expect(try ChildProcess.start(["sh", "-c", "kill -TERM $$"]).wait() == 128 + SIGTERM)
    }

    @Test func theVariablesGivenAreAddedToTheProgramsEnvironment() throws {
        let child = try ChildProcess.start(
            ["sh", "-c", #"test "$CLP_TEST_VALUE" = 'two words'"#], environment: ["CLP_TEST_VALUE": "two words"])
        #expect(child.wait() == 0)
    }

    @Test func theProgramReadsTheStandardInputGiven() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let child = try ChildProcess.start(["sh", "-c", #"read line; test "$line" = hello"#], standardInput: ends[0])
        #expect(StandardStreams.write("hello\n", to: ends[1]) == nil)
        close(ends[1])
        close(ends[0])
        #expect(child.wait() == 0)
    }

    /// The pipe's ends are open in this process without close-on-exec, so only the child's
    /// own closing keeps them out of it.
    @Test func noDescriptorOfTheParentButTheStandardOnesIsOpenInTheProgram() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { for end in ends { close(end) } }
        let child = try ChildProcess.start(
            [
                "sh", "-c",
                "test ! -e /proc/$$/fd/\(ends[0]) && test ! -e /proc/$$/fd/\(ends[1]) && test -e /proc/$$/fd/2",
            ])
        #expect(child.wait() == 0)
    }
}
