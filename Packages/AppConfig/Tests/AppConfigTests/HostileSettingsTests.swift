import Foundation
import Testing
import TestingUtils
@testable import AppConfig

/// Settings from the environment and the config file are checked before use, and their secrets
/// never reach a message.
@Suite struct HostileSettingsTests {
    @Test(arguments: [("http://127.0.0.1:65536", 65_536), ("http://127.0.0.1:99999", 99_999), ("http://h:0", 0)])
    func aPortOutsideOneTo65535IsRefused(text: String, port: Int) {
        #expect(throws: ConfigError.baseURLPortOutOfRange(text, port: port, from: .environment("HEROES_BASE_URL"))) {
            try Settings.parseBaseURL(text, from: .environment("HEROES_BASE_URL"))
        }
    }

    @Test func theHighestPortIsAccepted() throws {
        #expect(
            try Settings.parseBaseURL("http://127.0.0.1:65535", from: .environment("HEROES_BASE_URL")).port == 65_535)
    }

    @Test(arguments: [
        ("http://user:s3cret@127.0.0.1:99999", "http://user:REDACTED@127.0.0.1:99999"),
        ("http://user:s3cret@bad host/x", "http://user:REDACTED@bad host/x"),
        ("https://:s3cret@h", "https://:REDACTED@h"),
        ("http://user@h", "http://user@h"),
        ("http://h/a:b@c", "http://h/a:b@c"),
        ("not a url", "not a url"),
    ])
    func aPasswordInTheBaseURLIsRedacted(text: String, redacted: String) {
        #expect(Settings.redactingPassword(text) == redacted)
    }

    @Test func errorsAboutTheBaseURLNeverQuoteItsPassword() {
        for text in ["http://u:s3cret@127.0.0.1:70000", "ftp://u:s3cret@h"] {
            let source = SettingSource.environment("HEROES_BASE_URL")
            #expect(throws: ConfigError.self) { try Settings.parseBaseURL(text, from: source) }
            do {
                _ = try Settings.parseBaseURL(text, from: source)
            } catch {
                #expect(!error.description.contains("s3cret"))
            }
        }
    }

    /// A `config` link in `folder` to a file holding `text` with `mode`; returns the link and the target.
    func linkedConfig(in folder: TemporaryFolder, text: String, mode: mode_t) throws -> (link: URL, target: URL) {
        let target = folder.url.appendingPathComponent("dotfiles-config")
        try text.write(to: target, atomically: true, encoding: .utf8)
        chmod(target.path, mode)
        let link = folder.url.appendingPathComponent("config")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        return (link, target)
    }

    @Test func aConfigFileLinkedToAPrivateFileIsRead() throws {
        let folder = try TemporaryFolder()
        let config = try linkedConfig(in: folder, text: "public_key = a\nprivate_key = b\n", mode: 0o600)
        #expect(try ConfigFile.load(atPath: config.link.path)?.values == ["public_key": "a", "private_key": "b"])
    }

    @Test func aConfigFileLinkedToALooseFileNamesTheTargetToChmod() throws {
        let folder = try TemporaryFolder()
        let config = try linkedConfig(in: folder, text: "public_key = a\n", mode: 0o644)
        #expect(throws: ConfigError.insecureConfigFile(path: config.target.path, mode: 0o644)) {
            try ConfigFile.load(atPath: config.link.path)
        }
    }

    @Test func aConfigFileThatIsNotARegularFileIsRefused() throws {
        let folder = try TemporaryFolder()
        let fifo = folder.url.appendingPathComponent("config")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        #expect(throws: ConfigError.untrustedConfigFile(path: fifo.path, reason: "is not a regular file")) {
            try ConfigFile.load(atPath: fifo.path)
        }
    }

    @Test func aConfigFileLargerThan64KiBIsRefused() throws {
        let folder = try TemporaryFolder()
        let config = folder.url.appendingPathComponent("config")
        try String(repeating: "# padding\n", count: 7_000).write(to: config, atomically: true, encoding: .utf8)
        chmod(config.path, 0o600)
        #expect(throws: ConfigError.untrustedConfigFile(path: config.path, reason: "is larger than 64 KiB")) {
            try ConfigFile.load(atPath: config.path)
        }
    }

    @Test(.enabled(if: geteuid() == 0, "giving a file to another user takes root"))
    func aConfigFileOfAnotherUserIsRefused() throws {
        let folder = try TemporaryFolder()
        let config = folder.url.appendingPathComponent("config")
        try "public_key = a\n".write(to: config, atomically: true, encoding: .utf8)
        chmod(config.path, 0o600)
        #expect(chown(config.path, 65_534, 65_534) == 0)
        #expect(
            throws: ConfigError.untrustedConfigFile(path: config.path, reason: "belongs to another user (uid 65534)")
        ) { try ConfigFile.load(atPath: config.path) }
    }

    @Test func aMissingConfigFileIsNone() throws {
        let folder = try TemporaryFolder()
        #expect(try ConfigFile.load(atPath: folder.path + "/nothing/config") == nil)
    }
}
