import Foundation
import MarvelWire
import Testing
import TestingUtils

@testable import NetworkStubs

#if canImport(Glibc)
import Glibc
#endif

/// Writing the compiled-in catalog once under `$XDG_DATA_HOME/heroes`, with small payloads
/// made here the same way (a catalog database by `CatalogBuilder`, compressed by `zstd`).
@Suite struct SnapshotMaterializationTests {
    /// A uid that is not this process's (nobody), for files and folders of "another user".
    static let otherUser: uid_t = 65534

    @Test func firstUseWritesTheDatabase0600InNewFolders0700() throws {
        let sample = try SamplePayload()
        let dataHome = sample.folder.url.appendingPathComponent("data/home")
        let folder = dataHome.appendingPathComponent("heroes").path
        let catalog = try CatalogDatabase.snapshot(sample.payload, in: folder)
        #expect(try catalog.count(of: .characters) == SamplePayload.characters)
        #expect(try mode(of: dataHome.path) == 0o700)
        #expect(try mode(of: folder) == 0o700)
        #expect(entries(of: folder) == [sample.payload.fileName])
        let file = folder + "/" + sample.payload.fileName
        #expect(try mode(of: file) == 0o600)
        #expect(FileManager.default.contents(atPath: file) == sample.database)
    }

    @Test func aLaterUseOpensTheSameFileWithoutWritingEvenInAReadOnlyFolder() throws {
        let sample = try SamplePayload()
        let folder = sample.folder.url.appendingPathComponent("heroes").path
        _ = try CatalogDatabase.snapshot(sample.payload, in: folder)
        let file = folder + "/" + sample.payload.fileName
        let first = try status(of: file)
        try TemporaryFolder.makeReadOnly(folder)
        defer { TemporaryFolder.makeWritable(folder) }
        let catalog = try CatalogDatabase.snapshot(sample.payload, in: folder)
        #expect(try catalog.count(of: .characters) == SamplePayload.characters)
        let second = try status(of: file)
        #expect(second.st_ino == first.st_ino, "the file was replaced")
        #expect(second.st_mtim.tv_sec == first.st_mtim.tv_sec && second.st_mtim.tv_nsec == first.st_mtim.tv_nsec)
    }

    @Test func aDataHomeUnderALinkedFolderIsWrittenOnceThenOpened() throws {
        let sample = try SamplePayload()
        let real = try sample.makeFolder()
        let linked = sample.folder.url.appendingPathComponent("linked").path
        #expect(symlink(real, linked) == 0)
        let folder = linked + "/data/heroes"
        for _ in 0..<2 {
            let catalog = try CatalogDatabase.snapshot(sample.payload, in: folder)
            #expect(try catalog.count(of: .characters) == SamplePayload.characters)
        }
        #expect(entries(of: real + "/data/heroes") == [sample.payload.fileName])
    }

