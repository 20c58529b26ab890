import AppConfig
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// File-system steps around the cache database, in POSIX terms so that modes and errors are
/// exact: the folder is 0700, the files 0600.
enum CacheFiles {
    static let folderMode: mode_t = 0o700
    static let fileMode: mode_t = 0o600
    /// The companion files SQLite keeps beside the database.
    static let companionSuffixes = ["-wal", "-shm", "-journal"]

    /// Creates `path` and any missing parent (each 0700), or tightens an existing folder to 0700,
    /// then checks it can be written.
    static func prepareFolder(_ path: String) throws(HeroesStoreError) {
        var info = stat()
        if stat(path, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFDIR else {
                throw .cannotCreateFolder(path: path, reason: "a file of that name is in the way")
            }
            if info.st_uid == geteuid(), info.st_mode & 0o777 != folderMode { _ = chmod(path, folderMode) }
        } else {
            try makeFolders(path)
        }
        guard access(path, W_OK | X_OK) == 0 else {
            let code = errno
            throw code == EACCES || code == EPERM || code == EROFS ? .readOnly(path: path) : HeroesStoreError(errno: code, path: path)
        }
    }

    private static func makeFolders(_ path: String) throws(HeroesStoreError) {
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            prefix += "/" + component
            var info = stat()
            if stat(prefix, &info) == 0 {
                guard (info.st_mode & S_IFMT) == S_IFDIR else {
                    throw .cannotCreateFolder(path: path, reason: "\(prefix) is a file, not a folder")
                }
                continue
            }
            guard mkdir(prefix, folderMode) == 0 || errno == EEXIST else {
                let code = errno
                throw code == ENOSPC || code == EDQUOT
                    ? .diskFull(path: path)
                    : .cannotCreateFolder(path: path, reason: String(cString: strerror(code)))
            }
            _ = chmod(prefix, folderMode)
        }
    }

    /// Creates the database file with mode 0600 when it is missing, and tightens the file and
    /// its companions to 0600 when they exist.
    ///
    /// An existing file is never opened here, only changed by path: closing any descriptor of a
    /// file drops every POSIX lock the process holds on it, SQLite's included. Another process
    /// would then take this one's open database for closed, checkpoint and delete its WAL under
    /// it, and lose or damage what it writes.
    static func prepareFile(_ path: String) throws(HeroesStoreError) {
        let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, fileMode)
        if descriptor >= 0 {
            // New, so no connection can hold a lock on it yet.
            close(descriptor)
        } else {
            let code = errno
            guard code == EEXIST else { throw HeroesStoreError(errno: code, path: path) }
            guard access(path, R_OK | W_OK) == 0 else { throw HeroesStoreError(errno: errno, path: path) }
            tighten(path)
        }
        for suffix in companionSuffixes where exists(path + suffix) {
            tighten(path + suffix)
        }
    }

    /// Sets `path` to ``fileMode`` when it is ours and looser, by path (see ``prepareFile(_:)``).
    private static func tighten(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0, info.st_uid == geteuid(), info.st_mode & 0o777 != fileMode else { return }
        _ = chmod(path, fileMode)
    }

    /// Renames the database and its companions to `<path>.corrupt-<UTC time>` (plus a number
    /// when that name is taken) and returns the new name.
    static func moveAside(_ path: String, at date: Date) throws(HeroesStoreError) -> String {
        let stamp = MarvelDate.format(date).replacingOccurrences(of: "+0000", with: "Z")
            .filter { $0 != "-" && $0 != ":" }
        var target = "\(path).corrupt-\(stamp)"
        var attempt = 1
        while exists(target), attempt < 1_000 {
            attempt += 1
            target = "\(path).corrupt-\(stamp)-\(attempt)"
        }
        if rename(path, target) != 0, errno != ENOENT {
            throw HeroesStoreError(errno: errno, path: path)
        }
        for suffix in companionSuffixes where exists(path + suffix) {
            _ = rename(path + suffix, target + suffix)
        }
        return target
    }

    /// The size of the database and its companions, in bytes.
    static func totalSize(_ path: String) -> Int {
        ([""] + companionSuffixes).reduce(0) { total, suffix in
            var info = stat()
            return stat(path + suffix, &info) == 0 ? total + Int(info.st_size) : total
        }
    }

    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }
}
