import Foundation
import Testing
import TestingUtils

/// `heroes config set|unset` with values every command would refuse: nothing is written that
/// the reader refuses, a file too large (written by an older heroes) can be mended, and a key
/// that is too long or not UTF-8 is refused for what it is.
@Suite struct ConfigInputLimitsTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    var configFile: URL { heroes.home.appendingPathComponent("config/heroes/config") }

    static let hugeURL = "http://127.0.0.1:8080/" + String(repeating: "a", count: 70_000)

    @Test func aBaseURLThatWouldMakeTheFileLargerThan64KiBIsRefusedAndNothingIsWritten() throws {
        let set = try heroes.run(["config", "set", "base_url", Self.hugeURL])
        #expect(set.status == 64, "\(set.status) \(set.stderr.prefix(300))")
        #expect(
            set.stderr.contains("more than the 64 KiB heroes reads; nothing was written."), "\(set.stderr.prefix(300))")
        #expect(!FileManager.default.fileExists(atPath: configFile.path))
        #expect(try heroes.run(["list", "--limit", "1"]).status == 0)
    }

    @Test func unsetMendsAConfigFileOfYoursThatIsLargerThan64KiB() throws {
        try FileManager.default.createDirectory(
            at: configFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "base_url = \"\(Self.hugeURL)\"\n".write(to: configFile, atomically: true, encoding: .utf8)
        #expect(chmod(configFile.path, 0o600) == 0)
        let refused = try heroes.run(["list", "--limit", "1"])
        #expect(refused.status == 78 && refused.stderr.contains("is larger than 64 KiB"), "\(refused)")
        let unset = try heroes.run(["config", "unset", "base_url"])
        #expect(unset.status == 0, "\(unset)")
        #expect(try FileContents.text(of: configFile) == "")
        #expect(try heroes.run(["list", "--limit", "1"]).status == 0)
    }

    /// Pipes `bytes` (in `printf`'s octal escapes) into `heroes config set public_key` from bash.
    func setPublicKey(piping printfFormat: String) throws -> ProcessResult {
        let line =
            "printf '\(printfFormat)' | "
            + [heroes.path, "config", "set", "public_key"].map(ProcessRunner.shellQuote).joined(separator: " ")
        return try ProcessRunner.run("/bin/bash", ["-c", line], environment: heroes.environment())
    }

    @Test func aKeyThatIsNotUTF8IsRefusedAsSuchAndNotStored() throws {
        let result = try setPublicKey(piping: "caf\\351")
        #expect(result.status == 64, "\(result)")
        #expect(
            result.stderr
                == "heroes: the public_key read from standard input is not UTF-8 text; nothing was written.\n",
            "\(result)")
        #expect(!FileManager.default.fileExists(atPath: configFile.path))
    }

    @Test func aKeyLongerThan4096BytesIsRefusedAsTooLongRatherThanAsNotRead() throws {
        let result = try ProcessRunner.run(
            heroes.path, ["config", "set", "public_key"], environment: heroes.environment(),
            stdin: String(repeating: "k", count: 5_000))
        #expect(result.status == 64, "\(result)")
        #expect(
            result.stderr
                == "heroes: the public_key read from standard input is longer than 4096 bytes (a Marvel key is 32 to 40 characters); nothing was written.\n",
            "\(result)")
        #expect(!FileManager.default.fileExists(atPath: configFile.path))
    }
}
