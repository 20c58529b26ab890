import Foundation
import Testing
import TestingUtils

/// The release binary lays out first the functions its start-up commands call, in the order
/// App/heroes.order gives (benchmarks/DECISIONS.md, "Functions and variables in the order a
/// start uses them"). The file is written by scripts/order-file from callgrind profiles of the release
/// binary; a change that makes those commands call functions it does not name makes the first
/// test fail until the file is written again, so the layout never quietly goes stale.
/// The time limit is a bound on a hang, as ``ConformanceScanTests``' is: under AddressSanitizer
/// these two ended 460 s into the run, within 5 minutes of their own only by the order they ran in.
@Suite(.timeLimit(.minutes(10)))
struct FunctionOrderTests {
    /// The release binary's symbols by name: the lowest address of each, and whether it is a
    /// function (nm's t, T, w and W) rather than a variable.
    static func symbols() throws -> [String: (address: UInt64, isFunction: Bool)] {
        let listed = try ProcessRunner.run(
            "/usr/bin/nm", [ReleaseBinary.path], environment: ["PATH": "/usr/bin:/bin"], timeout: 120)
        try #require(listed.status == 0, "nm failed: \(listed.stderr)")
        var symbols: [String: (address: UInt64, isFunction: Bool)] = [:]
        for line in listed.stdout.split(separator: "\n") {
            let fields = line.split(separator: " ", maxSplits: 2)
            guard fields.count == 3, let address = UInt64(fields[0], radix: 16) else { continue }
            let name = String(fields[2])
            let isFunction = ["t", "T", "w", "W"].contains(fields[1])
            if let known = symbols[name], known.address <= address { continue }
            symbols[name] = (address, isFunction)
        }
        return symbols
    }

    @Test func theOrderFileNamesEveryFunctionTheStartUpCommandsCall() throws {
        let result = try ProcessRunner.run(
            Repository.root.path + "/scripts/order-file", ["--check"],
            environment: ["PATH": "/usr/bin:/bin", "HEROES_RELEASE_BIN": ReleaseBinary.path], timeout: 240)
        #expect(result.status == 0, "\(result)")
    }

    /// The order file's functions sit in the lowest part of the code, in the file's order: all of
    /// them in the first half (measured: the first 32%) and 80% of neighbours in the file's order;
    /// in the linker's own order, 76% and 51%. Functions inside a toolchain library's one big code section
    /// (the standard library's) move with the whole section, so neither holds for every one.
    @Test func theReleaseBinaryLaysOutTheOrderFilesFunctionsFirstInItsOrder() throws {
        let symbols = try Self.symbols()
        let names = try String(contentsOf: Repository.root.appendingPathComponent("App/heroes.order"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
        let found = names.compactMap { symbols[$0] }
        try #require(found.count > names.count * 9 / 10, "\(found.count) of \(names.count) found in the binary")
        // The file's functions (its variables follow them, placed in .bss the same way).
        let placed = found.filter(\.isFunction).map(\.address)
        let inOrder = zip(placed, placed.dropFirst()).filter { $0 < $1 }.count
        #expect(inOrder * 4 > (placed.count - 1) * 3, "\(inOrder) of \(placed.count - 1) pairs in the file's order")
        let code = symbols.values.filter(\.isFunction).map(\.address)
        let (lowest, highest) = (code.min()!, code.max()!)
        let firstHalf = lowest + (highest - lowest) / 2
        let early = placed.filter { $0 < firstHalf }.count
        #expect(early * 20 > placed.count * 19, "\(early) of \(placed.count) in the first half of the code")
    }
}
