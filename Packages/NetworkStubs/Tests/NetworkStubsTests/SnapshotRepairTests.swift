import Foundation
import Synchronization
import Testing
import TestingUtils

@testable import NetworkStubs

#if canImport(Glibc)
import Glibc
#endif

/// A catalog file of ours that SQLite finds damaged is written again from the payload, and the
/// read that found it runs again: nothing is answered from, or refused over, a damaged file
/// that heroes can mend itself.
@Suite struct SnapshotRepairTests {
    /// The file's page size (`CatalogDatabase.write` sets it).
    static let pageSize = 4096

    /// A folder holding the sample's database, written by `snapshot` as on first use, and its path.
    func written(_ sample: SamplePayload) throws -> (folder: String, file: String) {
        let folder = try sample.makeFolder()
        _ = try CatalogDatabase.snapshot(sample.payload, in: folder)
        return (folder, folder + "/" + sample.payload.fileName)
    }

    /// Writes `count` bytes of junk at `offset` of the file at `path`, in place (its size and
    /// inode unchanged).
    func junk(at offset: Int, count: Int, of path: String) throws {
        let descriptor = open(path, O_WRONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let bytes = [UInt8](repeating: 0xA5, count: count)
        try #require(pwrite(descriptor, bytes, count, off_t(offset)) == count)
    }

    /// The paths `onRepair` was told of, and what it was told of each.
    final class Repairs: Sendable {
        let told = Mutex<[(path: String, damage: String)]>([])
        var record: @Sendable (String, String) -> Void {
            { path, damage in self.told.withLock { $0.append((path, damage)) } }
        }
        var paths: [String] { told.withLock { $0.map(\.path) } }
    }

    @Test func junkOverTheFirstPageIsFoundOnOpeningAndTheFileIsWrittenAgain() throws {
        let sample = try SamplePayload()
        let (folder, file) = try written(sample)
        try junk(at: 0, count: Self.pageSize, of: file)
        let repairs = Repairs()
        let catalog = try CatalogDatabase.snapshot(sample.payload, in: folder, onRepair: repairs.record)
        #expect(try catalog.count(of: .characters) == SamplePayload.characters)
        #expect(repairs.paths == [file])
        #expect(FileManager.default.contents(atPath: file) == sample.database)
        #expect(try mode(of: file) == 0o600)
        #expect(entries(of: folder) == [sample.payload.fileName])
    }

    @Test func junkInTheMiddleIsFoundByTheQueryThatReadsItWhichThenAnswersFromTheFileWrittenAgain() throws {
        let sample = try SamplePayload()
        let (folder, file) = try written(sample)
        let repairs = Repairs()
        let catalog = try CatalogDatabase.snapshot(sample.payload, in: folder, onRepair: repairs.record)
        // Every page but the first, the file's size unchanged: the header is sound, the tables are junk.
        try junk(at: Self.pageSize, count: sample.database.count - Self.pageSize, of: file)
        #expect(try catalog.count(of: .characters) == SamplePayload.characters)
        #expect(repairs.paths == [file])
        #expect(repairs.told.withLock { $0.first?.damage.contains("malformed") } == true)
        #expect(FileManager.default.contents(atPath: file) == sample.database)
    }

    @Test func aFileCutShortIsWrittenAgainBeforeItIsOpened() throws {
        let sample = try SamplePayload()
        let (folder, file) = try written(sample)
        #expect(truncate(file, off_t(sample.database.count / 2)) == 0)
        let repairs = Repairs()
        let catalog = try CatalogDatabase.snapshot(sample.payload, in: folder, onRepair: repairs.record)
        #expect(try catalog.count(of: .characters) == SamplePayload.characters)
        #expect(repairs.paths.isEmpty, "a file of another size is written as on first use, not repaired")
        #expect(FileManager.default.contents(atPath: file) == sample.database)
    }

    @Test func theFullCheckFindsJunkInThePageNoQueryHasReadAndWritesTheFileAgain() throws {
        let sample = try SamplePayload()
        let (folder, file) = try written(sample)
        let repairs = Repairs()
        let catalog = try Catalog(
            database: try CatalogDatabase.snapshot(sample.payload, in: folder, onRepair: repairs.record))
        // The last page, after the catalog has read its meta.
        try junk(at: sample.database.count - Self.pageSize, count: Self.pageSize, of: file)
        try catalog.checkIntegrity()
        #expect(repairs.paths == [file])
        #expect(FileManager.default.contents(atPath: file) == sample.database)
        try catalog.checkIntegrity()
        #expect(repairs.paths == [file], "a sound file is not written again")
    }
}
