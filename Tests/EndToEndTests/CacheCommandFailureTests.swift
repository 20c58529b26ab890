import Foundation
import Testing
import TestingUtils

/// A cache that `heroes cache` cannot use ends it with the cache's own status (74), never the
/// server's (69): no server is asked.
@Suite struct CacheCommandFailureTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    @Test(arguments: [["cache", "info"], ["cache", "clear"], ["cache", "prune"]])
    func aCacheThatCannotBeOpenedEndsTheCacheCommandWith74(command: [String]) throws {
        let folder = heroes.home.appendingPathComponent("cache/heroes")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let target = heroes.home.appendingPathComponent("elsewhere.sqlite").path
        #expect(symlink(target, folder.appendingPathComponent("heroes.sqlite").path) == 0)
        let result = try heroes.run(command)
        #expect(result.status == 74, "\(result)")
        #expect(
            result.stderr
                == "heroes: the cache cannot be opened: the cache file \(folder.path)/heroes.sqlite is a symbolic link, which heroes leaves alone (it does not open it); remove it, or point HEROES_CACHE_DIR at a folder of your own.\n"
        )
        #expect(!FileManager.default.fileExists(atPath: target))
    }
}
