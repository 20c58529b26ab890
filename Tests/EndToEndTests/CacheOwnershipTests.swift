import Foundation
import Testing
import TestingUtils

/// The built binary touches only the cache files it made: a shared folder keeps its mode, a
/// database that is a link is refused and its target left alone, and a read-only cache folder
/// still answers.
@Suite struct CacheOwnershipTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    func env(_ server: ServeProcess, cache: URL? = nil) -> [String: String] {
        LoopbackServeTests.keys.merging(["HEROES_BASE_URL": server.baseURL, "HEROES_CACHE_DIR": cache?.path ?? ""]) {
            $1
        }
    }

    /// The mode bits of `path`, set-id and sticky bits included, without following a link.
    func mode(_ path: String) -> mode_t? {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & 0o7777 : nil
    }

    @Test func anExistingSharedCacheFolderKeepsItsModeAndTheCommandWarns() throws {
        let server = try ServeProcess(heroes)
        defer { server.stop() }
        let shared = heroes.home.appendingPathComponent("shared")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: false)
        #expect(chmod(shared.path, 0o1777) == 0)

        let online = try heroes.run(["list", "--page", "2"], env: env(server, cache: shared))
        #expect(online.status == 0, "\(online)")
        #expect(online.stdout.split(separator: "\n").count == 20)
        #expect(
            online.stderr
                == "heroes: warning: other users can write in the cache folder \(shared.path), so they could tamper with the cache; heroes leaves the folder as it is: point HEROES_CACHE_DIR at a folder of your own.\n"
        )
        #expect(mode(shared.path) == 0o1777)
        #expect(mode(shared.appendingPathComponent("heroes.sqlite").path) == 0o600)
        let offline = try heroes.run(["list", "--page", "2", "--offline"], env: env(server, cache: shared))
        #expect(offline.status == 0 && offline.stdout == online.stdout, "the cache in it was used: \(offline)")
    }

    @Test func aCacheFileThatIsASymlinkIsRefusedAndItsTargetIsUntouched() throws {
        let server = try ServeProcess(heroes)
        defer { server.stop() }
        let folder = heroes.home.appendingPathComponent("cache/heroes")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let target = heroes.home.appendingPathComponent("precious.conf")
        let content = Data("setting = 1\n".utf8)
        try content.write(to: target)
        #expect(chmod(target.path, 0o644) == 0)
        let link = folder.appendingPathComponent("heroes.sqlite").path
        #expect(symlink(target.path, link) == 0)

        let result = try heroes.run(["list", "--page", "2"], env: env(server))
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.split(separator: "\n").count == 20)
        #expect(
            result.stderr
                == "heroes: warning: the cache file \(link) is a symbolic link, which heroes leaves alone (it does not open it); remove it, or point HEROES_CACHE_DIR at a folder of your own; going on without the cache.\n"
        )
        #expect(try Data(contentsOf: target) == content)
        #expect(mode(target.path) == 0o644)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: heroes.home.path).filter { $0.hasPrefix("precious") }
                == ["precious.conf"], "no -wal or -shm beside the target")

        let info = try heroes.run(["cache", "info"])
        #expect(info.status == 74, "\(info)")
        #expect(info.stderr.contains("is a symbolic link"), "\(info)")
        #expect(try Data(contentsOf: target) == content)
    }

    @Test(
        .enabled(
            if: ReadOnlyFolder.isPossible, "root needs a read-only bind mount, which this container does not allow"))
    func aReadOnlyCacheFolderStillAnswersOfflineAndWarnsOnceWhenItCannotStore() throws {
        let server = try ServeProcess(heroes)
        defer { server.stop() }
        let online = try heroes.run(["list", "--page", "2"], env: env(server))
        #expect(online.status == 0 && online.stderr == "", "\(online)")
        let folder = heroes.home.appendingPathComponent("cache/heroes")
        let undo = try ReadOnlyFolder.make(folder.path)
        defer { undo() }

        let offline = try heroes.run(["list", "--page", "2", "--offline"], env: env(server))
        #expect(offline.status == 0, "\(offline)")
        #expect(offline.stdout == online.stdout)
        #expect(
            offline.stderr == "heroes: offline: showing page 2 as cached just now\n",
            "reading a read-only cache needs no warning")

        let uncached = try heroes.run(["list", "--all"], env: env(server))
        #expect(uncached.status == 0, "\(uncached)")
        #expect(
            uncached.stdout.split(separator: "\n").count > 200,
            "at least three calls, so three answers not stored, and one warning")
        #expect(
            uncached.stderr
                == "heroes: warning: the cache at \(folder.path)/heroes.sqlite is read-only; check the folder's permissions or the disk; this answer was not cached.\n"
        )

        let info = try heroes.run(["cache", "info"])
        #expect(
            info.status == 0 && info.stdout.contains("pages\t1\n") && info.stdout.contains("readOnly\ttrue\n"),
            "\(info)")
    }
}
