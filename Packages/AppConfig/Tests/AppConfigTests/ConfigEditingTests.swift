import Foundation
import Testing
import TestingUtils
@testable import AppConfig

/// `heroes config set|unset`: values checked, other lines kept, the file replaced whole, 0600.
@Suite struct ConfigEditingTests {
    @Test func settingAKeyReplacesItsLineAndKeepsTheRest() throws {
        let text = "# my keys\npublic_key = \"old\"\n\nbase_url = \"http://a:1\"\npublic_key = twice\n"
        let edited = try ConfigFile.editing(text, setting: "public_key", to: "new")
        #expect(edited == "# my keys\npublic_key = \"new\"\n\nbase_url = \"http://a:1\"\n")
        #expect(try ConfigFile.editing("", setting: "base_url", to: "http://b:2") == "base_url = \"http://b:2\"\n")
        #expect(
            try ConfigFile.editing(edited, setting: "public_key", to: nil) == "# my keys\n\nbase_url = \"http://a:1\"\n"
        )
        #expect(try ConfigFile.editing("# public_key = x\n", setting: "public_key", to: nil) == "# public_key = x\n")
    }

    /// Found by the fuzz target `config`: the opening quote and a combining mark after it are
    /// one Character, so the quotes stayed on the value read back.
    @Test func aValueThatStartsWithACombiningMarkReadsBackWithoutItsQuotes() throws {
        let value = try ConfigFile.checked("\u{300}abc", for: "public_key")
        let text = try ConfigFile.editing("", setting: "public_key", to: value)
        #expect(try ConfigFile(text: text, path: "c").values == ["public_key": "\u{300}abc"])
    }

    @Test func whatIsWrittenReadsBackAsTheSameValues() throws {
        var text = try ConfigFile.editing(
            "", setting: "public_key", to: try ConfigFile.checked(" pub ", for: "public_key"))
        text = try ConfigFile.editing(
            text, setting: "base_url", to: try ConfigFile.checked("http://127.0.0.1:8080", for: "base_url"))
        #expect(
            try ConfigFile(text: text, path: "c").values == ["public_key": "pub", "base_url": "http://127.0.0.1:8080"])
    }

    @Test(
        arguments: [
            ("colour", "red", ConfigError.unknownConfigKey("colour")),
            (
                "base_url", "nothttp",
                .invalidConfigValue(key: "base_url", reason: "is not an http(s) URL like http://127.0.0.1:8080")
            ),
            (
                "base_url", "http://h:70000",
                .invalidConfigValue(key: "base_url", reason: "names port 70000; ports are 1 to 65535")
            ),
            ("private_key", "a b", .invalidConfigValue(key: "private_key", reason: "holds a space")),
            (
                "private_key", "a\nb",
                .invalidConfigValue(key: "private_key", reason: "holds a line break or a control character")
            ),
            ("public_key", "a\"b", .invalidConfigValue(key: "public_key", reason: "holds a double quote")),
            ("public_key", "  ", .invalidConfigValue(key: "public_key", reason: "is empty")),
        ] as [(String, String, ConfigError)])
    func aValueThatCannotBeStoredIsRefusedNamingWhy(key: String, value: String, error: ConfigError) {
        #expect(throws: error) { try ConfigFile.checked(value, for: key) }
    }

    @Test func unknownKeysAreRefusedListingTheKnownOnes() {
        #expect(
            ConfigError.unknownConfigKey("colour").description
                == "\"colour\" is not a config key; the keys are base_url, color, format, pager, per_page, private_key, public_key."
        )
    }

    @Test func savingMakesTheFolder0700AndTheFile0600AndLeavesNoTemporaryFile() throws {
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("config/heroes/config")
        let previous = umask(0o022)
        defer { umask(previous) }
        try ConfigFile.save("public_key = \"p\"\n", toPath: file.path)
        try ConfigFile.save("public_key = \"q\"\n", toPath: file.path)
        #expect(try String(contentsOf: file, encoding: .utf8) == "public_key = \"q\"\n")
        #expect(try mode(file.path) == 0o600)
        #expect(try mode(file.deletingLastPathComponent().path) == 0o700)
        let names = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
        #expect(names == ["config"], "the temporary file was renamed into place")
        #expect(try ConfigFile.load(atPath: file.path)?.values == ["public_key": "q"])
    }

    @Test func savingThroughALinkWritesTheFileItPointsToAndKeepsTheLink() throws {
        let folder = try TemporaryFolder()
        let real = folder.url.appendingPathComponent("dotfiles/heroes-config")
        try ConfigFile.save("base_url = \"http://a:1\"\n", toPath: real.path)
        let link = folder.url.appendingPathComponent("config")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        try ConfigFile.save("base_url = \"http://b:2\"\n", toPath: link.path)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == real.path)
        #expect(try String(contentsOf: real, encoding: .utf8) == "base_url = \"http://b:2\"\n")
    }

    private func mode(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int ?? -1) & 0o777
    }
}