    @Test func aSymbolicLinkAtTheDatabaseNameIsRefusedAndNeverFollowed() throws {
        let sample = try SamplePayload()
        let folder = try sample.makeFolder()
        let file = folder + "/" + sample.payload.fileName
        let victim = sample.folder.url.appendingPathComponent("victim").path
        #expect(symlink(victim, file) == 0)
        #expect(throws: SnapshotError.untrustedFile(path: file, found: "a symbolic link")) {
            try CatalogDatabase.snapshot(sample.payload, in: folder)
        }
        #expect(!FileManager.default.fileExists(atPath: victim), "the link was followed")
        #expect(try status(of: file).st_mode & S_IFMT == S_IFLNK)
        #expect(entries(of: folder) == [sample.payload.fileName])
    }

    @Test func aFileOfOursOfAnotherSizeIsWrittenAnew() throws {
        let sample = try SamplePayload()
        let folder = try sample.makeFolder()
        let file = folder + "/" + sample.payload.fileName
        try sample.plant(Data("half a database".utf8), at: file, mode: 0o600)
        let catalog = try CatalogDatabase.snapshot(sample.payload, in: folder)
        #expect(try catalog.count(of: .characters) == SamplePayload.characters)
        #expect(FileManager.default.contents(atPath: file) == sample.database)
        #expect(try mode(of: file) == 0o600)
    }

    @Test(.enabled(if: geteuid() == 0, "only root can give a file to another user"))
    func aFileOfAnotherUserIsRefusedAndLeftAsItIs() throws {
        let sample = try SamplePayload()
        let folder = try sample.makeFolder()
        let file = folder + "/" + sample.payload.fileName
        try sample.plant(sample.database, at: file, mode: 0o600)
        #expect(chown(file, Self.otherUser, Self.otherUser) == 0)
        #expect(throws: SnapshotError.untrustedFile(path: file, found: "owned by another user (uid 65534)")) {
            try CatalogDatabase.snapshot(sample.payload, in: folder)
        }
        #expect(try status(of: file).st_uid == Self.otherUser)
        #expect(try mode(of: file) == 0o600)
    }

    @Test func aFileOfOursOpenToOthersIsRefusedAndItsModeLeftAsItIs() throws {
        let sample = try SamplePayload()
        let folder = try sample.makeFolder()
        let file = folder + "/" + sample.payload.fileName
        try sample.plant(sample.database, at: file, mode: 0o644)
        #expect(throws: SnapshotError.fileOpenToOthers(path: file, mode: 0o644)) {
            try CatalogDatabase.snapshot(sample.payload, in: folder)
        }
        #expect(try mode(of: file) == 0o644)
    }

    @Test(.enabled(if: geteuid() == 0, "only root can give a folder to another user"))
    func aFolderOfAnotherUserIsNotTouched() throws {
        let sample = try SamplePayload()
        let folder = try sample.makeFolder(mode: 0o755)
        #expect(chown(folder, Self.otherUser, Self.otherUser) == 0)
        #expect(throws: SnapshotError.untrustedFolder(path: folder, found: "owned by another user (uid 65534)")) {
            try CatalogDatabase.snapshot(sample.payload, in: folder)
        }
        #expect(try status(of: folder).st_uid == Self.otherUser)
        #expect(try mode(of: folder) == 0o755)
        #expect(entries(of: folder).isEmpty)
    }

    @Test func aFolderWritableByOthersIsNotTouched() throws {
        let sample = try SamplePayload()
        let folder = try sample.makeFolder(mode: 0o777)
        #expect(throws: SnapshotError.untrustedFolder(path: folder, found: "writable by group or others (mode 777)")) {
            try CatalogDatabase.snapshot(sample.payload, in: folder)
        }
        #expect(try mode(of: folder) == 0o777)
        #expect(entries(of: folder).isEmpty)
    }

    @Test func aSymbolicLinkInPlaceOfTheFolderIsRefusedAndNeverFollowed() throws {
        let sample = try SamplePayload()
        let target = try sample.makeFolder()
        let folder = sample.folder.url.appendingPathComponent("linked").path
        #expect(symlink(target, folder) == 0)
        #expect(throws: SnapshotError.untrustedFolder(path: folder, found: "a symbolic link")) {
            try CatalogDatabase.snapshot(sample.payload, in: folder)
        }
        #expect(entries(of: target).isEmpty)
    }

    @Test func aReadOnlyDataHomeIsTheNotWritableErrorThatSaysToSetXDGDataHome() throws {
        let sample = try SamplePayload()
        let dataHome = try sample.makeFolder()
        try TemporaryFolder.makeReadOnly(dataHome)
        defer { TemporaryFolder.makeWritable(dataHome) }
        let folder = dataHome + "/heroes"
        let caught = snapshotError(sample.payload, in: folder)
        guard case .notWritable(let path, _)? = caught else {
            Issue.record("expected notWritable, got \(String(describing: caught))")
            return
        }
        #expect(path == folder)
        #expect(caught?.description.contains("set XDG_DATA_HOME to a folder you can write") == true)
        #expect(entries(of: dataHome).isEmpty)
    }

    @Test func theDatabaseOfAnotherPayloadIsRemovedOnceTheNewOneIsWrittenAndALinkNamedLikeOneStays() throws {
        let old = try SamplePayload(digestDigit: "1")
        let new = try SamplePayload(digestDigit: "2")
        let folder = try old.makeFolder()
        _ = try CatalogDatabase.snapshot(old.payload, in: folder)
        let linkName = "catalog-v1-3333333333333333.sqlite"
        #expect(symlink(folder + "/" + old.payload.fileName, folder + "/" + linkName) == 0)
        _ = try CatalogDatabase.snapshot(new.payload, in: folder)
        #expect(entries(of: folder) == [linkName, new.payload.fileName].sorted())
    }

    @Test func aTemporaryFileAbandonedForOverAnHourIsRemovedWhenTheDatabaseIsWrittenAndARecentOneOfALiveWriterKept()
        throws
    {
        let sample = try SamplePayload()
        let folder = try sample.makeFolder()
        let abandoned = ".\(sample.payload.fileName).1.2.tmp"
        let recent = ".\(sample.payload.fileName).\(getpid()).4.tmp"
        try sample.plant(Data("old".utf8), at: folder + "/" + abandoned, mode: 0o600)
        try sample.plant(Data("new".utf8), at: folder + "/" + recent, mode: 0o600)
        let twoHoursAgo = Date().addingTimeInterval(-7200)
        try FileManager.default.setAttributes(
            [.modificationDate: twoHoursAgo], ofItemAtPath: folder + "/" + abandoned)
        _ = try CatalogDatabase.snapshot(sample.payload, in: folder)
        #expect(entries(of: folder) == [recent, sample.payload.fileName].sorted())
    }

    @Test func aRunThatFindsTheDatabaseRemovesTheTemporaryFileOfADeadWriterAndKeepsALiveOnes() throws {
        let sample = try SamplePayload()
        let (folder, dead) = try sample.folderWithTheDatabaseAndADeadWritersFile()
        #expect(entries(of: folder).contains(dead))
        let live = ".\(sample.payload.fileName).\(getpid()).2.tmp"
        try sample.plant(Data("writing".utf8), at: folder + "/" + live, mode: 0o600)
        _ = try CatalogDatabase.snapshot(sample.payload, in: folder)
        #expect(entries(of: folder) == [live, sample.payload.fileName].sorted())
    }

    @Test func noTemporaryFileIsRemovedWhileAWriterHoldsTheFolder() throws {
        let sample = try SamplePayload()
        let (folder, dead) = try sample.folderWithTheDatabaseAndADeadWritersFile()
        let writer = open(folder, O_RDONLY | O_DIRECTORY)
        try #require(writer >= 0 && flock(writer, LOCK_SH) == 0)
        _ = try CatalogDatabase.snapshot(sample.payload, in: folder)
        #expect(entries(of: folder) == [dead, sample.payload.fileName].sorted(), "a writer holds the folder")
        close(writer)
        _ = try CatalogDatabase.snapshot(sample.payload, in: folder)
        #expect(entries(of: folder) == [sample.payload.fileName])
    }

    @Test func findingTheDatabaseWithoutWritingItRemovesNothing() throws {
        let sample = try SamplePayload()
        let (folder, dead) = try sample.folderWithTheDatabaseAndADeadWritersFile()
        #expect(SnapshotFiles.existing(sample.payload, in: folder) == folder + "/" + sample.payload.fileName)
        #expect(entries(of: folder) == [dead, sample.payload.fileName].sorted())
    }

    @Test func aDamagedPayloadIsTheDamagedBinaryErrorAndLeavesNoFile() throws {
        let sample = try SamplePayload()
        var flipped = sample.compressed
        flipped[flipped.count / 2] ^= 0xFF
        let truncated = sample.compressed.prefix(sample.compressed.count - 8)
        let cases: [(String, SnapshotPayload)] = [
            ("a flipped byte", sample.payload(compressed: flipped)),
            ("a truncated stream", sample.payload(compressed: Data(truncated))),
            ("a size other than the facts'", sample.payload(databaseSize: sample.database.count + 1)),
            ("no zstd frame at all", sample.payload(compressed: sample.database)),
            ("a frame without its checksum", sample.payload(compressed: try sample.compressedWithoutChecksum())),
        ]
        for (name, payload) in cases {
            let folder = try sample.makeFolder()
            let caught = snapshotError(payload, in: folder)
            guard case .damagedBinary? = caught else {
                Issue.record("\(name): expected damagedBinary, got \(String(describing: caught))")
                continue
            }
            #expect(entries(of: folder).isEmpty, "\(name) left \(entries(of: folder))")
        }
    }

    @Test func aPayloadOfAnotherSchemaVersionIsRefusedBeforeAnythingIsWritten() throws {
        let sample = try SamplePayload()
        let folder = try sample.makeFolder()
        #expect(throws: SnapshotError.self) {
            try CatalogDatabase.snapshot(sample.payload(schemaVersion: CatalogSchema.version + 1), in: folder)
        }
        #expect(entries(of: folder).isEmpty)
    }

    /// Four `SnapshotOpener` children, as four `heroes` started together on first use, are
    /// handed the same new folder at once, ten folders in a row: each must get the catalog, and
    /// the folder must end with the one database file, whole, and no temporary file.
    @Test(.timeLimit(.minutes(2)))
    func severalProcessesWritingTheCatalogAtOnceEndWithOneGoodFile() throws {
        let sample = try SamplePayload(characters: 2000)
        let opener = try ChildProcess.builtExecutable(named: "SnapshotOpener")
        let arguments = [
            sample.compressedPath, sample.payload.sha256, String(sample.database.count), String(CatalogSchema.version),
        ]
        let children = try (0..<4).map { _ in try ChildProcess(opener, arguments) }
        for _ in 0..<10 {
            let round = try TemporaryFolder()
            let folder = round.url.appendingPathComponent("heroes").path
            for child in children { child.writeLine(folder) }
            let answers = children.map { $0.readLine(timeout: 30) ?? "no answer within 30 s" }
            #expect(answers == Array(repeating: "ok", count: 4), "\(answers)")
            #expect(entries(of: folder) == [sample.payload.fileName])
            #expect(FileManager.default.contents(atPath: folder + "/" + sample.payload.fileName) == sample.database)
            #expect(try mode(of: folder + "/" + sample.payload.fileName) == 0o600)
        }
        for child in children { child.closeInput() }
        #expect(children.map { $0.waitForExit(timeout: 10) } == Array(repeating: .exited(0), count: 4))
    }
}

