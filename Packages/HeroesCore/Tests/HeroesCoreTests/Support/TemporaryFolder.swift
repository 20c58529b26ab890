import Foundation
import Testing

/// A fresh folder under the system's temporary folder, removed (made writable first) on deinit.
final class TemporaryFolder {
    let url: URL
    var path: String { url.path }

    init() throws {
        url = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("heroes-core-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        Self.makeWritable(url.path)
        if let items = FileManager.default.enumerator(atPath: url.path) {
            for case let item as String in items { Self.makeWritable(url.appendingPathComponent(item).path) }
        }
        // A database closing on another thread may delete its -wal or -shm meanwhile: try again.
        for _ in 0..<5 where FileManager.default.fileExists(atPath: url.path) {
            try? FileManager.default.removeItem(at: url)
        }
    }

    /// The bytes of every file in the folder (recursively), concatenated.
    func allBytes() throws -> Data {
        var data = Data()
        let items = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
        for item in items.sorted() {
            var isFolder: ObjCBool = false
            let itemPath = url.appendingPathComponent(item).path
            if FileManager.default.fileExists(atPath: itemPath, isDirectory: &isFolder), !isFolder.boolValue {
                data.append(try Data(contentsOf: URL(fileURLWithPath: itemPath)))
            }
        }
        return data
    }

    /// Makes the folder or file at `path` unwritable, even for root (with `chattr +i`), and
    /// checks that it worked.
    static func makeReadOnly(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if geteuid() == 0 {
            try #require(run("/usr/bin/chattr", ["+i", path]) == 0, "chattr +i \(path) failed: root needs it to make a read-only folder", sourceLocation: sourceLocation)
        } else {
            try #require(chmod(path, 0o500) == 0, "chmod 0500 \(path) failed", sourceLocation: sourceLocation)
        }
        try #require(access(path, W_OK) != 0, "\(path) is still writable", sourceLocation: sourceLocation)
    }

    /// Undoes ``makeReadOnly(_:)`` on a folder or a regular file (a link is not followed).
    static func makeWritable(_ path: String) {
        var attributes = stat()
        guard lstat(path, &attributes) == 0 else { return }
        let kind = attributes.st_mode & S_IFMT
        guard kind == S_IFDIR || kind == S_IFREG else { return }
        if geteuid() == 0, access(path, W_OK) != 0 {
            _ = run("/usr/bin/chattr", ["-i", path])
        }
        if kind == S_IFDIR { _ = chmod(path, 0o700) }
    }

    /// Runs a program to its end and returns its exit status (-1 when it cannot start).
    static func run(_ program: String, _ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}

/// The permission bits of `path`, or `nil` when it does not exist.
func permissions(_ path: String) -> mode_t? {
    var attributes = stat()
    return stat(path, &attributes) == 0 ? attributes.st_mode & 0o777 : nil
}
