import AppConfig
import Foundation
import SQLiteDatabase
import NetworkClient
import Testing
import TestingUtils
@testable import HeroesCore

/// The SQLite store in temporary folders: round trip, secrets, damage, read-only folders, full
/// disk, concurrent writers, file modes. What it refuses to touch is in `CacheFileSafetyTests`,
/// its limits in `CacheLimitsTests`, reading a read-only cache in `ReadOnlyCacheTests`.
@Suite struct SQLiteHeroesStoreTests {
    @Test func roundTripAcrossConnections() async throws {
        let folder = try TemporaryFolder()
        let store = try folder.openStore()
        let page = cacheEntry("limit=20&offset=0")
        let hero = cacheEntry("hero", pattern: .record(.characters), at: 1_767_300_000)
        try await store.save(page)
        try await store.save(hero)
        #expect(try await store.entry(for: page.key) == page)
        #expect(try await store.entry(for: CacheKey(rawValue: "missing")) == nil)

        try await store.markRevalidated(page.key, at: Date(timeIntervalSince1970: 1_767_400_000), etag: nil)
        var replaced = hero
        replaced.body = Data("new body".utf8)
        try await store.save(replaced)

        let reopened = try folder.openStore()
        let revalidated = try #require(try await reopened.entry(for: page.key))
        #expect(
            revalidated.fetchedAt == Date(timeIntervalSince1970: 1_767_400_000) && revalidated.etag == page.etag
                && revalidated.body == page.body)
        #expect(try await reopened.entry(for: hero.key) == replaced)

