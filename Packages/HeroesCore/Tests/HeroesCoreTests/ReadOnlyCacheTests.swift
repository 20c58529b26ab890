import Foundation
import Testing
import TestingUtils
@testable import HeroesCore

/// A cache whose folder or file cannot be written still answers from what it holds, makes
/// nothing in the folder, and a command that would store an answer gets one warning.
@Suite struct ReadOnlyCacheTests {
    /// A folder holding a cleanly closed cache with `entries`.
    private func cacheFolder(with entries: [CacheEntry]) async throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let store = try folder.openStore()
        for entry in entries { try await store.save(entry) }
        try closeCleanly(store)
        return folder
    }

    @Test func aReadOnlyFolderStillAnswersAndNothingIsMadeInIt() async throws {
        let page = cacheEntry("page", size: 2_000)
        let folder = try await cacheFolder(with: [page])
        let files = folder.fileNames
        #expect(files == ["heroes.sqlite"], "a clean close leaves no -wal or -shm: SQLite must open it immutable")
        try TemporaryFolder.makeReadOnly(folder.path)
        defer { TemporaryFolder.makeWritable(folder.path) }

        let opening = SQLiteHeroesStore.open(directory: folder.path)
        let store = try #require(opening.store, "\(opening.warnings)")
        #expect(opening.warnings.isEmpty)
        #expect(store.isReadOnly)
        #expect(try await store.entry(for: page.key) == page)
        #expect(try await store.stats().entries == 1)
        await #expect(throws: HeroesStoreError.readOnly(path: folder.databasePath)) {
            try await store.save(cacheEntry("new"))
        }
        #expect(folder.fileNames == files)
    }

    @Test func aReadOnlyFolderShowsWhatTheWALHoldsOfAnotherConnection() async throws {
        let folder = try TemporaryFolder()
        let writer = try folder.openStore()
        let page = cacheEntry("in-the-wal", size: 2_000)
        try await writer.save(page)
        try #require((fileSize(folder.databasePath + "-wal") ?? 0) > 0, "the entry is in the WAL, not yet in the file")
        try TemporaryFolder.makeReadOnly(folder.path)
        defer { TemporaryFolder.makeWritable(folder.path) }

        let reader = try #require(SQLiteHeroesStore.open(directory: folder.path).store)
        #expect(reader.isReadOnly)
        #expect(try await reader.entry(for: page.key) == page)
    }

    @Test func aReadOnlyDatabaseFileInAWritableFolderStillAnswers() async throws {
        let page = cacheEntry("page")
        let folder = try await cacheFolder(with: [page])
        try TemporaryFolder.makeReadOnly(folder.databasePath)
        defer { TemporaryFolder.makeWritable(folder.databasePath) }

        let store = try folder.openStore()
        #expect(store.isReadOnly)
        #expect(try await store.entry(for: page.key) == page)
        await #expect(throws: HeroesStoreError.readOnly(path: folder.databasePath)) {
            try await store.save(cacheEntry("new"))
        }
        #expect(
            folder.fileNames == ["heroes.sqlite"],
            "no -wal or -shm made with the read-only file's mode, which would keep later runs from writing")
    }

    @Test func aCompanionThatCannotBeWrittenGivesAReadOnlyStoreNotNone() async throws {
        let page = cacheEntry("page")
        let folder = try await cacheFolder(with: [page])
        for suffix in ["-wal", "-shm"] {
            #expect(
                FileManager.default.createFile(
                    atPath: folder.databasePath + suffix, contents: nil, attributes: [.posixPermissions: 0o600]))
        }
        try TemporaryFolder.makeReadOnly(folder.databasePath + "-shm")
        defer { TemporaryFolder.makeWritable(folder.databasePath + "-shm") }

        let store = try folder.openStore()
        #expect(store.isReadOnly)
        #expect(try await store.entry(for: page.key) == page)
    }

    @Test func theRepositoryAnswersOfflineFromAReadOnlyCacheAndWarnsOnceWhenItCannotStore() async throws {
        let server = FakeMarvelServer(total: 300)
        let folder = try TemporaryFolder()
        do {
            let repository = HeroesRepository(service: server.service, store: try folder.openStore())
            _ = try await repository.page(.page(1), policy: .normal)
        }
        try TemporaryFolder.makeReadOnly(folder.path)
        defer { TemporaryFolder.makeWritable(folder.path) }

        let warnings = Recorder<CacheWarning>()
        let store = try #require(SQLiteHeroesStore.open(directory: folder.path).store)
        let repository = HeroesRepository(service: server.service, store: store, onWarning: warnings.callback)
        let offline = try await repository.page(.page(1), policy: .offline)
        #expect(offline.value.heroes.count == 20)
        #expect(warnings.values.isEmpty, "reading needs no warning")

        for page in 2...4 {
            #expect(try await repository.page(.page(page), policy: .normal).origin == .network)
        }
        _ = try await repository.page(.page(1), policy: .refresh)
        #expect(warnings.values == [.operationFailed(.readOnly(path: folder.databasePath))])
        #expect(warnings.values.first?.description.hasSuffix("this answer was not cached.") == true)
    }

    @Test func anEmptyReadOnlyFolderGivesATypedErrorAndNoStore() async throws {
        let parent = try TemporaryFolder()
        let folder = parent.url.appendingPathComponent("heroes")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        try TemporaryFolder.makeReadOnly(folder.path)
        defer { TemporaryFolder.makeWritable(folder.path) }

        let opening = SQLiteHeroesStore.open(directory: folder.path)
        #expect(opening.store == nil)
        #expect(opening.failure == .readOnly(path: folder.path))
        #expect(opening.warnings == [.unavailable(.readOnly(path: folder.path))])
        #expect(opening.warnings.first?.description.contains("going on without the cache") == true)

        // The caller goes on without a cache.
        let server = FakeMarvelServer()
        let repository = HeroesRepository(service: server.service, store: opening.store)
        #expect(try await repository.page(.page(1), policy: .normal).origin == .network)
    }

    @Test func aDamagedFileInAReadOnlyFolderIsReportedAndLeftAsItIs() throws {
        let folder = try TemporaryFolder()
        let garbage = Data(repeating: 0x5A, count: 8_192)
        try garbage.write(to: URL(fileURLWithPath: folder.databasePath))
        try TemporaryFolder.makeReadOnly(folder.path)
        defer { TemporaryFolder.makeWritable(folder.path) }

        let opening = SQLiteHeroesStore.open(directory: folder.path)
        #expect(opening.store == nil)
        guard case .corrupt(let path, _)? = opening.failure else {
            Issue.record("expected corrupt, got \(String(describing: opening.failure))")
            return
        }
        #expect(path == folder.databasePath)
        #expect(folder.fileNames == ["heroes.sqlite"])
        #expect(FileManager.default.contents(atPath: folder.databasePath) == garbage)
    }
}
