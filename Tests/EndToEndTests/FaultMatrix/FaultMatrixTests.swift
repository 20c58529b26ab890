import Foundation
import Testing
import TestingUtils

/// Runs every cell of ``FaultMatrix``: the command, piped, against a ``FaultServer`` with the
/// cache in its state; then checks the exit status, stdout, stderr, the requests the server
/// saw, and that the cache is still readable.
@Suite struct FaultMatrixTests {
    /// Cells run a few at a time; the others wait without holding a thread.
    static let turns = Turns(ProcessInfo.processInfo.activeProcessorCount * 4)

    @Test(arguments: FaultMatrix.cells)
    func cell(_ cell: Cell) async throws {
        try await Self.turns.with { try await Self.run(cell) }
    }

    static func run(_ cell: Cell) async throws {
        let (command, fault, state) = (cell.command, cell.fault, cell.state)
        let expected = FaultMatrix.expectation(command, fault, state)
        let heroes = try Heroes()
        let server = try FaultServer(fault: fault)
        defer { server.stop() }
        let env = ["HEROES_BASE_URL": server.baseURL]
        let cacheFolder = heroes.home.appendingPathComponent("cache/heroes")
        let name = cell.testDescription

        switch state {
        case .none: break
        case .fresh, .stale:
            let prefill = try await run(heroes, command.arguments, env: env)
            try #require(
                prefill.status == 0 && prefill.stdout == command.output, "\(name): the prefill failed: \(prefill)")
        case .corrupt:
            try FileManager.default.createDirectory(at: cacheFolder, withIntermediateDirectories: true)
            try Data(repeating: 0x5A, count: 4096).write(to: cacheFolder.appendingPathComponent("heroes.sqlite"))
        }

        server.startFaults()
        let revalidate = state == .stale && command.cache != nil ? ["--max-age", "0"] : []
        let result = try await run(heroes, command.arguments + revalidate + fault.extraArguments, env: env)
        #expect(result.status < 128, "\(name): ended by a signal: \(result)")
        #expect(result.status == expected.status, "\(name): \(result)")
        #expect(result.stdout == expected.stdout, "\(name): \(result)")
        let stderr = try FaultMatrix.Pattern.regex(
            expected.stderr, server: server.baseURL, elsewhere: server.elsewhereURL, cacheFolder: cacheFolder.path)
        #expect(result.stderr.wholeMatch(of: stderr) != nil, "\(name): stderr should be \(expected.stderr): \(result)")
        #expect(
            expected.requests.contains(server.requestsDuringFaults),
            "\(name): \(server.requestsDuringFaults) requests, not \(expected.requests)")
        #expect(server.requestsElsewhere == 0, "\(name): a request went to the other host")

        // The cache is still readable: --offline answers what was cached, or says nothing is.
        if let cache = command.cache {
            let offline = try await run(heroes, command.arguments + ["--offline"], env: env)
            if expected.cachedAfterwards {
                #expect(
                    offline.status == 0 && offline.stdout == command.output, "\(name): --offline afterwards: \(offline)"
                )
                let notice = try FaultMatrix.Pattern.regex(
                    [cache.staleNotice(cause: "offline")], server: "", elsewhere: "", cacheFolder: "")
                #expect(offline.stderr.wholeMatch(of: notice) != nil, "\(name): --offline afterwards: \(offline)")
            } else {
                #expect(offline.status == 69 && offline.stdout.isEmpty, "\(name): --offline afterwards: \(offline)")
                #expect(offline.stderr == cache.notCached, "\(name): --offline afterwards: \(offline)")
            }
        } else {
            let info = try await run(heroes, ["cache", "info"], env: env)
            #expect(info.status == 0, "\(name): cache info afterwards: \(info)")
        }
    }

    /// Runs heroes on a thread of its own, so a waiting cell holds none of the test runner's.
    static func run(_ heroes: Heroes, _ arguments: [String], env: [String: String]) async throws -> ProcessResult {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try heroes.run(arguments, env: env, timeout: 60) })
            }
        }
    }
}

/// At most `count` bodies at once; the others wait their turn in order.
actor Turns {
    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(_ count: Int) { free = max(1, count) }

    func with<T: Sendable>(_ body: @Sendable () async throws -> T) async rethrows -> T {
        await take()
        defer { give() }
        return try await body()
    }

    private func take() async {
        if free > 0 {
            free -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    private func give() {
        if waiting.isEmpty { free += 1 } else { waiting.removeFirst().resume() }
    }
}
