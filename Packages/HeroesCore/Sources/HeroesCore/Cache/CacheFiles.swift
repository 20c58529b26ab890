import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// File-system steps around the cache database, in POSIX terms so that modes and errors are
/// exact.
///
/// Only what heroes creates is given a mode: a folder it makes is 0700, a file 0600. Whatever
/// was there before (a folder the user named, a file an older run or someone else left) keeps
/// its mode and owner, and a database or companion file that is not a regular file of ours is
/// refused, never followed: SQLite opens by path and follows symbolic links, so a link planted
/// at `heroes.sqlite` would have it read and write the link's target.
///
/// An existing database file is never opened here, only looked at by path (`lstat`): closing
/// any descriptor of a file drops every POSIX lock the process holds on it, SQLite's included.
/// Another process would then take this one's open database for closed, checkpoint and delete
/// its WAL under it, and lose or damage what it writes.
enum CacheFiles {
    static let folderMode: mode_t = 0o700
    static let fileMode: mode_t = 0o600
    /// The companion files SQLite keeps beside the database.
    static let companionSuffixes = ["-wal", "-shm", "-journal"]
    /// The companions created with the database, so that SQLite finds files of ours instead of
    /// creating them through whatever another user put there meanwhile. (A `-journal` is never
    /// made: in WAL mode SQLite does not use one, and an empty one beside a new file is noise.)
    static let companionsMadeBeforehand = ["-wal", "-shm"]

    /// What ``prepareFolder(_:)`` found.
    struct Folder: Equatable {
        var path: String
        /// Whether this process can create and delete files in it.
        var writable: Bool
        /// Whether users other than this one (and root) can add or replace files in it.
        var sharedWithOthers: Bool
    }

    /// How the database can be opened.
    enum Access: Equatable {
        case readWrite
        /// The folder or a file cannot be written: read what is there, store nothing. With
        /// `withWAL`, a `-wal` and a `-shm` are there for SQLite to read the WAL through;
        /// without, SQLite must not look for them, or it would create them (with the read-only
        /// file's mode, which then keeps every later run from writing).
        case readOnly(withWAL: Bool)
    }

    /// Creates `path` and any missing parent (each 0700) when it is missing; an existing folder
    /// is left as it is. Tells whether it can be written and whether others can write in it.
    /// A symbolic link in place of the folder is refused (``HeroesStoreError/untrustedFolder(path:found:)``);
    /// links in the folders above it are followed, as `SQLiteDatabase` follows them.
    static func prepareFolder(_ path: String) throws(HeroesStoreError) -> Folder {
        var info = stat()
        if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK {
            throw .untrustedFolder(path: path, found: "a symbolic link")
        }
        if stat(path, &info) != 0 {
            try makeFolders(path)
            guard stat(path, &info) == 0 else { throw HeroesStoreError(errno: errno, path: path) }
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            throw .cannotCreateFolder(path: path, reason: "a file of that name is in the way")
        }
        let othersMayWrite = info.st_mode & (S_IWGRP | S_IWOTH) != 0 || (info.st_uid != geteuid() && info.st_uid != 0)
        if access(path, W_OK | X_OK) == 0 {
            return Folder(path: path, writable: true, sharedWithOthers: othersMayWrite)
        }
        let code = errno
        guard code == EACCES || code == EPERM || code == EROFS else { throw HeroesStoreError(errno: code, path: path) }
        return Folder(path: path, writable: false, sharedWithOthers: othersMayWrite)
    }

    /// Makes each missing folder of `path`, 0700 whatever the umask; folders that exist, or that
    /// another process makes meanwhile, are not touched.
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
            if mkdir(prefix, folderMode) == 0 {
                setModeOfNewFolder(prefix)
                continue
            }
            let code = errno
            guard code == EEXIST else {
                throw code == ENOSPC || code == EDQUOT
                    ? .diskFull(path: path)
                    : .cannotCreateFolder(path: path, reason: String(cString: strerror(code)))
            }
        }
    }

    /// Gives the folder just made at `path` exactly ``folderMode`` (the umask may have taken
    /// bits off), through a descriptor that does not follow a link put in its place.
    private static func setModeOfNewFolder(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_uid == geteuid(), info.st_mode & 0o7777 != folderMode else {
            return
        }
        _ = fchmod(descriptor, folderMode)
    }

    /// Makes the database at `path`, in `folder`, ready for SQLite to open: creates it (0600)
    /// when missing and the folder can be written, checks it and each companion is a regular
    /// file of ours, and when all can be written creates the missing companions SQLite needs first.
    ///
    /// - Throws: ``HeroesStoreError/untrustedFile(path:found:)`` for a file that is not ours;
    ///   ``HeroesStoreError/readOnly(path:)`` for a read-only folder without a database.
    static func prepareFiles(_ path: String, in folder: Folder) throws(HeroesStoreError) -> Access {
        if folder.writable { try createIfMissing(path) }
        guard try checkOwnFile(path) else { throw .readOnly(path: folder.path) }
        guard access(path, R_OK) == 0 else { throw HeroesStoreError(errno: errno, path: path) }
        var writable = folder.writable && access(path, W_OK) == 0
        if writable {
            for suffix in companionsMadeBeforehand { try createIfMissing(path + suffix) }
        }
        for suffix in companionSuffixes where try checkOwnFile(path + suffix) {
            // A companion gone since it was checked (another process's `-journal`, made and
            // removed while it sets up a new file) says nothing about whether this one can write.
            writable = writable && (access(path + suffix, W_OK) == 0 || errno == ENOENT)
        }
        return writable ? .readWrite : .readOnly(withWAL: exists(path + "-wal") && exists(path + "-shm"))
    }

    /// Creates `path` as an empty 0600 file when nothing is there, never through a link.
    private static func createIfMissing(_ path: String) throws(HeroesStoreError) {
        let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, fileMode)
        guard descriptor >= 0 else {
            let code = errno
            guard code == EEXIST else { throw HeroesStoreError(errno: code, path: path) }
            return
        }
        // New, so no connection can hold a lock on it yet: closing is safe. The umask may have
        // taken bits off the mode.
        _ = fchmod(descriptor, fileMode)
        close(descriptor)
    }

    /// Checks that the database at `path` and each companion there is a regular file of this
    /// user's: once SQLite has opened them, in case one was swapped meanwhile.
    static func checkOwnFiles(_ path: String) throws(HeroesStoreError) {
        for suffix in [""] + companionSuffixes { try checkOwnFile(path + suffix) }
    }

    /// Checks `path` without following a link; returns whether it exists.
    @discardableResult
    static func checkOwnFile(_ path: String) throws(HeroesStoreError) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            let code = errno
            guard code == ENOENT else { throw HeroesStoreError(errno: code, path: path) }
            return false
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFLNK: throw .untrustedFile(path: path, found: "a symbolic link")
        case S_IFDIR: throw .untrustedFile(path: path, found: "a folder")
        default: throw .untrustedFile(path: path, found: "not a regular file")
        }
        guard info.st_uid == geteuid() else {
            throw .untrustedFile(path: path, found: "owned by another user (uid \(info.st_uid))")
        }
        return true
    }

    /// The size of the database and its companions, in bytes (links and other files not counted).
    static func totalSize(_ path: String) -> Int {
        ([""] + companionSuffixes).reduce(0) { total, suffix in
            var info = stat()
            guard lstat(path + suffix, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0 else {
                return total
            }
            let (sum, overflow) = total.addingReportingOverflow(Int(info.st_size))
            return overflow ? Int.max : sum
        }
    }

    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }
}
