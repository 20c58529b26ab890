import Foundation
import Testing
@testable import TestingUtils

/// ``Recorder``, ``concurrently(tasks:iterations:_:)``, ``eventually(timeout:_:)``, ``TemporaryFolder`` and ``Fixtures``: the helpers
/// the packages' tests share.
@Suite struct SharedHelperTests {
    /// A stress test of the recorder's lock (ThreadSanitizer cannot see it: see ``concurrently``).
    /// Five minutes bound a hang only: the tasks share the process's two cooperative threads
    /// with the package's other tests (see SharedStateStressTests in NetworkStubs).
    @Test(.timeLimit(.minutes(5)))
    func aRecorderKeepsEveryValueAppendedFromSixteenConcurrentTasksInEachTasksOrder() async {
        let recorder = Recorder<Int>()
        await concurrently(tasks: 16, iterations: 20_000) { task, index in
            if index.isMultiple(of: 2) {
                recorder.append(task * 100_000 + index)
            } else {
                recorder.callback(task * 100_000 + index)
            }
        }
        #expect(recorder.count == 320_000)
        let expected: [Int] = (0..<16).flatMap { task in (0..<20_000).map { index in task * 100_000 + index } }
        #expect(recorder.values.sorted() == expected)
        for task in 0..<16 {
            let own = recorder.values.filter { $0 / 100_000 == task }
            #expect(own == own.sorted(), "task \(task)'s values out of order")
        }
    }

    @Test func concurrentlyCallsTheBodyOnceForEachTaskAndIteration() async {
        let calls = Recorder<[Int]>()
        await concurrently(tasks: 3, iterations: 4) { task, iteration in calls.append([task, iteration]) }
        let expected = (0..<3).flatMap { task in (0..<4).map { [task, $0] } }
        #expect(calls.values.sorted { $0.lexicographicallyPrecedes($1) } == expected)
    }

    @Test func eventuallyReturnsTrueOnceWorkOnAnotherTaskMakesTheConditionHold() async {
        let recorder = Recorder<Int>()
        let (gate, open) = AsyncStream.makeStream(of: Void.self)
        let task = Task {
            for await _ in gate { break }
            recorder.append(1)
        }
        #expect(recorder.count == 0)
        open.yield()
        #expect(await eventually { recorder.count == 1 })
        _ = await task.result
    }

    @Test func withoutStylesRemovesOnlyColourSequencesAndKeepsEveryOtherEscapeAndControl() {
        let drawn = "\u{1B}[1;31mName\u{1B}[0m \u{1B}]52;c;cm0=\u{07}\u{1B}[2J\u{9B}\u{202E}\u{1B}[m end"
        #expect(TerminalOutput.withoutStyles(drawn) == "Name \u{1B}]52;c;cm0=\u{07}\u{1B}[2J\u{9B}\u{202E} end")
        #expect(TerminalOutput.withoutStyles("plain") == "plain")
        // A combining mark right after a sequence makes one Character of its `m` and the mark.
        #expect(TerminalOutput.withoutStyles("\u{1B}[1m\u{05B7}x\u{1B}[0m") == "\u{05B7}x")
    }

    @Test func eventuallyReturnsFalseAfterTheTimeoutWhenTheConditionNeverHolds() async {
        let start = ContinuousClock.now
        let checks = Recorder<Int>()
        let held = await eventually(timeout: .milliseconds(200)) {
            checks.append(1)
            return false
        }
        let waited = ContinuousClock.now - start
        #expect(!held)
        #expect(waited >= .milliseconds(200), "waited \(waited)")
        #expect(checks.count > 2, "the condition was checked again while waiting")
    }

    @Test func aTemporaryFolderIsNewAndEmptyAndGoesWithEverythingInItEvenReadOnlyParts() throws {
        var path = ""
        do {
            let folder = try TemporaryFolder(prefix: "testingutils")
            path = folder.path
            #expect(URL(fileURLWithPath: path).lastPathComponent.hasPrefix("testingutils-"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: path) == [])
            let locked = folder.url.appendingPathComponent("locked")
            try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
            try Data("x".utf8).write(to: locked.appendingPathComponent("file"))
            try TemporaryFolder.makeReadOnly(locked.path)
        }
        #expect(!FileManager.default.fileExists(atPath: path), "\(path) is still there")
    }

    @Test func makeReadOnlyStopsWritingInAFolderAndMakeWritableAllowsItAgain() throws {
        let folder = try TemporaryFolder()
        try TemporaryFolder.makeReadOnly(folder.path)
        #expect(access(folder.path, W_OK) != 0)
        #expect(!FileManager.default.createFile(atPath: folder.url.appendingPathComponent("a").path, contents: Data()))
        TemporaryFolder.makeWritable(folder.path)
        #expect(access(folder.path, W_OK) == 0)
        #expect(FileManager.default.createFile(atPath: folder.url.appendingPathComponent("a").path, contents: Data()))
    }

    @Test func makeReadOnlyThrowsForAPathThatIsNotThere() throws {
        let folder = try TemporaryFolder()
        #expect(throws: TemporaryFolder.ReadOnlyFailure.self) {
            try TemporaryFolder.makeReadOnly(folder.path + "/missing")
        }
    }

    @Test func allBytesAreTheFilesInTheOrderOfTheirSortedPaths() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("a"), withIntermediateDirectories: false)
        try Data("3".utf8).write(to: folder.url.appendingPathComponent("b"))
        try Data("2".utf8).write(to: folder.url.appendingPathComponent("a/d"))
        try Data("1".utf8).write(to: folder.url.appendingPathComponent("a/c"))
        #expect(try folder.allBytes() == Data("123".utf8))
    }

    @Test func aCaptureIsReadFromTheSharedFolderAndAMissingOneIsNamed() throws {
        let folder = try Fixtures.capturesDirectory()
        #expect(folder.path.hasSuffix("/shared/marvel-api/captures"))
        let name = "07_character_1009610_Spider-Man_2014.json"
        let bytes = try Fixtures.capture(name)
        #expect(bytes == (try Data(contentsOf: folder.appendingPathComponent(name))))
        #expect(String(decoding: bytes, as: UTF8.self).contains("Spider-Man"))
        #expect(throws: Fixtures.Failure.missingCapture("nothing.json", folder: folder.path)) {
            try Fixtures.capture("nothing.json")
        }
    }
}
