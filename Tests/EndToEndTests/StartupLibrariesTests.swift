import Foundation
import Testing
import TestingUtils

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

    @Test func versionLoadsNoLibcryptoLibzstdLibcurlOrLibsqlite3() throws {
        let opened = try librariesOpened(["--version"])
        #expect(opened.contains { $0.contains("libc.so") }, "LD_DEBUG reported no library: \(opened)")
        for name in ["libcrypto", "libzstd", "liblzma", "libcurl", "libsqlite3"] {
            #expect(!opened.contains { $0.contains(name) }, "\(name) mapped at start: \(opened)")
        }
    }

    /// The release binary links libstdc++ and libgcc's unwinder in (scripts/link-static): its
    /// start loads libc, libm and zlib, and no other library.
    @Test func theReleaseBinaryLoadsOnlyLibcLibmAndZlibAtStart() throws {
        let release = ReleaseBinary.path
        try #require(
            FileManager.default.isExecutableFile(atPath: release),
            "no release heroes at \(release): run scripts/build-release")
        let result = try ProcessRunner.run(
            release, ["--version"], environment: heroes.environment(["LD_DEBUG": "libs"]))
        #expect(result.status == 0, "\(result)")
        let opened = result.stderr.split(separator: "\n").compactMap { line in
            line.range(of: "calling init: ").map { String(line[$0.upperBound...].split(separator: "/").last ?? "") }
        }
        #expect(opened.contains("libc.so.6"), "LD_DEBUG reported no library: \(opened)")
        let expected: Set<String> = ["libc.so.6", "libm.so.6", "libz.so.1", "ld-linux-x86-64.so.2"]
        #expect(Set(opened).isSubset(of: expected), "\(opened)")
    }

    /// The in-process call is signed and its answer tagged, both MD5: linked statically from
    /// libcrypto.a, they load no library; the catalog is read by SQLite, linked from libsqlite3.a,
    /// and its records decompressed by zstd, linked from libzstd.a.
    @Test func listOnTheWrittenCatalogLoadsNoLibcryptoLibzstdLibcurlOrLibsqlite3() throws {
        _ = try heroes.run(["list", "--per-page", "1"])  // writes the catalog if this is the first run
        let opened = try librariesOpened(["list", "--per-page", "1"])
        #expect(opened.contains { $0.contains("libc.so") }, "LD_DEBUG reported no library: \(opened)")
        #expect(!opened.contains { $0.contains("libcrypto") }, "MD5 is linked in: \(opened)")
        #expect(!opened.contains { $0.contains("libzstd") }, "zstd is linked in: \(opened)")
        #expect(!opened.contains { $0.contains("libcurl") }, "no call leaves the process: \(opened)")
        #expect(!opened.contains { $0.contains("libsqlite3") }, "SQLite is linked in: \(opened)")
    }

    /// zstd is linked in to decompress the catalog; its compressor and dictionary trainer, which
    /// only `scripts/generate-catalog`'s tool uses (NetworkStubs' CatalogCompression target), are
    /// not (about 0.5 MB of the binary).
    @Test func theReleaseBinaryCarriesZstdsDecompressorButNotItsCompressor() throws {
        let release = ReleaseBinary.path
        try #require(
            FileManager.default.isExecutableFile(atPath: release),
            "no release heroes at \(release): run scripts/build-release")
        let listed = try ProcessRunner.run(
            "/usr/bin/nm", ["--defined-only", release], environment: ["PATH": "/usr/bin:/bin"])
        try #require(listed.status == 0, "nm failed: \(listed)")
        let symbols = Set(
            listed.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").last.map(String.init) })
        let decompresses = symbols.contains("ZSTD_decompressDCtx")
        #expect(decompresses, "no zstd decompressor: the check could not fail")
        let linked = ["ZSTD_compress_usingCDict", "ZSTD_createCDict", "ZDICT_trainFromBuffer"].filter(symbols.contains)
        #expect(linked.isEmpty, "zstd's compressor is linked in: \(linked)")
    }

    /// A copy of heroes next to files named as the libraries it needs runs as it should: the
    /// loader never looks beside the binary (no `$ORIGIN` run path), so a `libc.so.6` left in
    /// ~/Downloads or /tmp next to it cannot run as heroes. With the run path this fails: the
    /// loader stops at the first of these files, which is not a library.
    @Test func filesNamedAsItsLibrariesBesideTheBinaryAreNeverLoaded() throws {
        let folder = try TemporaryFolder()
        let copy = folder.path + "/heroes"
        try FileManager.default.copyItem(atPath: heroes.path, toPath: copy)
        for name in ["libc.so.6", "libm.so.6", "libz.so.1", "libstdc++.so.6", "libgcc_s.so.1", "libsqlite3.so.0"] {
            #expect(
                FileManager.default.createFile(atPath: folder.path + "/" + name, contents: Data("not a library\n".utf8))
            )
        }
        let result = try ProcessRunner.run(copy, ["--version"], environment: heroes.environment())
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == (try heroes.run(["--version"])).stdout, "\(result)")
    }
}
