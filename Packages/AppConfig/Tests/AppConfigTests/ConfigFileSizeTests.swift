import Foundation
import Testing
import TestingUtils
@testable import AppConfig

/// The config file is never written larger than every command reads (64 KiB), and one that is
/// (written by an older heroes) can be mended with `heroes config set|unset`.
@Suite struct ConfigFileSizeTests {
    static let hugeURL = "http://127.0.0.1:8080/" + String(repeating: "a", count: 70_000)

    @Test func settingAValueThatWouldMakeTheFileLargerThan64KiBIsRefused() throws {
        let value = try ConfigFile.checked(Self.hugeURL, for: "base_url")
        let size = "base_url = \"\(value)\"\n".utf8.count
        #expect(throws: ConfigError.configFileWouldBeTooLarge(key: "base_url", size: size)) {
            try ConfigFile.editing("", setting: "base_url", to: value)
        }
        let fits = String(repeating: "a", count: 64 * 1024 - "base_url = \"http://h/\"\n".utf8.count)
        #expect(try ConfigFile.editing("", setting: "base_url", to: "http://h/" + fits).utf8.count == 64 * 1024)
    }

    @Test func anOversizedFileOfYoursIsReadForEditingAndRemovingTheKeyMendsIt() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/config"
        let text = "public_key = \"pub\"\nbase_url = \"\(Self.hugeURL)\"\nprivate_key = \"priv\"\n"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(chmod(path, 0o600) == 0)
        #expect(throws: ConfigError.untrustedConfigFile(path: path, reason: "is larger than 64 KiB")) {
            try ConfigFile.load(atPath: path)
        }
        let oversized = try #require(try ConfigFile.load(atPath: path, forEditing: true))
        try ConfigFile.save(try ConfigFile.editing(oversized.text, setting: "base_url", to: nil), toPath: path)
        #expect(try ConfigFile.load(atPath: path)?.values == ["public_key": "pub", "private_key": "priv"])
    }

    @Test func anOversizedFileStillTooLargeWithoutTheKeyIsNotWritten() throws {
        let padding = String(repeating: "# padding\n", count: 7_000)
        #expect(throws: ConfigError.configFileWouldBeTooLarge(key: "public_key", size: padding.utf8.count)) {
            try ConfigFile.editing(padding + "public_key = \"pub\"\n", setting: "public_key", to: nil)
        }
        #expect(
            ConfigError.configFileWouldBeTooLarge(key: "public_key", size: padding.utf8.count).description
                == "changing public_key would leave the config file 70000 bytes, more than the 64 KiB heroes reads; nothing was written."
        )
    }

    @Test func editingReadsNoFileLargerThan1MiB() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/config"
        try String(repeating: "# padding\n", count: 110_000).write(toFile: path, atomically: true, encoding: .utf8)
        #expect(chmod(path, 0o600) == 0)
        #expect(throws: ConfigError.untrustedConfigFile(path: path, reason: "is larger than 1024 KiB")) {
            try ConfigFile.load(atPath: path, forEditing: true)
        }
    }
}
