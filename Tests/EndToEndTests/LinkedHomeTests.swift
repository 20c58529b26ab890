import Foundation
import Testing
import TestingUtils

/// A home reached through symbolic links (Fedora Silverblue's `/home -> /var/home`, a data disk
/// linked in) works as any other: links above heroes' own folders are followed. A link at what
/// heroes made itself (the catalog file, the `heroes` folders) is still refused, with a message
/// that names it.
@Suite struct LinkedHomeTests {
    let heroes: Heroes
    /// `<home>/link`, a link to `<home>/real`, whose `data` is a link to the shared data folder
    /// (its catalog already written: no test writes it again).
    let linked: URL

    init() throws {
        heroes = try Heroes()
        let real = heroes.home.appendingPathComponent("real")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: false)
        linked = heroes.home.appendingPathComponent("link")
        #expect(symlink(real.path, linked.path) == 0)
        #expect(symlink(Heroes.dataHome.path, real.appendingPathComponent("data").path) == 0)
        _ = Heroes.catalog  // the shared catalog is written before any test reads it
    }

    var linkedEnv: [String: String] {
        [
            "XDG_DATA_HOME": linked.appendingPathComponent("data").path,
            "XDG_CACHE_HOME": linked.appendingPathComponent("cache").path,
        ]
    }

    @Test func listShowAndDoctorAnswerFromTheCatalogUnderLinkedFolders() throws {
        let list = try heroes.run(["list", "-n", "2"], env: linkedEnv)
        #expect(list.status == 0 && list.stderr == "", "\(list)")
        #expect(list.stdout.split(separator: "\n").count == 2, "\(list)")
        let show = try heroes.run(["show", "1009610"], env: linkedEnv)
        #expect(show.status == 0 && show.stdout.hasPrefix("id\t1009610\n"), "\(show)")
        let doctor = try heroes.run(["doctor"], env: linkedEnv)
        #expect(doctor.status == 0, "\(doctor)")
        #expect(doctor.stdout.contains("pass  data source: the embedded 2017 catalog"), "\(doctor)")
    }

    @Test func theCacheUnderLinkedFoldersStoresAndAnswersOfflineWithoutAWarning() throws {
        let server = try ServeProcess(heroes)
        defer { server.stop() }
        let env = linkedEnv.merging(LoopbackServeTests.keys) { $1 }.merging(["HEROES_BASE_URL": server.baseURL]) {
            $1
        }
        let online = try heroes.run(["list", "--page", "2"], env: env)
        #expect(online.status == 0 && online.stderr == "", "\(online)")
        let offline = try heroes.run(["list", "--page", "2", "--offline"], env: env)
        #expect(offline.status == 0 && offline.stdout == online.stdout, "\(offline)")
        #expect(offline.stderr == "heroes: offline: showing page 2 as cached just now\n", "\(offline)")
        let info = try heroes.run(["cache", "info"], env: env)
        #expect(info.status == 0 && info.stderr == "", "\(info)")
        #expect(info.stdout.contains("pages\t1\n"), "\(info)")
        let doctor = try heroes.run(["doctor"], env: env)
        #expect(doctor.status == 0, "\(doctor)")
        #expect(doctor.stdout.contains("pass  cache: "), "\(doctor)")
        #expect(
            FileManager.default.fileExists(
                atPath: heroes.home.appendingPathComponent("real/cache/heroes/heroes.sqlite").path))
    }

    @Test func aLinkInPlaceOfTheCatalogFolderIsRefusedNamingIt() throws {
        let dataHome = heroes.home.appendingPathComponent("data-with-linked-heroes")
        try FileManager.default.createDirectory(at: dataHome, withIntermediateDirectories: false)
        let folder = dataHome.appendingPathComponent("heroes").path
        #expect(symlink(Heroes.dataHome.appendingPathComponent("heroes").path, folder) == 0)
        let result = try heroes.run(["list", "-n", "1"], env: ["XDG_DATA_HOME": dataHome.path])
        #expect(result.status == 74, "\(result)")
        #expect(
            result.stderr
                == "heroes: the catalog's folder \(folder) is a symbolic link, so heroes writes nothing in it; remove it (heroes makes it again) or set XDG_DATA_HOME to a folder of yours\n"
        )
    }

    @Test func aLinkAtTheCatalogFileIsRefusedNamingIt() throws {
        let shared = Heroes.dataHome.appendingPathComponent("heroes")
        let name = try #require(
            try FileManager.default.contentsOfDirectory(atPath: shared.path).first {
                $0.hasPrefix("catalog-") && $0.hasSuffix(".sqlite")
            })
        let folder = heroes.home.appendingPathComponent("real/own-data/heroes")
        try FileManager.default.createDirectory(
            at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let file = linked.appendingPathComponent("own-data/heroes/" + name).path
        #expect(symlink(shared.appendingPathComponent(name).path, file) == 0)
        let result = try heroes.run(
            ["list", "-n", "1"], env: ["XDG_DATA_HOME": linked.appendingPathComponent("own-data").path])
        #expect(result.status == 74, "\(result)")
        #expect(
            result.stderr
                == "heroes: the catalog file \(file) is a symbolic link, so heroes does not open it; remove it and heroes writes it again\n"
        )
    }

    @Test func aLinkInPlaceOfTheCacheFolderIsRefusedNamingItAndTheCommandGoesOn() throws {
        let server = try ServeProcess(heroes)
        defer { server.stop() }
        let target = heroes.home.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
        let cache = linked.appendingPathComponent("cache")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: false)
        let folder = cache.appendingPathComponent("heroes").path
        #expect(symlink(target.path, folder) == 0)
        let env = linkedEnv.merging(LoopbackServeTests.keys) { $1 }.merging(["HEROES_BASE_URL": server.baseURL]) {
            $1
        }
        let result = try heroes.run(["list", "--page", "2"], env: env)
        #expect(result.status == 0, "\(result)")
        #expect(
            result.stderr
                == "heroes: warning: the cache folder \(folder) is a symbolic link, which heroes leaves alone (it opens nothing in it); remove it, or point HEROES_CACHE_DIR at a folder of your own; going on without the cache.\n"
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: target.path) == [])
    }
}