        let stats = try await reopened.stats()
        #expect(stats.pages == 1 && stats.heroes == 1 && stats.bytes == page.body.count + replaced.body.count)
        #expect(
            stats.oldest == Date(timeIntervalSince1970: 1_767_300_000)
                && stats.newest == Date(timeIntervalSince1970: 1_767_400_000))
        #expect((stats.fileBytes ?? 0) > stats.bytes)

        try await reopened.clear()
        #expect(try await store.stats().entries == 0)
        #expect(try await store.entry(for: page.key) == nil)
    }

    @Test func theFileIsInWALModeWithTheMigratedSchema() throws {
        let folder = try TemporaryFolder()
        _ = try folder.openStore()
        let db = try SQLiteDatabase(path: folder.databasePath, mode: .readOnly)
        let mode = try db.firstRow("PRAGMA journal_mode") { $0.string(at: 0) }
        let version = try db.userVersion()
        let columns = try db.allRows("SELECT name FROM pragma_table_info('entry')") { $0.string(at: 0) }
        db.close()
        #expect(mode == "wal")
        #expect(version == SQLiteSchema.migrations.count && version == 3)
        #expect(columns == ["key", "route", "body", "etag", "fetchedAt"])
    }

    @Test func newFilesAre0600AndNewFolders0700AndTheExistingParentKeepsItsMode() async throws {
        let parent = try TemporaryFolder()
        #expect(chmod(parent.path, 0o755) == 0)
        let folder = parent.url.appendingPathComponent("xdg/heroes")
        let opening = SQLiteHeroesStore.open(directory: folder.path)
        let store = try #require(opening.store)
        try await store.save(cacheEntry("a"))
        let path = folder.appendingPathComponent("heroes.sqlite").path
        #expect(permissions(folder.path) == 0o700)
        #expect(permissions(parent.url.appendingPathComponent("xdg").path) == 0o700)
        #expect(permissions(path) == 0o600)
        #expect(permissions(path + "-wal") == 0o600)
        #expect(permissions(path + "-shm") == 0o600)
        #expect(permissions(parent.path) == 0o755)
    }

    @Test func noKeyHashOrTimestampIsWritten() async throws {
        let folder = try TemporaryFolder()
        let store = try folder.openStore()
        let credentials = MarvelCredentials(publicKey: "pubkey7d1e9c2a", privateKey: "privkey55f0b3e1")
        let timestamp = "1731005524417"
        let hash = credentials.hash(timestamp: timestamp)
        let server = FakeMarvelServer(total: 300)
        let client = HTTPClient(
            transport: server.transport,
            middlewares: [MarvelSigningMiddleware(credentials: credentials, timestamp: { timestamp })])
        let repository = HeroesRepository(
            service: RemoteMarvelService(client: client, baseURL: FakeMarvelServer.baseURL), store: store)
        _ = try await repository.allHeroes()
        _ = try await repository.hero(id: FakeMarvelServer.id(12), policy: .normal)
        _ = try await repository.page(.page(2), policy: .normal)

        let sent = try #require(server.requests.first)
        #expect(
            sent.queryValue("apikey") == credentials.publicKey && sent.queryValue("hash") == hash
                && sent.queryValue("ts") == timestamp,
            "the requests were signed, so the secrets were there to leak")
        #expect(try await store.stats().entries == 5)
        let bytes = try folder.allBytes()
        #expect(bytes.count > 10_000)
        for secret in [credentials.publicKey, credentials.privateKey, hash, timestamp, "apikey=", "hash=", "ts="] {
            #expect(bytes.range(of: Data(secret.utf8)) == nil, "\(secret) was written to the cache")
        }
        #expect(bytes.range(of: Data("limit=100&offset=200".utf8)) != nil, "the keys themselves are in the file")
    }

    /// Damage SQLite finds in opening the file (its header, its schema): the opening moves it
    /// aside. Pages damaged past those are found when read (see the next test), since the
    /// opening no longer reads the whole file.
    enum Damage: String, CaseIterable, Sendable {
        case garbage, truncated, headerOnly
    }

    @Test(arguments: Damage.allCases)
    func aDamagedFileIsMovedAsideAndRebuilt(damage: Damage) async throws {
        let folder = try TemporaryFolder()
        let path = folder.databasePath
        do {
            let store = try folder.openStore()
            for index in 0..<40 { try await store.save(cacheEntry("page-\(index)", size: 4_000)) }
            try closeCleanly(store)
        }
        let original = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(original.count > 100_000)
        let damaged: Data =
            switch damage {
            case .garbage: Data("this is not a database, just a damaged cache file\n".utf8)
            case .truncated: original.prefix(original.count / 2)
            case .headerOnly: original.prefix(60)
            }
        try damaged.write(to: URL(fileURLWithPath: path))

        let clock = TestClock()
        let opening = SQLiteHeroesStore.open(directory: folder.path, now: clock.now)
        let store = try #require(opening.store)
        let movedTo = path + ".corrupt-20260101T000000Z"
        guard case .movedAside(let warnedPath, let warnedTarget, let reason)? = opening.warnings.first,
            opening.warnings.count == 1
        else {
            Issue.record("expected one movedAside warning, got \(opening.warnings)")
            return
        }
        #expect(warnedPath == path && warnedTarget == movedTo && !reason.isEmpty && !reason.contains("\n"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: movedTo)) == damaged, "the damaged file is kept as it was")
        #expect(permissions(path) == 0o600)
        #expect(try await store.stats().entries == 0)
        try await store.save(cacheEntry("after"))
        #expect(try await store.entry(for: cacheEntry("after").key) != nil)
    }

    @Test func pagesDamagedPastTheSchemaAreFoundWhenReadAndTheFileIsThenMovedAside() async throws {
        let folder = try TemporaryFolder()
        let path = folder.databasePath
        do {
            let store = try folder.openStore()
            for index in 0..<40 { try await store.save(cacheEntry("page-\(index)", size: 4_000)) }
            try closeCleanly(store)
        }
        let original = try Data(contentsOf: URL(fileURLWithPath: path))
        let damaged = original.prefix(4_096 * 2) + Data(repeating: 0x5A, count: original.count - 4_096 * 2)
        try damaged.write(to: URL(fileURLWithPath: path))

        let opening = SQLiteHeroesStore.open(directory: folder.path)
        let store = try #require(opening.store)
        #expect(opening.warnings.isEmpty, "the opening read the whole file")
        await #expect {
            for index in 0..<40 { _ = try await store.entry(for: cacheEntry("page-\(index)").key) }
        } throws: { error in
            guard let error = error as? HeroesStoreError, case .corrupt(let corruptPath, _) = error else {
                return false
            }
            return corruptPath == path
        }
        let movedAside = folder.fileNames.filter {
            $0.hasPrefix("heroes.sqlite.corrupt-") && !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm")
        }
        #expect(movedAside.count == 1, "\(folder.fileNames)")
        try closeCleanly(store)
        let next = SQLiteHeroesStore.open(directory: folder.path)
        let fresh = try #require(next.store)
        #expect(next.warnings.isEmpty)
        #expect(try await fresh.stats().entries == 0)
    }

    @Test func aSecondDamagedFileGetsAnotherName() throws {
        let folder = try TemporaryFolder()
        let path = folder.databasePath
        let clock = TestClock()
        var targets: [String] = []
        for _ in 0..<2 {
            try Data("garbage garbage garbage garbage garbage garbage garbage garbage garbage garbage".utf8).write(
                to: URL(fileURLWithPath: path))
            let opening = SQLiteHeroesStore.open(directory: folder.path, now: clock.now)
            #expect(opening.store != nil)
            if case .movedAside(_, let target, _)? = opening.warnings.first { targets.append(target) }
            if let store = opening.store { try closeCleanly(store) }
        }
        #expect(targets == [path + ".corrupt-20260101T000000Z", path + ".corrupt-20260101T000000Z-2"])
    }

    @Test func aFolderUnderAReadOnlyFolderCannotBeCreated() throws {
        let parent = try TemporaryFolder()
        try TemporaryFolder.makeReadOnly(parent.path)
        defer { TemporaryFolder.makeWritable(parent.path) }
        let folder = parent.url.appendingPathComponent("heroes")
        let opening = SQLiteHeroesStore.open(directory: folder.path)
        #expect(opening.store == nil)
        guard case .cannotCreateFolder(let path, _)? = opening.failure else {
            Issue.record("expected cannotCreateFolder, got \(String(describing: opening.failure))")
            return
        }
        #expect(path == folder.path)
    }

    @Test func aFileInTheWayOfTheFolderIsATypedError() throws {
        let parent = try TemporaryFolder()
        let blocker = parent.url.appendingPathComponent("cache")
        #expect(FileManager.default.createFile(atPath: blocker.path, contents: Data("x".utf8)))
        let folder = blocker.appendingPathComponent("heroes")
        let opening = SQLiteHeroesStore.open(directory: folder.path)
        #expect(opening.store == nil)
        #expect(
            opening.failure == .cannotCreateFolder(path: folder.path, reason: "\(blocker.path) is a file, not a folder")
        )
    }

    @Test func aFullDiskFailsTheWriteWithoutLosingEntries() async throws {
        let folder = try TemporaryFolder()
        let opening = SQLiteHeroesStore.open(
            directory: folder.path, now: { Date() }, limits: .standard, maximumPageCount: 12)
        let store = try #require(opening.store)
        let small = cacheEntry("small")
        try await store.save(small)
        await #expect(throws: HeroesStoreError.diskFull(path: folder.databasePath)) {
            try await store.save(cacheEntry("huge", size: 200_000))
        }
        #expect(try await store.entry(for: small.key) == small)
        #expect(try await store.entry(for: cacheEntry("huge").key) == nil)

        // The repository answers from the network and warns.
        let server = FakeMarvelServer(total: 1_564)
        let warnings = Recorder<CacheWarning>()
        let repository = HeroesRepository(service: server.service, store: store, onWarning: warnings.callback)
        let fetched = try await repository.page(HeroesQuery(limit: 100), policy: .normal)
        #expect(fetched.origin == .network && fetched.value.heroes.count == 100)
        #expect(warnings.values == [.operationFailed(.diskFull(path: folder.databasePath))])
    }

    @Test func aFullDiskAtOpeningGivesNoStoreAndATypedError() throws {
        let folder = try TemporaryFolder()
        let opening = SQLiteHeroesStore.open(
            directory: folder.path, now: { Date() }, limits: .standard, maximumPageCount: 1)
        #expect(opening.store == nil)
        #expect(opening.failure == .diskFull(path: folder.databasePath))
        #expect(opening.warnings == [.unavailable(.diskFull(path: folder.databasePath))])
    }

    @Test func tenWritersWithTheirOwnConnectionsLoseNothing() async throws {
        let folder = try TemporaryFolder()
        let writers = 10
        let entriesPerWriter = 25
        let url = folder.url
        let failures = await withTaskGroup(of: [String].self) { group in
            for writer in 0..<writers {
                group.addTask {
                    let opening = SQLiteHeroesStore.open(directory: url.path)
                    guard let store = opening.store else { return ["writer \(writer): \(opening.warnings)"] }
                    var failures = opening.warnings.map { "writer \(writer): \($0)" }
                    for index in 0..<entriesPerWriter {
                        do {
                            try await store.save(cacheEntry("w\(writer)-e\(index)", size: 2_000))
                            try await store.save(cacheEntry("shared", size: 500))
                            _ = try await store.entry(for: cacheEntry("shared").key)
                        } catch {
                            failures.append("writer \(writer): \(error)")
                        }
                    }
                    return failures
                }
            }
            var all: [String] = []
            for await failures in group { all += failures }
            return all
        }
        #expect(failures.isEmpty, "\(failures)")
        let store = try folder.openStore()
        #expect(try await store.stats().pages == writers * entriesPerWriter + 1)
        for writer in 0..<writers {
            for index in 0..<entriesPerWriter {
                #expect(try await store.entry(for: cacheEntry("w\(writer)-e\(index)").key) != nil)
            }
        }
    }

    @Test func tenConnectionsInOneProcessOpeningANewFileAtOnceAllGetTheCache() throws {
        // Connections of one process share SQLite's locks on a file, so this does not provoke
        // the race between processes that the next test does; it checks that connections
        // opened together in one process all get the store. Ten threads, released together
        // (tasks would open two at a time: the cooperative pool has a thread per core).
        for _ in 0..<40 {
            let folder = try TemporaryFolder()
            let url = folder.url
            let warnings = Recorder<CacheWarning>()
            let start = DispatchSemaphore(value: 0)
            let done = DispatchGroup()
            for _ in 0..<10 {
                done.enter()
                Thread.detachNewThread {
                    start.wait()
                    let opening = SQLiteHeroesStore.open(directory: url.path)
                    if opening.store == nil && opening.warnings.isEmpty {
                        warnings.append(.unavailable(.failed(path: url.path, reason: "no store")))
                    }
                    opening.warnings.forEach(warnings.callback)
                    done.leave()
                }
            }
            for _ in 0..<10 { start.signal() }
            #expect(done.wait(timeout: .now() + 60) == .success, "an opening took over a minute")
            #expect(warnings.values.isEmpty, "\(warnings.values)")
        }
    }

    /// Switching a new file to WAL from several processes at once can deadlock in SQLite, which
    /// then fails one of them at once; the opening must try again, not give up. Ten `CacheOpener`
    /// children, as ten `heroes` started together, are each handed the path of a new folder at
    /// the same moment and open the store there, forty folders in a row. (Without the retry,
    /// about one folder in twenty leaves a child without the cache.)
    @Test(.timeLimit(.minutes(2)))
    func tenProcessesOpeningANewFileAtOnceAllGetTheCache() throws {
        let opener = try ChildProcess.builtExecutable(named: "CacheOpener")
        let children = try (0..<10).map { _ in try ChildProcess(opener) }
        for _ in 0..<40 {
            let folder = try TemporaryFolder()
            for child in children { child.writeLine(folder.path) }
            let answers = children.map { $0.readLine(timeout: 30) ?? "no answer within 30 s" }
            #expect(answers == Array(repeating: "ok", count: 10), "\(answers)")
            #expect(folder.fileNames.contains(SQLiteHeroesStore.fileName))
        }
        for child in children { child.closeInput() }
        #expect(children.map { $0.waitForExit(timeout: 10) } == Array(repeating: .exited(0), count: 10))
    }
}

/// SQLite's messages as the cache's errors quote them: one line, trimmed, at most 160 characters.
@Suite struct StoreErrorMessageTests {
    @Test func eachLineIsTrimmedOfSpacesAndTabsAndTheLinesJoined() {
        #expect(
            HeroesStoreError.oneLine("  database disk image\n\t is malformed \u{3000}\n")
                == "database disk image; is malformed")
    }

    @Test func aLongMessageIsCutAt160CharactersWithAnEllipsis() {
        let line = HeroesStoreError.oneLine(String(repeating: "x", count: 400))
        #expect(line.count == 160)
        #expect(line.hasSuffix("…"))
    }
}
