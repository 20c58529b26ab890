/// Why the snapshot catalog could not be written to, or opened from, its folder
/// (`$XDG_DATA_HOME/heroes`). ``description`` says what happened and what to do.
public enum SnapshotError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The folder is missing and could not be made (a file is in the way, no permission).
    case cannotCreateFolder(path: String, reason: String)
    /// The folder is not a folder of this user's that only this user can write (a symbolic link,
    /// a file, another user's folder, one that group or others may write): heroes writes nothing
    /// in it and changes nothing of it.
    case untrustedFolder(path: String, found: String)
    /// The database file is not a regular file of this user's that only this user can read (a
    /// symbolic link, another user's file, one with permissions for group or others): heroes
    /// neither opens nor replaces it.
    case untrustedFile(path: String, found: String)
    /// The database file is a regular file of this user's with permissions for group or others
    /// (`mode`, as a backup may restore it): heroes does not open it, nor change its mode. The
    /// description says what happened; the fix (`chmod 600` of the file) is the program's to say.
    case fileOpenToOthers(path: String, mode: Int)
    /// The folder cannot be written (read-only disk, permissions) and holds no database yet.
    case notWritable(path: String, reason: String)
    /// The disk has no room for the database (`needed` bytes).
    case diskFull(path: String, needed: Int)
    /// Writing the database failed for another reason the system gave.
    case writeFailed(path: String, reason: String)
    /// The compressed catalog the binary carries failed its check: the binary is damaged.
    case damagedBinary(reason: String)
    /// SQLite could not open the database written.
    case cannotOpen(path: String, reason: String)

    /// One line: what happened and what to do.
    public var description: String {
        switch self {
        case .cannotCreateFolder(let path, let reason):
            "the catalog's folder \(path) could not be created (\(reason)); "
                + "set XDG_DATA_HOME to a folder of yours where heroes may create `heroes`"
        case .untrustedFolder(let path, let found):
            "the catalog's folder \(path) is \(found), so heroes writes nothing in it; "
                + "remove it (heroes makes it again) or set XDG_DATA_HOME to a folder of yours"
        case .untrustedFile(let path, let found):
            "the catalog file \(path) is \(found), so heroes does not open it; remove it and heroes writes it again"
        case .fileOpenToOthers(let path, let mode):
            "the catalog file \(path) is open to group or others (mode \(String(mode & 0o7777, radix: 8))), "
                + "so heroes does not open it"
        case .notWritable(let path, let reason):
            "the catalog cannot be written to \(path) (\(reason)); "
                + "set XDG_DATA_HOME to a folder you can write (the catalog is written once and reused)"
        case .diskFull(let path, let needed):
            "the disk holding \(path) has no room for the catalog (\(Self.megabytes(needed)) MB); "
                + "free some space or set XDG_DATA_HOME to a folder on another disk"
        case .writeFailed(let path, let reason):
            "the catalog could not be written to \(path) (\(reason)); "
                + "try again, or set XDG_DATA_HOME to a folder on another disk"
        case .damagedBinary(let reason):
            "the catalog compiled into heroes is damaged (\(reason)); reinstall heroes"
        case .cannotOpen(let path, let reason):
            "the catalog file \(path) could not be opened (\(reason)); remove it and heroes writes it again"
        }
    }

    private static func megabytes(_ bytes: Int) -> Int {
        (bytes + 999_999) / 1_000_000
    }
}
