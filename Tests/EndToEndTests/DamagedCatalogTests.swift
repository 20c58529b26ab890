import Foundation
import Testing
import TestingUtils

/// A catalog file damaged on disk (junk over its header, junk in the middle with its size
/// unchanged) is written again from the binary with a warning naming it, and the command
/// answers: no "server failed, try again", no advice to reinstall, no retries.
@Suite struct DamagedCatalogTests {
    let heroes: Heroes
    let data: TemporaryFolder
    init() throws {
        heroes = try Heroes()
        data = try TemporaryFolder(prefix: "heroes-damaged-catalog")
    }

    var env: [String: String] { ["XDG_DATA_HOME": data.url.path] }

    /// The catalog file, written by a first run.
    func writtenCatalog() throws -> String {
        let first = try heroes.run(["list", "-n", "1"], env: env)
        try #require(first.status == 0, "\(first)")
        let folder = data.url.appendingPathComponent("heroes").path
        let name = try #require(
            try FileManager.default.contentsOfDirectory(atPath: folder).first { $0.hasSuffix(".sqlite") })
        return folder + "/" + name
    }

    /// Writes `count` bytes of junk at `offset` of the file at `path`, in place.
    func junk(at offset: Int, count: Int, of path: String) throws {
        let handle = try #require(FileHandle(forWritingAtPath: path))
        defer { try? handle.close() }
        try handle.seek(toOffset: UInt64(offset))
        try handle.write(contentsOf: Data(repeating: 0xA5, count: count))
    }

    func size(of path: String) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
    }

    func expectRepaired(_ result: ProcessResult, _ file: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.status == 0, "\(result)", sourceLocation: sourceLocation)
        #expect(
            result.stderr.contains("heroes: warning: the catalog file \(file) is damaged ("), "\(result)",
            sourceLocation: sourceLocation)
        for wrong in ["reinstall", "HTTP 500", "Try again", "XDG_DATA_HOME"] {
            #expect(!result.stderr.contains(wrong), "\(result)", sourceLocation: sourceLocation)
        }
    }

    @Test func junkOverTheFirstFourKiBIsWrittenAgainAndTheListAnswers() throws {
        let file = try writtenCatalog()
        try junk(at: 0, count: 4096, of: file)
        let result = try heroes.run(["list", "-n", "1"], env: env)
        expectRepaired(result, file)
        #expect(result.stdout.contains("3-D Man"), "\(result)")
        let again = try heroes.run(["list", "-n", "1"], env: env)
        #expect(again.status == 0 && again.stderr.isEmpty, "\(again)")
    }

    @Test func junkInTheMiddleIsWrittenAgainAndTheHeroShown() throws {
        let file = try writtenCatalog()
        let size = try size(of: file)
        try junk(at: 4096, count: size - 2 * 4096, of: file)
        #expect(try self.size(of: file) == size)
        let result = try heroes.run(["show", "1009610"], env: env)
        expectRepaired(result, file)
        #expect(result.stdout.contains("Spider-Man"), "\(result)")
    }

    @Test func doctorReadsEveryPageAndWritesAgainAFileDamagedWhereNoQueryReads() throws {
        let file = try writtenCatalog()
        let size = try size(of: file)
        try junk(at: size - 10 * 4096, count: 4096, of: file)
        let list = try heroes.run(["list", "-n", "1"], env: env)
        #expect(list.status == 0 && list.stderr.isEmpty, "no query of the list reads the last pages: \(list)")
        let doctor = try heroes.run(["doctor"], env: env)
        expectRepaired(doctor, file)
        #expect(doctor.stdout.contains("pass  data source: the embedded 2017 catalog"), "\(doctor)")
    }
}
