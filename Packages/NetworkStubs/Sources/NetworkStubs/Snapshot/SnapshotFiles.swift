import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Writes a ``SnapshotPayload``'s database once into a folder (`$XDG_DATA_HOME/heroes`) and finds
/// it there on later runs, in POSIX terms so that modes, links and errors are exact.
///
/// - The folder is opened once, without following a link, and must be this user's and writable
///   by nobody else; every later step names files relative to that descriptor, so the folder
///   cannot be swapped between a check and a write. Missing folders are made 0700; an existing
///   one is never given a mode.
/// - The database is named for the payload (``SnapshotPayload/fileName``) and used when it is a
///   regular file of this user's, unreadable by others, of the payload's size. A file of ours of
///   another size (a crash, a full disk) is replaced; a link, another user's file or one with
///   permissions for group or others is refused, never opened nor replaced.
/// - A new database is decompressed into a temporary file (0600, `O_EXCL | O_NOFOLLOW`, named
///   `.<database>.<pid>.<random>.tmp`), synced and renamed into place, so a reader never sees half
///   a file; two processes doing it at once each write their own and the last rename wins, with
///   the same bytes. A writer holds a shared `flock` of the folder from before it makes its
///   temporary file until it is renamed or removed, and a signal that ends the process meanwhile
///   removes it (``SnapshotTemporaryFile``).
/// - Every run but ``existing(_:in:)`` then sweeps the temporary files of ours left by a process
///   that died (`SIGKILL`, a crash, a power cut), under an exclusive `flock` of the folder taken
///   without waiting, so never while a writer is at work: one whose process is gone, or that is
///   over an hour old (its number taken by another process since). Where the folder cannot be
///   locked at all (some network file systems), only one that is both.
/// - Once its database is written, the databases of other payloads (an older binary's) that are
///   ours are removed. Only then: an older binary still in use writes its own once, not on
///   every run.
enum SnapshotFiles {
    static let folderMode: mode_t = 0o700
    static let fileMode: mode_t = 0o600
    /// A temporary file older than this was left by a process that died, even when a process
    /// of the number in its name runs.
    static let abandonedAfter: TimeInterval = 3600

    /// Makes sure the folder at `folderPath` holds `payload`'s database, and returns its path.
    /// `progress` is told when the database is about to be written, after each piece written,
    /// and when the write is over, whether it succeeded or not (``SnapshotWriteProgress``). With
    /// `replacing`, a database that is there (of ours, checked as any other) is written again:
    /// SQLite found it damaged.
    static func materialize(
        _ payload: SnapshotPayload, in folderPath: String, replacing: Bool = false,
        progress: ((SnapshotWriteProgress) -> Void)? = nil
    ) throws(SnapshotError) -> String {
        let folder = try openFolder(folderPath)
        defer { close(folder) }
        let name = payload.fileName
        let path = folderPath + (folderPath.hasSuffix("/") ? "" : "/") + name
        let writes = try !isReady(name, path: path, in: folder, size: payload.databaseSize) || replacing
        if writes {
            let total = payload.databaseSize
            progress?(SnapshotWriteProgress(stage: .starting, path: path, written: 0, total: total))
            defer { progress?(SnapshotWriteProgress(stage: .finished, path: path, written: 0, total: total)) }
            // Shared with other writers; an exclusive one is a sweep, which ends at once. Where
            // the folder cannot be locked, no sweep can lock it either.
            while flock(folder, LOCK_SH) != 0 && errno == EINTR {}
            defer { _ = flock(folder, LOCK_UN) }
            try write(payload, as: name, path: path, folder: folder, folderPath: folderPath) { written in
                progress?(SnapshotWriteProgress(stage: .writing, path: path, written: written, total: total))
            }
        }
        removeLeftovers(keeping: name, in: folder, otherDatabases: writes)
        return path
    }

    /// The path of `payload`'s database in the folder at `folderPath` when it is there and
    /// ready, else `nil`; nothing is made, written or removed.
    static func existing(_ payload: SnapshotPayload, in folderPath: String) -> String? {
        var info = stat()
        guard lstat(folderPath, &info) == 0, info.st_mode & S_IFMT == S_IFDIR,
            let folder = try? openFolder(folderPath)
        else { return nil }
        defer { close(folder) }
        let name = payload.fileName
        let path = folderPath + (folderPath.hasSuffix("/") ? "" : "/") + name
        guard (try? isReady(name, path: path, in: folder, size: payload.databaseSize)) == true else { return nil }
        return path
    }

    // MARK: - The folder