/// The error opening `payload`'s catalog in `folder` throws, if any.
func snapshotError(_ payload: SnapshotPayload, in folder: String) -> SnapshotError? {
    do {
        _ = try CatalogDatabase.snapshot(payload, in: folder)
        return nil
    } catch {
        return error
    }
}

/// The permission bits of what is at `path` (a link's own, not its target's).
func mode(of path: String) throws -> mode_t {
    try status(of: path).st_mode & 0o7777
}

/// `lstat` of `path`.
func status(of path: String) throws -> stat {
    var info = stat()
    guard lstat(path, &info) == 0 else { throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: path]) }
    return info
}

/// The names in the folder at `path`, sorted (none when it is missing).
func entries(of path: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
}

/// A small catalog database (characters only) made by `CatalogBuilder`, compressed with `zstd`
/// into a temporary folder, and its payload.
struct SamplePayload {
    static let characters = 3

    let folder: TemporaryFolder
    let database: Data
    let compressed: Data
    let compressedPath: String
    let payload: SnapshotPayload

    /// `digestDigit` repeated makes the payload's digest, so two samples can have two names.
    init(characters: Int = Self.characters, digestDigit: Character = "a") throws {
        folder = try TemporaryFolder(prefix: "heroes-snapshot-test")
        let databasePath = folder.url.appendingPathComponent("made.sqlite").path
        var builder = CatalogBuilder(info: .snapshot2017)
        for id in 1...characters {
            let json =
                #"{"id":\#(id),"name":"Hero \#(id)","resourceURI":"http://gateway.marvel.com/v1/public/characters/\#(id)"}"#
            try builder.add(.characters, json: Array(json.utf8))
        }
        try CatalogDatabase.write(builder, toNewFileAt: databasePath)
        let result = try ProcessRunner.run(
            "/usr/bin/zstd", ["-q", "-3", "--check", "-k", databasePath], environment: [:], timeout: 60)
        try #require(result.status == 0, "zstd failed: \(result)")
        database = try Data(contentsOf: URL(fileURLWithPath: databasePath))
        compressedPath = databasePath + ".zst"
        compressed = try Data(contentsOf: URL(fileURLWithPath: compressedPath))
        payload = SnapshotPayload(
            compressed: compressed, sha256: String(repeating: digestDigit, count: 64), databaseSize: database.count,
            schemaVersion: CatalogSchema.version)
    }

