import Foundation
import Testing
import TestingUtils

/// `heroes cache` prints the cache folder exactly or not at all, and a cache it cannot use ends
/// it with the cache's own status (74), never the server's (69): no server is asked.
@Suite struct CacheCommandFailureTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    @Test(arguments: ["newline\nin-it", "escape\u{1B}]0;title\u{07}in-it", "bidi\u{202E}in-it"])
    func cachePathAndInfoRefuseAFolderThatDoesNotPrintAsItself(name: String) throws {
        let folder = heroes.home.appendingPathComponent(name).path
        for command in [["cache", "path"], ["cache", "info"]] {
            let result = try heroes.run(command, env: ["HEROES_CACHE_DIR": folder])
            #expect(result.status == 78 && result.stdout == "", "\(command): \(result)")
            #expect(
                result.stderr.hasPrefix(
                    "heroes: the cache folder's path holds a newline, an escape or another character that does not print as itself"
                ), "\(command): \(result)")
            #expect(result.stderr.hasSuffix("; set HEROES_CACHE_DIR to a plain path.\n"), "\(command): \(result)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder), "cache info made no folder")
    }

    @Test func cachePathPrintsAPlainFolderExactly() throws {
        let folder = heroes.home.appendingPathComponent("a folder, with spaces & ünïcode").path
        let result = try heroes.run(["cache", "path"], env: ["HEROES_CACHE_DIR": folder])
        #expect(result.status == 0 && result.stdout == folder + "\n" && result.stderr == "", "\(result)")
    }

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
