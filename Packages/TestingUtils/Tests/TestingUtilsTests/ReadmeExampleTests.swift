import Foundation
import Testing
import TestingUtils

// The example in README.md, word for word between the markers, so that it keeps compiling.
// README-EXAMPLE-BEGIN
import Foundation
import TestingUtils

func example() async throws -> [String] {
    let result = try ProcessRunner.run("/bin/echo", ["hi"], environment: [:], timeout: 5)
    precondition(result == ProcessResult(status: 0, stdout: "hi\n", stderr: ""))

    let child = try ChildProcess("/bin/sh", ["-c", "read name; echo \"hello $name\""])
    child.writeLine("child")
    precondition(child.readLine(timeout: 5) == "hello child")
    precondition(child.waitForExit(timeout: 5) == .exited(0))

    let folder = try TemporaryFolder()
    try Data("x".utf8).write(to: folder.url.appendingPathComponent("file"))

    let seen = Recorder<String>()
    let server = try LoopbackServer { connection in
        guard let request = connection.readRequest() else { return }
        seen.append(request.target)
        connection.respond(body: Array("ok".utf8))
    }
    defer { server.stop() }
    let fetched = try ProcessRunner.run("/usr/bin/curl", ["-s", server.url("/hello").absoluteString], environment: [:])
    precondition(fetched.stdout == "ok")
    let served = await eventually { seen.count == 1 }
    precondition(served)
    return seen.values  // ["/hello"]
}
// README-EXAMPLE-END

@Suite(.timeLimit(.minutes(1)))
struct ReadmeExampleTests {
    @Test func theReadmeExampleRunsAndTheServerSawItsRequest() async throws {
        #expect(try await example() == ["/hello"])
    }

    @Test func theReadmeShowsThisExactCode() throws {
        let copies = try ReadmeExample.copies(
            testFile: #filePath, from: "// README-EXAMPLE-BEGIN\n", to: "// README-EXAMPLE-END\n")
        let inTest = try #require(copies.test)
        #expect(copies.readme == inTest)
    }
}
