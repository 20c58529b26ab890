import Foundation
import Testing
import TestingUtils
@testable import AppConfig

/// A config file as other editors save it, and errors that name where a bad value came from:
/// the config file's key, not the environment variable that was never set.
@Suite struct ConfigFileSourcesTests {
    /// Writes `bytes` as the config file under `folder` (mode 0600); returns its path.
    func writeConfig(_ bytes: [UInt8], in folder: TemporaryFolder) throws -> String {
        let config = folder.url.appendingPathComponent("heroes/config")
        try FileManager.default.createDirectory(
            at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: config)
        #expect(chmod(config.path, 0o600) == 0)
        return config.path
    }

    func environment(_ folder: TemporaryFolder) -> [String: String] {
        ["HOME": "/nonexistent", "XDG_CONFIG_HOME": folder.path]
    }

    @Test func aFileWithCRLFLineEndingsGivesTheSameValuesAsWithLF() throws {
        let lf = "# keys\npublic_key = \"pub\"\nprivate_key = \"priv\"\nbase_url = \"http://127.0.0.1:9\"\n"
        let crlf = lf.replacing("\n", with: "\r\n")
        let expected = ["public_key": "pub", "private_key": "priv", "base_url": "http://127.0.0.1:9"]
        #expect(try ConfigFile(text: lf, path: "c").values == expected)
        #expect(try ConfigFile(text: crlf, path: "c").values == expected)
        #expect(try ConfigFile(text: lf.replacing("\n", with: "\r"), path: "c").values == expected)
        let folder = try TemporaryFolder()
        _ = try writeConfig(Array(crlf.utf8), in: folder)
        #expect(try Settings.resolve(environment: environment(folder)).baseURL?.absoluteString == "http://127.0.0.1:9")
    }

    @Test func editingACRLFFileReplacesTheKeysLineAndLeavesNoCarriageReturn() throws {
        let edited = try ConfigFile.editing(
            "# keys\r\nbase_url = \"http://a:1\"\r\n", setting: "base_url", to: "http://b:2")
        #expect(edited == "# keys\nbase_url = \"http://b:2\"\n")
    }

    @Test func aBadBaseURLInTheFileIsBlamedOnTheFilesKeyNotOnTheVariable() throws {
        let folder = try TemporaryFolder()
        let path = try writeConfig(Array("base_url = \"127.0.0.1:8080\"\n".utf8), in: folder)
        let source = SettingSource.configFile(path: path, key: "base_url")
        #expect(throws: ConfigError.invalidBaseURL("127.0.0.1:8080", from: source)) {
            try Settings.resolve(environment: environment(folder))
        }
        let message = ConfigError.invalidBaseURL("127.0.0.1:8080", from: source).description
        #expect(!message.contains("HEROES_BASE_URL"), "\(message)")
        #expect(message.contains("in the config file \(path)") && message.contains("heroes config set base_url"))
        _ = try writeConfig(Array("base_url = http://h:70000\n".utf8), in: folder)
        #expect(throws: ConfigError.baseURLPortOutOfRange("http://h:70000", port: 70_000, from: source)) {
            try Settings.resolve(environment: environment(folder))
        }
    }

    @Test func aBadBaseURLInTheEnvironmentIsStillBlamedOnTheVariable() throws {
        let folder = try TemporaryFolder()
        _ = try writeConfig(Array("base_url = http://127.0.0.1:9\n".utf8), in: folder)
        var env = environment(folder)
        env["HEROES_BASE_URL"] = "nothttp"
        #expect(throws: ConfigError.invalidBaseURL("nothttp", from: .environment("HEROES_BASE_URL"))) {
            try Settings.resolve(environment: env)
        }
    }

    @Test func halfAKeyPairInTheFileIsBlamedOnTheFileWithTheCommandsThatFixIt() throws {
        let folder = try TemporaryFolder()
        let path = try writeConfig(Array("public_key = pub\n".utf8), in: folder)
        let found = SettingSource.configFile(path: path, key: "public_key")
        #expect(throws: ConfigError.incompleteKeys(found: found, missing: "private_key")) {
            try Settings.resolve(environment: environment(folder))
        }
        #expect(
            ConfigError.incompleteKeys(found: found, missing: "private_key").description
                == "the config file \(path) sets public_key but not private_key, and MARVEL_PRIVATE_KEY is not set; run `heroes config set private_key`, or `heroes config unset public_key`."
        )
        var env = environment(folder)
        env["MARVEL_PRIVATE_KEY"] = "priv"
        #expect(
            try Settings.resolve(environment: env).credentials
                == MarvelCredentials(publicKey: "pub", privateKey: "priv"))
    }

    @Test func aFileThatIsNotUTF8NamesItsLineRatherThanItsPermissions() throws {
        let folder = try TemporaryFolder()
        let path = try writeConfig(Array("# keys\npublic_key = caf".utf8) + [0xE9] + Array("\n".utf8), in: folder)
        #expect(
            throws: ConfigError.invalidConfigFile(
                path: path, line: 2, reason: "it is not UTF-8 text; save the file as UTF-8")
        ) { try ConfigFile.load(atPath: path) }
    }
}
