import Foundation
import TestingUtils

/// Makes a folder read-only in a way the process under test cannot get round: `chmod 0500` for
/// a user, a read-only bind mount for root (who ignores modes; a bind mount needs a container
/// that allows mount, as CI's does).
enum ReadOnlyFolder {
    /// Whether this machine can: not root, or root able to bind-mount read-only (tried once,
    /// on a folder of its own).
    static let isPossible: Bool = {
        guard geteuid() == 0 else { return true }
        guard FileManager.default.isExecutableFile(atPath: "/bin/mount") else { return false }
        guard let probe = try? TemporaryFolder(prefix: "heroes-ro-probe") else { return false }
        guard let undo = try? make(probe.path) else { return false }
        let writable = access(probe.path, W_OK) == 0
        undo()
        withExtendedLifetime(probe) {}  // removed only once unmounted
        return !writable
    }()

    /// Makes `path` read-only; returns what undoes it.
    static func make(_ path: String) throws -> @Sendable () -> Void {
        guard geteuid() == 0 else {
            guard chmod(path, 0o500) == 0 else { throw Failure.notReadOnly(path, "chmod 0500 failed") }
            return { _ = chmod(path, 0o700) }
        }
        let undo: @Sendable () -> Void = {
            _ = try? ProcessRunner.run("/bin/umount", ["-l", path], environment: [:], timeout: 10)
        }
        let bound = try ProcessRunner.run("/bin/mount", ["--bind", path, path], environment: [:], timeout: 10)
        guard bound.status == 0 else { throw Failure.notReadOnly(path, bound.stderr) }
        let remounted = try ProcessRunner.run(
            "/bin/mount", ["-o", "remount,bind,ro", path], environment: [:], timeout: 10)
        guard remounted.status == 0 else {
            undo()
            throw Failure.notReadOnly(path, remounted.stderr)
        }
        return undo
    }

    enum Failure: Error, CustomStringConvertible {
        case notReadOnly(String, String)
        var description: String {
            switch self {
            case .notReadOnly(let path, let why): "could not make \(path) read-only: \(why)"
            }
        }
    }
}
