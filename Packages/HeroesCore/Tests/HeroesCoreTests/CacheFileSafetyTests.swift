import Foundation
import Testing
import TestingUtils
@testable import HeroesCore

/// The store changes only what it created: folders and files that were there keep their mode,
/// and a database or companion that is a link, not a regular file, or someone else's is refused
/// without being opened or changed.
@Suite struct CacheFileSafetyTests {
    @Test func anExistingFolderAndFileKeepTheirModes() async throws {
        let folder = try TemporaryFolder()
        #expect(chmod(folder.path, 0o755) == 0)
        let path = folder.databasePath
        #expect(FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o644]))
        let store = try folder.openStore()
        try await store.save(cacheEntry("a"))
        #expect(permissions(folder.path) == 0o755)
        #expect(permissions(path) == 0o644)
    }

    @Test func aFolderOthersCanWriteInKeepsItsModeAndIsWarnedAbout() async throws {
        let parent = try TemporaryFolder()
        let shared = parent.url.appendingPathComponent("shared")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: false)
        #expect(chmod(shared.path, 0o1777) == 0)

        let opening = SQLiteHeroesStore.open(directory: shared.path)
        let store = try #require(opening.store)
        try await store.save(cacheEntry("a"))
        #expect(opening.warnings == [.sharedFolder(path: shared.path)])
        #expect(
            opening.warnings.first?.description.hasSuffix(
                "could tamper with the cache; heroes leaves the folder as it is.") == true)
        var info = stat()
        #expect(stat(shared.path, &info) == 0 && info.st_mode & 0o7777 == 0o1777)
        #expect(
            permissions(shared.appendingPathComponent(SQLiteHeroesStore.fileName).path) == 0o600,
            "what heroes made in it is 0600")
    }

    @Test func aCacheFolderUnderALinkedFolderOpensAndStoresWithoutAWarning() async throws {
        let parent = try TemporaryFolder()
        let real = parent.url.appendingPathComponent("real").path
        let linked = parent.url.appendingPathComponent("linked").path
        #expect(mkdir(real, 0o700) == 0 && symlink(real, linked) == 0)
        for _ in 0..<2 {
            let opening = SQLiteHeroesStore.open(directory: linked + "/cache/heroes")
            #expect(opening.warnings == [] && opening.failure == nil)
            let store = try #require(opening.store)
            try await store.save(cacheEntry("a"))
            #expect(try await store.entry(for: cacheEntry("a").key) != nil)
        }
        #expect(permissions(real + "/cache/heroes/" + SQLiteHeroesStore.fileName) == 0o600)
    }

    @Test func aLinkInPlaceOfTheCacheFolderIsRefusedAndNothingIsMadeInItsTarget() throws {
        let parent = try TemporaryFolder()
        let target = parent.url.appendingPathComponent("target").path
        let link = parent.url.appendingPathComponent("heroes").path
        #expect(mkdir(target, 0o700) == 0 && symlink(target, link) == 0)
        let opening = SQLiteHeroesStore.open(directory: link)
        #expect(opening.store == nil)
        #expect(opening.failure == .untrustedFolder(path: link, found: "a symbolic link"))
        #expect(
            opening.warnings.first?.description
                == "the cache folder \(link) is a symbolic link, which heroes leaves alone (it opens nothing in it); going on without the cache."
        )
        #expect((try? FileManager.default.contentsOfDirectory(atPath: target)) == [])
    }

    @Test func aDatabaseThatIsASymlinkIsRefusedAndItsTargetIsUntouched() throws {
        let folder = try TemporaryFolder()
        let target = folder.url.appendingPathComponent("precious.txt").path
        let content = Data("a file heroes must not touch\n".utf8)
        #expect(
            FileManager.default.createFile(atPath: target, contents: content, attributes: [.posixPermissions: 0o644]))
        #expect(symlink(target, folder.databasePath) == 0)

        let opening = SQLiteHeroesStore.open(directory: folder.path)
        #expect(opening.store == nil)
        #expect(opening.failure == .untrustedFile(path: folder.databasePath, found: "a symbolic link"))
        #expect(opening.warnings == [.unavailable(.untrustedFile(path: folder.databasePath, found: "a symbolic link"))])
        #expect(
            opening.warnings.first?.description
                == "the cache file \(folder.databasePath) is a symbolic link, which heroes leaves alone (it does not open it); going on without the cache."
        )
        #expect(FileManager.default.contents(atPath: target) == content)
        #expect(permissions(target) == 0o644)
        #expect(
            folder.fileNames == ["heroes.sqlite", "precious.txt"], "no -wal or -shm made beside the link or its target")
    }

    @Test(arguments: ["-wal", "-shm", "-journal"])
    func aCompanionThatIsASymlinkIsRefusedAndItsTargetIsUntouched(suffix: String) throws {
        let folder = try TemporaryFolder()
        let target = folder.url.appendingPathComponent("precious.txt").path
        let content = Data("a file heroes must not touch\n".utf8)
        #expect(
            FileManager.default.createFile(atPath: target, contents: content, attributes: [.posixPermissions: 0o644]))
        #expect(symlink(target, folder.databasePath + suffix) == 0)

        let opening = SQLiteHeroesStore.open(directory: folder.path)
        #expect(opening.store == nil)
        #expect(opening.failure == .untrustedFile(path: folder.databasePath + suffix, found: "a symbolic link"))
        #expect(FileManager.default.contents(atPath: target) == content)
        #expect(permissions(target) == 0o644)
    }

    @Test func aFolderAtTheDatabasePathIsRefused() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.databasePath, withIntermediateDirectories: false)
        let opening = SQLiteHeroesStore.open(directory: folder.path)
        #expect(opening.store == nil)
        #expect(opening.failure == .untrustedFile(path: folder.databasePath, found: "a folder"))
    }

    @Test(.enabled(if: geteuid() == 0, "only root can give a file to another user"))
    func aDatabaseOwnedByAnotherUserIsRefusedAndKeepsItsOwnerAndMode() throws {
        let folder = try TemporaryFolder()
        let path = folder.databasePath
        #expect(FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o666]))
        #expect(chown(path, 65_534, 65_534) == 0)

        let opening = SQLiteHeroesStore.open(directory: folder.path)
        #expect(opening.store == nil)
        #expect(opening.failure == .untrustedFile(path: path, found: "owned by another user (uid 65534)"))
        var info = stat()
        #expect(lstat(path, &info) == 0 && info.st_uid == 65_534 && info.st_mode & 0o777 == 0o666 && info.st_size == 0)
        #expect(folder.fileNames == ["heroes.sqlite"])
    }
}
