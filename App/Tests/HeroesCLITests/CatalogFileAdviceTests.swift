import Foundation
import NetworkStubs
import Testing
import TestingUtils

@testable import HeroesCLI

#if canImport(Glibc)
import Glibc
#endif

/// What `heroes` says to do about a catalog file it will not open: a file open to others (a
/// backup restored it 0644) is mended by the `chmod 600` of that file, quoted for the shell.
@Suite struct CatalogFileAdviceTests {
    @Test func aCatalogFileOpenToOthersIsMendedByTheChmodTheAdviceNamesRunInBash() throws {
        let folder = try TemporaryFolder(prefix: "heroes-chmod it's $(touch pwned)")
        let file = folder.url.appendingPathComponent("catalog-v1-0123456789abcdef.sqlite").path
        #expect(FileManager.default.createFile(atPath: file, contents: Data("catalog".utf8)))
        #expect(chmod(file, 0o644) == 0)
        let error = SnapshotError.fileOpenToOthers(path: file, mode: 0o644)
        let line = Advice.message(for: error)
        #expect(line.hasPrefix(error.description + "; run `chmod 600 "), "\(line)")
        #expect(!line.contains("XDG_DATA_HOME") && !line.contains("remove"), "\(line)")
        #expect(Advice.fix(for: error) == line.dropFirst(error.description.count + 2).description)
        let command = try #require(line.split(separator: "`").dropFirst().first.map(String.init))
        let result = try ProcessRunner.run(
            "/bin/bash", ["-c", command], environment: ["PATH": "/usr/bin:/bin"], currentDirectory: folder.url,
            timeout: 20)
        #expect(result.status == 0, "\(result)")
        var info = stat()
        #expect(stat(file, &info) == 0 && info.st_mode & 0o777 == 0o600)
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("pwned").path))
    }

    @Test func theFixForACatalogFileNamesXDGDataHomeOnlyWhenTheFolderIsTheTrouble() {
        #expect(
            Advice.fix(for: .cannotOpen(path: "/d/heroes/c.sqlite", reason: "x"))
                == "remove the catalog file; heroes writes it again")
        #expect(
            Advice.fix(for: .notWritable(path: "/d/heroes", reason: "x")) == "point XDG_DATA_HOME at a folder of yours")
    }
}
