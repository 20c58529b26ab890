import Foundation
import Testing
import TestingUtils

// The example in README.md, word for word between the markers, so that it keeps compiling.
// README-EXAMPLE-BEGIN
import AppConfig
import Foundation

/// Writes the config file a user keeps their keys in, `$XDG_CONFIG_HOME/heroes/config` (else
/// `~/.config/heroes/config`), with the mode it must have: 0600, nobody else's to read.
func saveConfig(publicKey: String, privateKey: String, baseURL: String, environment: [String: String]) throws {
    let text = "public_key = \"\(publicKey)\"\nprivate_key = \"\(privateKey)\"\nbase_url = \(baseURL)\n"
    try ConfigFile.save(text, toPath: XDGPaths(environment: environment).configFile)
}

/// What `heroes` would run with, in one line: flags > environment > config file > defaults.
func describeSettings(verbose: Bool = false, environment: [String: String]) -> String {
    do {
        let settings = try Settings.resolve(verbose: verbose, environment: environment)
        let server = settings.baseURL?.absoluteString ?? "the embedded catalog"
        let keys = settings.credentials.map { "the keys of \($0.publicKey)" } ?? "no keys"
        let logging = settings.logsAPI ? ", logging each call" : ""
        return "\(server) with \(keys)\(logging); cache in \(settings.paths.cacheDirectory)"
    } catch {
        return "heroes: \(error)"  // one line: what is wrong and what to do
    }
}
// README-EXAMPLE-END

/// The README's example: settings resolved from a config file, the environment over it, and
/// the one-line errors of a half-set key pair and of a config file others can read.
@Suite struct ReadmeExampleTests {
    @Test func theConfigFileAloneGivesItsServerAndKeysAndTheXDGCacheFolder() throws {
        let folder = try TemporaryFolder()
        let environment = ["HOME": "/home/me", "XDG_CONFIG_HOME": folder.path]
        try saveConfig(
            publicKey: "filepub", privateKey: "filepriv", baseURL: "http://127.0.0.1:8080", environment: environment)
        #expect(
            describeSettings(environment: environment)
                == "http://127.0.0.1:8080 with the keys of filepub; cache in /home/me/.cache/heroes")
    }

    @Test func theEnvironmentWinsOverTheConfigFileAndVerboseLogs() throws {
        let folder = try TemporaryFolder()
        var environment = ["HOME": "/home/me", "XDG_CONFIG_HOME": folder.path]
        try saveConfig(
            publicKey: "filepub", privateKey: "filepriv", baseURL: "http://127.0.0.1:8080", environment: environment)
        environment.merge([
            "MARVEL_PUBLIC_KEY": "envpub", "MARVEL_PRIVATE_KEY": "envpriv",
            "HEROES_BASE_URL": "https://gateway.marvel.com/v1/public", "XDG_CACHE_HOME": "/var/cache/me",
        ]) { $1 }
        #expect(
            describeSettings(verbose: true, environment: environment)
                == "https://gateway.marvel.com/v1/public with the keys of envpub, logging each call; cache in /var/cache/me/heroes"
        )
    }

    @Test func withNothingSetItIsTheEmbeddedCatalogWithoutKeys() {
        #expect(
            describeSettings(environment: ["HOME": "/home/me"])
                == "the embedded catalog with no keys; cache in /home/me/.cache/heroes")
    }

    @Test func halfAKeyPairIsAOneLineErrorNamingTheMissingKey() {
        #expect(
            describeSettings(environment: ["HOME": "/nonexistent", "MARVEL_PUBLIC_KEY": "pub"])
                == "heroes: MARVEL_PRIVATE_KEY is not set; set both MARVEL_PUBLIC_KEY and MARVEL_PRIVATE_KEY (or neither)."
        )
    }

    @Test func aConfigFileOthersCanReadIsRefusedWithTheCommandThatFixesIt() throws {
        let folder = try TemporaryFolder()
        let environment = ["HOME": "/nonexistent", "XDG_CONFIG_HOME": folder.path]
        try saveConfig(
            publicKey: "filepub", privateKey: "filepriv", baseURL: "http://127.0.0.1:8080", environment: environment)
        let file = folder.url.appendingPathComponent("heroes/config").path
        #expect(chmod(file, 0o644) == 0)
        #expect(
            describeSettings(environment: environment)
                == "heroes: the config file \(file) is readable by others (mode 644); run `chmod 600 \(file)`.")
    }

    @Test func theReadmeShowsThisExactCode() throws {
        let copies = try ReadmeExample.copies(
            testFile: #filePath, from: "// README-EXAMPLE-BEGIN\n", to: "// README-EXAMPLE-END\n")
        let inTest = try #require(copies.test)
        #expect(copies.readme == inTest)
    }
}