    /// Opens the folder (making it and any missing parent, 0700, when missing) and checks it.
    static func openFolder(_ path: String) throws(SnapshotError) -> Int32 {
        var info = stat()
        if lstat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFDIR: break
            case S_IFLNK: throw .untrustedFolder(path: path, found: "a symbolic link")
            default: throw .untrustedFolder(path: path, found: "not a folder")
            }
        } else {
            let code = errno
            guard code == ENOENT else { throw .cannotCreateFolder(path: path, reason: reason(code)) }
            try makeFolders(path)
        }
        // Without following a link put there since.
        let folder = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard folder >= 0 else {
            let code = errno
            switch code {
            case ELOOP, ENOTDIR: throw .untrustedFolder(path: path, found: "no longer a folder")
            default: throw .cannotCreateFolder(path: path, reason: reason(code))
            }
        }
        guard fstat(folder, &info) == 0 else {
            let code = errno
            close(folder)
            throw .cannotCreateFolder(path: path, reason: reason(code))
        }
        if info.st_uid != geteuid() {
            close(folder)
            throw .untrustedFolder(path: path, found: "owned by another user (uid \(info.st_uid))")
        }
        if info.st_mode & (S_IWGRP | S_IWOTH) != 0 {
            close(folder)
            throw .untrustedFolder(
                path: path, found: "writable by group or others (mode \(String(info.st_mode & 0o7777, radix: 8)))")
        }
        return folder
    }

    /// Makes each missing folder of `path`, 0700 whatever the umask; folders that exist, or that
    /// another process makes meanwhile, are not touched.
    private static func makeFolders(_ path: String) throws(SnapshotError) {
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            prefix += "/" + component
            var info = stat()
            if stat(prefix, &info) == 0 {
                guard info.st_mode & S_IFMT == S_IFDIR else {
                    throw .cannotCreateFolder(path: path, reason: "\(prefix) is a file, not a folder")
                }
                continue
            }
            if mkdir(prefix, folderMode) == 0 {
                setModeOfNewFolder(prefix)
                continue
            }
            let code = errno
            switch code {
            case EEXIST: continue
            case EACCES, EPERM, EROFS: throw .notWritable(path: path, reason: reason(code))
            case ENOSPC, EDQUOT: throw .diskFull(path: path, needed: 0)
            default: throw .cannotCreateFolder(path: path, reason: reason(code))
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

    // MARK: - The database file

    /// Whether `name` in `folder` is the database, ready to open; `false` when it is missing or a
    /// file of ours of another size, which is to be written anew.
    private static func isReady(_ name: String, path: String, in folder: Int32, size: Int) throws(SnapshotError)
        -> Bool
    {
        var info = stat()
        guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
            let code = errno
            guard code == ENOENT else { throw .cannotOpen(path: path, reason: reason(code)) }
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
        guard info.st_mode & 0o077 == 0 else { throw .fileOpenToOthers(path: path, mode: Int(info.st_mode & 0o7777)) }
        return info.st_size == off_t(size)
    }

    /// Decompresses `payload` into a new temporary file in `folder`, syncs it and renames it to
    /// `name`; the temporary file is removed when anything fails. `wrote` is told the bytes
    /// written so far after each piece.
    private static func write(
        _ payload: SnapshotPayload, as name: String, path: String, folder: Int32, folderPath: String,
        wrote: (Int) -> Void
    ) throws(SnapshotError) {
        try checkRoom(for: payload.databaseSize, in: folder, path: folderPath)
        let (descriptor, temporary, watch) = try createTemporaryFile(for: name, in: folder, folderPath: folderPath)
        var closed = false
        var done = false
        defer {
            if !closed { close(descriptor) }
            if !done { unlinkat(folder, temporary, 0) }
            if let watch { SnapshotTemporaryFile.stopWatching(watch) }
        }
        do {
            var written = 0
            try payload.withCompressedBytes { bytes in
                try ZstdDecoder.decompress(bytes, expectedSize: payload.databaseSize) { piece throws(SnapshotError) in
                    try writeAll(piece, to: descriptor, path: folderPath, needed: payload.databaseSize)
                    written += piece.count
                    wrote(written)
                }
            }
        } catch let error as SnapshotError {
            throw error
        } catch ZstdDecoder.Failure.outOfMemory {
            throw .writeFailed(path: folderPath, reason: "not enough memory to decompress it")
        } catch let ZstdDecoder.Failure.damaged(reason) {
            throw .damagedBinary(reason: reason)
        } catch {
            throw .writeFailed(path: folderPath, reason: "\(error)")
        }
        guard fsync(descriptor) == 0 else { throw failure(errno, path: folderPath, needed: payload.databaseSize) }
        closed = true
        guard close(descriptor) == 0 else { throw failure(errno, path: folderPath, needed: payload.databaseSize) }
        guard renameat(folder, temporary, folder, name) == 0 else {
            throw failure(errno, path: folderPath, needed: payload.databaseSize)
        }
        done = true
        // The rename is durable once the folder is synced; a failure here loses nothing now.
        _ = fsync(folder)
    }

    /// Fails at once, before writing anything, when the disk has less room than `size` bytes.
    private static func checkRoom(for size: Int, in folder: Int32, path: String) throws(SnapshotError) {
        var info = statvfs()
        guard fstatvfs(folder, &info) == 0 else { return }
        let (room, overflow) = Int(info.f_bavail).multipliedReportingOverflow(by: Int(info.f_frsize))
        if !overflow, room < size { throw .diskFull(path: path, needed: size) }
    }

    /// Creates a new, empty temporary file of mode 0600 for `name` in `folder`, never through a
    /// link, watched (``SnapshotTemporaryFile``) from before it exists: a signal that arrives
    /// once it is there always removes it.
    private static func createTemporaryFile(for name: String, in folder: Int32, folderPath: String)
        throws(SnapshotError) -> (descriptor: Int32, name: String, watch: SnapshotTemporaryFile.Watch?)
    {
        var attempts = 0
        while true {
            let temporary = ".\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
            let watch = SnapshotTemporaryFile.watch(temporary, in: folder)
            let descriptor = openat(
                folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, fileMode)
            if descriptor >= 0 {
                // New and ours: the umask may have taken bits off the mode, never added any.
                _ = fchmod(descriptor, fileMode)
                return (descriptor, temporary, watch)
            }
            let code = errno
            if let watch { SnapshotTemporaryFile.stopWatching(watch) }
            attempts += 1
            guard code == EEXIST, attempts < 10 else { throw failure(code, path: folderPath, needed: 0) }
        }
    }

    /// Writes all of `bytes` to `descriptor`.
    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, path: String, needed: Int)
        throws(SnapshotError)
    {
        var offset = 0
        while offset < bytes.count {
            let count = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0 {
                let code = errno
                if code == EINTR { continue }
                throw failure(code, path: path, needed: needed)
            }
            offset += count
        }
    }

    /// The error for a failed write, rename or creation in the folder at `path`.
    private static func failure(_ code: Int32, path: String, needed: Int) -> SnapshotError {
        switch code {
        case ENOSPC, EDQUOT: .diskFull(path: path, needed: needed)
        case EACCES, EPERM, EROFS: .notWritable(path: path, reason: reason(code))
        default: .writeFailed(path: path, reason: reason(code))
        }
    }

    // MARK: - Leftovers

    /// Removes, from `folder`, the temporary files abandoned by processes that died (see the
    /// type's rules), and with `otherDatabases` the databases of payloads other than `name`'s;
    /// only regular files of this user's, anything else stays.
    private static func removeLeftovers(keeping name: String, in folder: Int32, otherDatabases: Bool) {
        let locked = flock(folder, LOCK_EX | LOCK_NB) == 0
        // A writer is at work: its temporary file, and any other, stays.
        let writerAtWork = !locked && errno == EWOULDBLOCK
        if writerAtWork && !otherDatabases { return }
        defer { if locked { _ = flock(folder, LOCK_UN) } }
        let listing = dup(folder)
        guard listing >= 0, let directory = fdopendir(listing) else {
            if listing >= 0 { close(listing) }
            return
        }
        defer { closedir(directory) }
        var doomed: [String] = []
        let now = Date().timeIntervalSince1970
        while let entry = readdir(directory) {
            let entryName = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard entryName != name else { continue }
            let isOldDatabase = otherDatabases && SnapshotPayload.isDatabaseFileName(entryName)
            let isTemporary =
                !writerAtWork && entryName.hasPrefix("." + SnapshotPayload.fileNamePrefix)
                && entryName.hasSuffix(".tmp")
            guard isOldDatabase || isTemporary else { continue }
            var info = stat()
            guard fstatat(folder, entryName, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFREG,
                info.st_uid == geteuid()
            else { continue }
            if isTemporary {
                let isOld = now - TimeInterval(info.st_mtim.tv_sec) >= abandonedAfter
                let writerIsGone = !isRunning(writerOf: entryName)
                guard locked ? isOld || writerIsGone : isOld && writerIsGone else { continue }
            }
            doomed.append(entryName)
        }
        for entryName in doomed { unlinkat(folder, entryName, 0) }
    }

    /// Whether the process whose number is in the temporary file's name
    /// (`.<database>.<pid>.<random>.tmp`) runs; `false` for a name without one.
    static func isRunning(writerOf temporary: String) -> Bool {
        let parts = temporary.split(separator: ".")
        guard parts.count >= 3, let pid = pid_t(parts[parts.count - 3]), pid > 0 else { return false }
        return kill(pid, 0) == 0 || errno == EPERM
    }

    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
