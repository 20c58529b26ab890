import Foundation
import Testing
import TestingUtils
@testable import AppConfig

@Suite struct SettingsTests {
    @Test func xdgPathsIgnoreRelativeValues() {
        let paths = XDGPaths(environment: [
            "HOME": "/home/u", "XDG_CACHE_HOME": "relative/cache", "XDG_CONFIG_HOME": "/cfg",
        ])
        #expect(paths.cacheDirectory == "/home/u/.cache/heroes")
        #expect(paths.configFile == "/cfg/heroes/config")
    }

    @Test func theDataFolderIsXDGDataHomeHeroesElseLocalShareHeroesAndARelativeValueIsIgnored() {
        #expect(XDGPaths(environment: ["HOME": "/home/u", "XDG_DATA_HOME": "/d"]).dataDirectory == "/d/heroes")
        #expect(XDGPaths(environment: ["HOME": "/home/u"]).dataDirectory == "/home/u/.local/share/heroes")
        #expect(
            XDGPaths(environment: ["HOME": "/home/u", "XDG_DATA_HOME": "d"]).dataDirectory
                == "/home/u/.local/share/heroes")
    }

    @Test func trailingSlashesInHomeAndXDGValuesGiveTheSameFoldersAsWithout() {
        let slashed = XDGPaths(environment: [
            "HOME": "/home/u//", "XDG_CONFIG_HOME": "/cfg/", "XDG_DATA_HOME": "/", "HEROES_CACHE_DIR": "/tmp/c/",
        ])
        #expect(slashed.cacheDirectory == "/tmp/c")
        #expect(slashed.configFile == "/cfg/heroes/config")
        #expect(slashed.dataDirectory == "/heroes")
        let home = XDGPaths(environment: ["HOME": "/home/u/"])
        #expect(home == XDGPaths(environment: ["HOME": "/home/u"]))
        #expect(home.cacheDirectory == "/home/u/.cache/heroes")
    }

    @Test func dotAndDotDotPartsAndDoubledSlashesAreResolvedWithoutLookingAtTheDisk() {
        let paths = XDGPaths(environment: [
            "HOME": "/home/u", "HEROES_CACHE_DIR": "/tmp/./a/../c//d/..", "XDG_CONFIG_HOME": "/../cfg",
            "XDG_DATA_HOME": "/x/y/../../..",
        ])
        #expect(paths.cacheDirectory == "/tmp/c")
        #expect(paths.configFile == "/cfg/heroes/config")
        #expect(paths.dataDirectory == "/heroes")
    }

    /// The paths are those `URL.standardizedFileURL` gives, which XDGPaths used until 2026-11-23.
    @Test(arguments: ["/home/u", "/home/u/", "/a/./b/../c", "//a//b", "/", "/..", "/a/b/c/../../..", "/é/ü ü/%20"])
    func pathsAreThoseOfAStandardizedFileURL(home: String) {
        let paths = XDGPaths(environment: ["HOME": home])
        let url = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".cache/heroes")
        #expect(paths.cacheDirectory == url.standardizedFileURL.path)
    }

    @Test func cacheOverrideWins() {
        let paths = XDGPaths(environment: ["HOME": "/home/u", "XDG_CACHE_HOME": "/xdg", "HEROES_CACHE_DIR": "/tmp/c"])
        #expect(paths.cacheDirectory == "/tmp/c")
        #expect(
            XDGPaths(environment: ["HOME": "/home/u", "XDG_CACHE_HOME": "/xdg"]).cacheDirectory == "/xdg/heroes")
    }

    @Test(arguments: ["127.0.0.1:8080", "ftp://host", "http://", "not a url", "http://h/?q=1"])
    func badBaseURLsAreRefused(text: String) {
        #expect(throws: ConfigError.invalidBaseURL(text, from: .environment("HEROES_BASE_URL"))) {
            try Settings.parseBaseURL(text, from: .environment("HEROES_BASE_URL"))
        }
    }

    @Test func environmentBeatsConfigFileAndHalfAKeyPairIsRefused() throws {
        let folder = try TemporaryFolder()
        let config = folder.url.appendingPathComponent("heroes/config")
        try FileManager.default.createDirectory(
            at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "# keys\npublic_key = \"filepub\"\nprivate_key = filepriv\nbase_url = http://127.0.0.1:9\n".write(
            to: config, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: config.path)
        let env = ["HOME": "/nonexistent", "XDG_CONFIG_HOME": folder.url.path]
        let fromFile = try Settings.resolve(environment: env)
        #expect(fromFile.credentials == MarvelCredentials(publicKey: "filepub", privateKey: "filepriv"))
        #expect(fromFile.baseURL?.absoluteString == "http://127.0.0.1:9")
        let fromEnv = try Settings.resolve(
            environment: env.merging(["MARVEL_PUBLIC_KEY": "envpub", "MARVEL_PRIVATE_KEY": "envpriv"]) { $1 })
        #expect(fromEnv.credentials?.publicKey == "envpub")
        #expect(throws: ConfigError.incompleteKeys(found: .environment("MARVEL_PUBLIC_KEY"), missing: "private_key")) {
            try Settings.resolve(environment: ["HOME": "/nonexistent", "MARVEL_PUBLIC_KEY": "x"])
        }
    }

    @Test func configFileReadableByOthersIsRefused() throws {
        let folder = try TemporaryFolder()
        let config = folder.url.appendingPathComponent("heroes/config")
        try FileManager.default.createDirectory(
            at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "public_key = a\n".write(to: config, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: config.path)
        #expect(throws: ConfigError.insecureConfigFile(path: config.path, mode: 0o644)) {
            try Settings.resolve(environment: ["HOME": "/nonexistent", "XDG_CONFIG_HOME": folder.url.path])
        }
    }

    @Test func unknownConfigKeyNamesTheLine() {
        #expect(
            throws: ConfigError.invalidConfigFile(
                path: "c", line: 2,
                reason:
                    "unknown key `apikey` (known: base_url, color, format, pager, per_page, private_key, public_key)")
        ) {
            try ConfigFile(text: "public_key = a\napikey = b\n", path: "c")
        }
    }

    @Test func verboseComesFromFlagOrHeroesDebug() throws {
        #expect(try Settings.resolve(environment: ["HOME": "/nonexistent", "HEROES_DEBUG": "api"]).logsAPI)
        #expect(try !Settings.resolve(environment: ["HOME": "/nonexistent"]).logsAPI)
        #expect(try Settings.resolve(verbose: true, environment: ["HOME": "/nonexistent"]).logsAPI)
    }
}
