/// Why the cache could not be opened or used. ``description`` is one line that names the path
/// and what happened; advice that names a setting or a command is the app's to add after it.
public enum HeroesStoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The cache folder does not exist and could not be created.
    case cannotCreateFolder(path: String, reason: String)
    /// The folder or the file cannot be written (read-only disk, permissions).
    case readOnly(path: String)
    /// The disk (or the database's size limit) is full.
    case diskFull(path: String)
    /// The file is not a database, or a damaged one.
    case corrupt(path: String, reason: String)
    /// Other processes held the database locked for longer than the busy timeout.
    case busy(path: String)
    /// The cache folder is not one heroes uses (a symbolic link in its place): heroes neither
    /// opens nor changes anything in it. Links in the folders above it are followed.
    case untrustedFolder(path: String, found: String)
    /// The database or one of its companion files is not a regular file of this user's (a
    /// symbolic link, a folder, someone else's file): heroes neither opens nor changes it.
    case untrustedFile(path: String, found: String)
    /// An answer's body is larger than ``CacheLimits/maxEntryBytes``; it was not stored.
    case entryTooLarge(path: String, bytes: Int, limit: Int)
    /// Any other file or SQLite failure.
    case failed(path: String, reason: String)

    /// The path the error is about.
    public var path: String {
        switch self {
        case .cannotCreateFolder(let path, _), .readOnly(let path), .diskFull(let path),
            .corrupt(let path, _), .busy(let path), .untrustedFolder(let path, _), .untrustedFile(let path, _),
            .entryTooLarge(let path, _, _),
            .failed(let path, _):
            path
        }
    }

    /// One line: what happened, and what to do when that needs no command or setting.
    public var description: String {
        switch self {
        case .cannotCreateFolder(let path, let reason):
            "the cache folder \(path) could not be created (\(reason))"
        case .readOnly(let path):
            "the cache at \(path) is read-only; check the folder's permissions or the disk"
        case .diskFull(let path):
            "the disk holding the cache at \(path) is full"
        case .corrupt(let path, let reason):
            "the cache file \(path) is damaged (\(reason))"
        case .busy(let path):
            "the cache at \(path) stayed locked by another process"
        case .untrustedFolder(let path, let found):
            "the cache folder \(path) is \(found), which heroes leaves alone (it opens nothing in it)"
        case .untrustedFile(let path, let found):
            "the cache file \(path) is \(found), which heroes leaves alone (it does not open it)"
        case .entryTooLarge(_, let bytes, let limit):
            "an answer of \(bytes) bytes is over the cache's limit of \(limit) bytes per answer"
        case .failed(let path, let reason):
            "the cache at \(path) failed (\(reason))"
        }
    }
}
