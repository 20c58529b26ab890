import Foundation
import Testing
import TestingUtils
@testable import AppConfig

/// ``SmallFile`` reads a regular file whole up to its limit, and nothing else.
@Suite struct SmallFileTests {
    @Test func aFileOfExactlyTheLimitIsReadWholeAndOneByteMoreIsTooLarge() throws {
        let folder = try TemporaryFolder()
        let path = folder.url.appendingPathComponent("f").path
        try Data(repeating: 7, count: 100).write(to: URL(fileURLWithPath: path))
        #expect(try SmallFile.read(atPath: path, limit: 100).bytes == Data(repeating: 7, count: 100))
        #expect(throws: SmallFile.Failure.tooLarge) { try SmallFile.read(atPath: path, limit: 99) }
    }

    @Test func anEmptyFileIsReadAsNoBytes() throws {
        let folder = try TemporaryFolder()
        let path = folder.url.appendingPathComponent("empty").path
        try Data().write(to: URL(fileURLWithPath: path))
        #expect(try SmallFile.read(atPath: path, limit: 10).bytes.isEmpty)
    }

    @Test func aMissingFileADeviceAndAFolderAreToldApart() throws {
        let folder = try TemporaryFolder()
        #expect(throws: SmallFile.Failure.missing) {
            try SmallFile.read(atPath: folder.url.path + "/nothing", limit: 10)
        }
        #expect(throws: SmallFile.Failure.notRegularFile) { try SmallFile.read(atPath: "/dev/zero", limit: 10) }
        #expect(throws: SmallFile.Failure.notRegularFile) { try SmallFile.read(atPath: folder.url.path, limit: 10) }
    }
}
