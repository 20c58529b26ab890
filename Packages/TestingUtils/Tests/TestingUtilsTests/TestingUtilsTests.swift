import Foundation
import Testing
@testable import TestingUtils

@Suite struct TestingUtilsTests {
    @Test func collectStopsAtTheLimit() async throws {
        let endless = AsyncStream<Int> { continuation in
            Task { for value in 0..<10_000 { continuation.yield(value) } }
        }
        #expect(try await collect(endless, limit: 3) == [0, 1, 2])
    }

    @Test func testClockOnlyMovesWhenAdvanced() {
        let clock = TestClock()
        let start = clock.now()
        clock.advance(by: 90)
        #expect(clock.now().timeIntervalSince(start) == 90)
    }

    @Test func runnerCapturesBothStreamsAndStatus() throws {
        let result = try ProcessRunner.run(
            "/bin/sh", ["-c", "read x; echo out-$x; echo err >&2; exit 3"], environment: [:], stdin: "hi\n")
        #expect(result == ProcessResult(status: 3, stdout: "out-hi\n", stderr: "err\n"))
    }

    /// What a child writes just before it exits is never lost, run after run, several at once
    /// (the fault matrix lost a stderr line once in about a thousand runs).
    @Test func runnerKeepsTheLastBytesOfEveryRun() async throws {
        try await withThrowingTaskGroup(of: ProcessResult.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    var last = ProcessResult(status: 0, stdout: "out", stderr: "err")
                    for _ in 0..<25 {
                        last = try ProcessRunner.run("/bin/sh", ["-c", "printf out; printf err >&2"], environment: [:])
                        guard last.stdout == "out" && last.stderr == "err" else { break }
                    }
                    return last
                }
            }
            for try await result in group {
                #expect(result == ProcessResult(status: 0, stdout: "out", stderr: "err"))
            }
        }
    }

    @Test func runnerKillsAProcessPastItsTimeLimit() throws {
        let result = try ProcessRunner.run("/bin/sleep", ["30"], environment: [:], timeout: 0.5)
        #expect(result.timedOut)
    }

    @Test func terminalRunGivesTheProgramATTY() throws {
        let result = try ProcessRunner.runInTerminal(
            "test -t 1 && echo tty || echo pipe", environment: ["PATH": "/usr/bin:/bin"])
        #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "tty")
    }

    @Test func shellQuoteSurvivesQuotes() throws {
        let text = "it's a \"test\" $HOME"
        let result = try ProcessRunner.run(
            "/bin/sh", ["-c", "printf %s " + ProcessRunner.shellQuote(text)], environment: [:])
        #expect(result.stdout == text)
    }

    @Test func aListeningSocketOfThisProcessIsFoundByItsPortAndIsNoLongerListedOnceClosed() throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        try #require(fd >= 0)
        let port = try LoopbackServer.bindLoopback(fd)
        #expect(ListeningSocket.inode(port: Int(port), process: getpid()) == nil, "bound, not yet listening")
        try #require(listen(fd, 1) == 0)
        let inode = try #require(ListeningSocket.inode(port: Int(port), process: getpid()))
        #expect(ListeningSocket.isListening(inode))
        close(fd)
        #expect(!ListeningSocket.isListening(inode))
    }

    /// The read for a caller on a thread of its own (a proxy's connection handler): a response
    /// larger than one read, then the server's close, come back whole, in order, as `.closed`.
    @Test func readToEndBlockingGivesEveryByteTheServerSentBeforeClosingAndClosed() throws {
        let body = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 % 251) }
        let server = try LoopbackServer { connection in
            _ = connection.readRequest()
            connection.respond(body: body)
            connection.close()
        }
        defer { server.stop() }
        let connection = try RawHTTPConnection(port: Int(server.port))
        try connection.send(RawHTTPConnection.request("/"))
        let (bytes, ending) = connection.readToEndBlocking()
        #expect(ending == .closed)
        let head = Array("HTTP/1.1 200 OK\r\nContent-Length: 200000\r\n\r\n".utf8)
        // Counted, then compared as a whole: 200,000 bytes listed in a failure take minutes.
        #expect(bytes.count == head.count + body.count)
        #expect(bytes.elementsEqual(head + body))
    }

    /// What `FreePort.find()` promises, asked of the socket it finds its port with while that
    /// socket still holds the port: `find()` closes it, after which another process may take the
    /// port, so a test binding the port it returned could fail for no fault of FreePort's.
    @Test func aFreePortIsAboveTheReservedOnesAndTheSocketThatFoundItIsBoundTo127001ThereAndCanListen() throws {
        #expect((1024...65535).contains(FreePort.find()))
        let (fd, port) = try #require(FreePort.bound())
        defer { close(fd) }
        #expect((1024...65535).contains(port))
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        try #require(named == 0)
        #expect(address.sin_addr.s_addr == inet_addr("127.0.0.1"))
        #expect(Int(UInt16(bigEndian: address.sin_port)) == port)
        try #require(listen(fd, 1) == 0)
        #expect(ListeningSocket.inode(port: port, process: getpid()) != nil)
    }
}

/// The helper that finds a README's example in its text.
@Suite struct ReadmeExampleHelperTests {
    @Test func findsTheTextBetweenMarkers() {
        let text = "intro\n```swift\nlet a = 1\n```\nmore\n```swift\nlet b = 2\n```\n"
        #expect(ReadmeExample.text(in: text, from: "```swift\n", to: "```\n") == "let a = 1\n")
        #expect(ReadmeExample.text(in: text, from: "// BEGIN\n", to: "```\n") == nil)
        #expect(ReadmeExample.text(in: "// BEGIN\nx", from: "// BEGIN\n", to: "// END") == nil)
    }

    @Test func copiesAreTheTestFilesMarkedTextAndTheReadmesFirstSwiftBlockOrNil() throws {
        let package = try TemporaryFolder()
        let tests = package.url.appendingPathComponent("Tests/XTests")
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
        let testFile = tests.appendingPathComponent("ReadmeExampleTests.swift")
        try Data("// BEGIN\nlet a = 1\n// END\n".utf8).write(to: testFile)
        try Data("x\n```swift\nlet a = 1\n```\n".utf8).write(to: package.url.appendingPathComponent("README.md"))
        let copies = try ReadmeExample.copies(testFile: testFile.path, from: "// BEGIN\n", to: "// END\n")
        #expect(copies.test == "let a = 1\n" && copies.readme == "let a = 1\n")
        let unmarked = try ReadmeExample.copies(testFile: testFile.path, from: "// OTHER\n", to: "// END\n")
        #expect(unmarked.test == nil && unmarked.readme == "let a = 1\n")
    }

    @Test func theReadmeIsAtThePackageRoot() {
        let readme = ReadmeExample.readme(besideTestsOf: "/work/Packages/X/Tests/XTests/ReadmeExampleTests.swift")
        #expect(readme.path == "/work/Packages/X/README.md")
    }
}
