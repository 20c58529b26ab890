import Foundation
import Testing
import TestingUtils

/// The start-up paths with a speed goal make no conformance scan (benchmarks/DECISIONS.md, "the
/// runtime's conformance scans"): the Swift runtime answers a first dynamic cast, or the first use
/// of some unspecialised generic code, by walking every protocol conformance record in the binary,
/// which in this one costs about 200,000 instructions and a page fault for each page of the
/// records it touches. Valgrind's callgrind names every function a run calls, so a lookup shows as
/// the runtime's `swift_conformsToProtocolMaybeInstantiateSuperclasses`, which walks the records
/// when its cache has no answer, as it has none for the first question of each kind. Instructions
/// are counted, not timed: the result is the same on a busy machine.
/// What is counted is a property of the build users get, so these tests run the release binary
/// (``ReleaseBinary``) even where the others run another build: a binary built with a sanitizer
/// has the sanitizer's own hooks and none of the release flags.
/// The time limit is a bound on a hang, not on speed (each process has its own timeout too): the
/// five callgrind runs share two cores with the rest of the suite, and under AddressSanitizer
/// the whole end-to-end run takes about 460 s, by which the earlier 3 minutes ran out
/// (benchmarks/SANITIZERS.md, 2026-11-29).
@Suite(.timeLimit(.minutes(10)))
struct ConformanceScanTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes(binary: ReleaseBinary.path) }

    /// The runtime's conformance lookup, as a callgrind profile names it.
    static let scan = "swift_conformsToProtocolMaybeInstantiateSuperclasses"

    /// Whether a run of heroes with `arguments` called the runtime's conformance lookup, as
    /// callgrind recorded the functions it called. The binary is copied without its DWARF
    /// (valgrind cannot read the release build's), keeping its symbols.
    private func looksUpAConformance(
        _ arguments: [String], env extra: [String: String] = [:], onATerminal: Bool = false
    ) throws -> Bool {
        let folder = try TemporaryFolder(prefix: "heroes-callgrind")
        let copy = folder.path + "/heroes"
        let stripped = try ProcessRunner.run(
            "/usr/bin/strip", ["--strip-debug", "-o", copy, heroes.path], environment: ["PATH": "/usr/bin:/bin"])
        try #require(stripped.status == 0, "strip failed: \(stripped)")
        let profile = folder.path + "/callgrind.out"
        let command = ["/usr/bin/valgrind", "--tool=callgrind", "--callgrind-out-file=" + profile, copy] + arguments
        let result =
            onATerminal
            ? try ProcessRunner.runInTerminal(
                command.map(ProcessRunner.shellQuote).joined(separator: " "), environment: heroes.environment(extra),
                columns: 100, timeout: 120)
            : try ProcessRunner.run(
                command[0], Array(command.dropFirst()), environment: heroes.environment(extra), timeout: 120)
        try #require(result.status == 0, "\(result)")
        let names = try String(contentsOfFile: profile, encoding: .utf8)
        // HeroesCLI's mangled module name: the profile names heroes' own functions.
        let namesOurs = names.contains("9HeroesCLI")
        try #require(namesOurs, "callgrind named no function of heroes: the check could not fail")
        return names.contains(Self.scan)
    }

    /// The check can fail: ArgumentParser's help casts its options' types dynamically, and the
    /// walk is seen there.
    @Test func aScanIsSeenWhereOneIsMadeByHelp() throws {
        #expect(try looksUpAConformance(["help", "list"]))
    }

    @Test func versionMakesNoConformanceScan() throws {
        #expect(!(try looksUpAConformance(["--version"])))
    }

    /// The embedded catalog's second page in a pipe, the catalog written by a first run.
    @Test func theEmbeddedListsSecondPageMakesNoConformanceScan() throws {
        _ = try heroes.run(["list", "--per-page", "1"])
        #expect(!(try looksUpAConformance(["list", "--page", "2"])))
    }

    /// The same page on a terminal: a table, its next-page hint below it.
    @Test func theEmbeddedListsSecondPageOnATerminalMakesNoConformanceScan() throws {
        _ = try heroes.run(["list", "--per-page", "1"])
        #expect(!(try looksUpAConformance(["list", "--page", "2"], onATerminal: true)))
    }

    /// The second page from a warm cache, the server that filled it stopped (`scripts/bench`'s
    /// warm-cache row).
    @Test func theSecondPageFromAWarmCacheMakesNoConformanceScan() throws {
        let env = ["MARVEL_PUBLIC_KEY": "e2e-public-4d1f", "MARVEL_PRIVATE_KEY": "e2e-private-9c2a"]
        let server = try ServeProcess(heroes, env: env)
        let online = env.merging(["HEROES_BASE_URL": server.baseURL]) { $1 }
        let filled = try heroes.run(["list", "--page", "2"], env: online)
        server.stop()
        try #require(filled.status == 0, "\(filled)")
        #expect(!(try looksUpAConformance(["list", "--page", "2"], env: online)))
    }

    /// Another resource's list and shows in a pipe: the events' list prints an `orderBy` (its
    /// query's comma-separated keys), a comic's show its TSV lines (both with the start-up goal of
    /// issue 35), a hero's show its comics' lines with their creators, and a page of a hero's
    /// comics and of a creator's (a show's linked list, read without ArgumentParser, its next
    /// page's command written out).
    @Test(arguments: [
        ["events", "list"], ["comics", "show", "6482"], ["show", "1009610"], ["show", "1009610", "--comics"],
        ["creators", "show", "30", "--comics"],
    ])
    func listsShowsAndLinkedListPagesMakeNoConformanceScan(arguments: [String]) throws {
        _ = try heroes.run(["list", "--per-page", "1"])
        #expect(!(try looksUpAConformance(arguments)))
    }
}
