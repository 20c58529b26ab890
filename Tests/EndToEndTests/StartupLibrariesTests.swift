import Testing

/// What the loader maps before `heroes` does anything: the libraries a command does not use
/// are loaded with dlopen when first needed, never at start (issue 14's start-up figures).
@Suite struct StartupLibrariesTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    /// The libraries the loader reports opening (`LD_DEBUG=libs` writes "calling init: PATH").
    private func librariesOpened(_ arguments: [String]) throws -> [String] {
        let result = try heroes.run(arguments, env: ["LD_DEBUG": "libs"])
        #expect(result.status == 0, "\(result)")
        return result.stderr.split(separator: "\n").compactMap { line in
            line.range(of: "calling init: ").map { String(line[$0.upperBound...]) }
        }
    }

    @Test func versionLoadsNoLibcryptoLiblzmaLibcurlOrLibsqlite3() throws {
        let opened = try librariesOpened(["--version"])
        #expect(opened.contains { $0.contains("libc.so") }, "LD_DEBUG reported no library: \(opened)")
        for name in ["libcrypto", "liblzma", "libcurl", "libsqlite3"] {
            #expect(!opened.contains { $0.contains(name) }, "\(name) mapped at start: \(opened)")
        }
    }

    /// The in-process call is signed and its answer tagged, both MD5: linked statically from
    /// libcrypto.a, they load no library; the catalog is read by SQLite, linked from libsqlite3.a.
    @Test func listOnTheWrittenCatalogLoadsNoLibcryptoLiblzmaLibcurlOrLibsqlite3() throws {
        _ = try heroes.run(["list", "--per-page", "1"])  // writes the catalog if this is the first run
        let opened = try librariesOpened(["list", "--per-page", "1"])
        #expect(opened.contains { $0.contains("libc.so") }, "LD_DEBUG reported no library: \(opened)")
        #expect(!opened.contains { $0.contains("libcrypto") }, "MD5 is linked in: \(opened)")
        #expect(!opened.contains { $0.contains("liblzma") }, "liblzma only writes the catalog: \(opened)")
        #expect(!opened.contains { $0.contains("libcurl") }, "no call leaves the process: \(opened)")
        #expect(!opened.contains { $0.contains("libsqlite3") }, "SQLite is linked in: \(opened)")
    }
}