    /// The database compressed again by `zstd` without the frame's checksum.
    func compressedWithoutChecksum() throws -> Data {
        let path = folder.url.appendingPathComponent("unchecked.zst").path
        let result = try ProcessRunner.run(
            "/usr/bin/zstd",
            ["-q", "-3", "--no-check", folder.url.appendingPathComponent("made.sqlite").path, "-o", path],
            environment: [:], timeout: 60)
        try #require(result.status == 0, "zstd failed: \(result)")
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// This payload with one of its parts changed.
    func payload(compressed: Data? = nil, databaseSize: Int? = nil, schemaVersion: Int? = nil) -> SnapshotPayload {
        SnapshotPayload(
            compressed: compressed ?? self.compressed, sha256: payload.sha256,
            databaseSize: databaseSize ?? payload.databaseSize, schemaVersion: schemaVersion ?? payload.schemaVersion)
    }

    /// A new, empty folder of `mode` in the temporary folder; returns its path.
    func makeFolder(mode: mode_t = 0o700) throws -> String {
        let path = folder.url.appendingPathComponent("folder-\(UUID().uuidString)").path
        try #require(mkdir(path, 0o700) == 0 && chmod(path, mode) == 0, "could not make \(path)")
        return path
    }

    /// A new folder holding this payload's database and the temporary file of a writer whose
    /// process is gone (its number, `Int32.max`, is above any `pid_max`); returns both paths.
    func folderWithTheDatabaseAndADeadWritersFile() throws -> (folder: String, dead: String) {
        let folder = try makeFolder()
        _ = try CatalogDatabase.snapshot(payload, in: folder)
        let dead = ".\(payload.fileName).\(Int32.max).1.tmp"
        try plant(Data("killed".utf8), at: folder + "/" + dead, mode: 0o600)
        return (folder, dead)
    }

    /// Writes `bytes` to a new file at `path` of `mode`.
    func plant(_ bytes: Data, at path: String, mode: mode_t) throws {
        try #require(FileManager.default.createFile(atPath: path, contents: bytes), "could not write \(path)")
        try #require(chmod(path, mode) == 0)
    }
}
