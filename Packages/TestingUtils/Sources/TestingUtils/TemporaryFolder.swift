public import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A new, empty folder under the system's temporary folder for one test, removed with
/// everything in it when the value goes away: also when the test made part of it read-only
/// (``makeReadOnly(_:)``), so a failing test leaves nothing behind.
///
/// ```swift
/// let folder = try TemporaryFolder()
/// let config = folder.url.appendingPathComponent("config")
/// try TemporaryFolder.makeReadOnly(folder.path)
/// defer { TemporaryFolder.makeWritable(folder.path) }
/// ```
public final class TemporaryFolder: Sendable {
    /// Where the folder is; its name starts with the `prefix` it was made with.
    public let url: URL

    /// ``url``'s path, for the APIs that take a path.
    public var path: String { url.path }

    /// Makes the folder, named `<prefix>-<UUID>` so that a folder left by a crashed run shows
    /// which tests made it.
    public init(prefix: String = "heroes-test") throws {
        url = URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
            .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
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

    /// The bytes of every regular file in the folder and below, in the order of their sorted
    /// relative paths, concatenated: to check that a secret was written nowhere.
    public func allBytes() throws -> Data {
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

    /// Why ``makeReadOnly(_:)`` could not make something read-only.
    public struct ReadOnlyFailure: Error, CustomStringConvertible {
        /// What was to be made read-only, and what went wrong.
        public let description: String
    }

    /// Makes the folder or file at `path` unwritable, even for root (who ignores modes: with
    /// `chattr +i`), and checks that it worked, so that a test about a read-only cache never
    /// passes on a writable one. Undo it with ``makeWritable(_:)``.
    public static func makeReadOnly(_ path: String) throws {
        if geteuid() == 0 {
            let result = try ProcessRunner.run("/usr/bin/chattr", ["+i", path], environment: [:], timeout: 10)
            guard result.status == 0 else {
                throw ReadOnlyFailure(
                    description: "chattr +i \(path) failed (root needs it to make a read-only folder): \(result)")
            }
        } else {
            guard chmod(path, 0o500) == 0 else { throw ReadOnlyFailure(description: "chmod 0500 \(path) failed") }
        }
        guard access(path, W_OK) != 0 else { throw ReadOnlyFailure(description: "\(path) is still writable") }
    }

    /// Undoes ``makeReadOnly(_:)`` on a folder or a regular file (a link is not followed, and
    /// anything else is left alone); folders get mode 0700.
    public static func makeWritable(_ path: String) {
        var attributes = stat()
        guard lstat(path, &attributes) == 0 else { return }
        let kind = attributes.st_mode & S_IFMT
        guard kind == S_IFDIR || kind == S_IFREG else { return }
        if geteuid() == 0, access(path, W_OK) != 0 {
            _ = try? ProcessRunner.run("/usr/bin/chattr", ["-i", path], environment: [:], timeout: 10)
        }
        if kind == S_IFDIR { _ = chmod(path, 0o700) }
    }
}
