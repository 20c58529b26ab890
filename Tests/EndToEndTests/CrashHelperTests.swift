import Foundation
import Testing
import TestingUtils

#if canImport(Glibc)
import Glibc
#endif

/// The Swift runtime looked for its crash helper, `swift-backtrace`, in the folder the loader
/// names the executable by: for `heroes` run through PATH, the working folder. heroes answers
/// that lookup with "none" (App/Sources/NoCrashHelper), so a crash never runs a program found
/// there.
///
/// The lookup that went wrong is the static Swift runtime's, so these tests run the binary as
/// installed (``ReleaseBinary``). The debug build links the runtime as a shared library, which
/// finds its helper beside itself.
@Suite struct CrashHelperTests {
    let heroes: Heroes
    let release: String
    init() throws {
        heroes = try Heroes()
        release = ReleaseBinary.path
    }

    /// `heroes serve`, started as `heroes` through PATH in a folder holding an executable named
    /// swift-backtrace, is sent SIGSEGV: it ends by that signal and the program never runs. Built
    /// without NoCrashHelper, the program ran (and wrote its file) before heroes ended.
    @Test func aCrashRunsNoSwiftBacktraceFoundInTheWorkingFolder() throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: release),
            "no release heroes at \(release): run scripts/build-release")
        let folder = try TemporaryFolder()
        let bin = folder.path + "/bin"
        let work = folder.path + "/work"
        let ran = folder.path + "/swift-backtrace-ran"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: false)
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: bin + "/heroes", withDestinationPath: release)
        let helper = work + "/swift-backtrace"
        #expect(FileManager.default.createFile(atPath: helper, contents: Data("#!/bin/sh\necho ran > \(ran)\n".utf8)))
        #expect(chmod(helper, 0o700) == 0)

        var environment = heroes.environment(["PATH": bin + ":/usr/bin:/bin"])
        environment["SWIFT_BACKTRACE"] = nil
        let server = try ChildProcess(
            "/bin/sh", ["-c", #"cd "$0" && exec heroes serve --port 0 --stop-after 60"#, work],
            environment: environment)
        let port = server.readLine(timeout: 20).flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        #expect(port != nil, "heroes serve printed no port")
        server.send(SIGSEGV)
        #expect(server.waitForExit(timeout: 30) == .signalled(SIGSEGV))
        #expect(!FileManager.default.fileExists(atPath: ran), "swift-backtrace from the working folder ran")
    }
}
