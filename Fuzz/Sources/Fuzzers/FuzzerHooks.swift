import Foundation

/// The fuzz targets, by the name `FUZZ_TARGET` gives: each takes one input and traps (through
/// ``fail(_:_:)``) when a property it checks does not hold.
let targets: [String: @Sendable ([UInt8]) -> Void] = [
    "json-reader": fuzzJSONReader,
    "json-writer": fuzzJSONWriter,
    "server": fuzzServer,
    "http-framing": fuzzHTTPFraming,
    "keys": fuzzKeyDecoder,
    "config": fuzzConfigFile,
    "pager": fuzzPagerCommand,
    "renderers": fuzzRenderers,
    "frames": fuzzFrames,
    "shell-words": fuzzShellWords,
]

/// An input each target runs once before libFuzzer starts, so that what it makes once (the
/// catalog the server targets answer from, `Catalog.sample2017`) is not counted in the first
/// input's time.
let warmUps: [String: String] = [
    "server": "GET /v1/public/characters",
    "http-framing": "\u{0}GET /v1/public/characters?limit=1 HTTP/1.1\r\nHost: a\r\n\r\n",
]

/// The target this process runs, read once.
nonisolated(unsafe) var selected: (([UInt8]) -> Void)?

/// libFuzzer's hook before its first input (its own main calls it, with the arguments, before it
/// reads its flags): `--list` names the targets; otherwise `FUZZ_TARGET` picks the target this
/// process runs, which runs its warm-up input once.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(
    _ argc: UnsafeMutablePointer<Int32>?,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?
) -> Int32 {
    if CommandLine.arguments.dropFirst().first == "--list" {
        print(targets.keys.sorted().joined(separator: "\n"))
        exit(0)
    }
    guard let name = ProcessInfo.processInfo.environment["FUZZ_TARGET"], let target = targets[name] else {
        FileHandle.standardError.write(
            Data(
                "fuzz: set FUZZ_TARGET to one of \(targets.keys.sorted().joined(separator: ", ")) (scripts/fuzz does)\n"
                    .utf8))
        exit(64)
    }
    selected = target
    target(Array((warmUps[name] ?? "").utf8))
    return 0
}

/// libFuzzer's test function: one input to the selected target.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    selected?(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}

/// Stops the run: a property did not hold. libFuzzer keeps the input that got here.
func fail(_ reason: String, _ detail: String = "") -> Never {
    fatalError("\(reason)\n\(detail.debugDescription.prefix(4000))")
}
