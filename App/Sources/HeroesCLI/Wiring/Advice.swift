import CommandLinePlatform
import NetworkStubs

/// What to type next about a catalog file, added to what NetworkStubs says happened. A failed
/// command's error is worded by HeroesCore's `ErrorAdvice`, a cache failure or warning by its
/// `CacheAdvice`.
enum Advice {
    /// The line for a catalog file that cannot be written or opened: its description, then
    /// `; ` and what to do when the description does not say it.
    static func message(for error: SnapshotError) -> String {
        guard case .fileOpenToOthers = error, let fix = fix(for: error) else { return error.description }
        return error.description + "; " + fix
    }

    /// What to do about a catalog file that cannot be written or opened, for `heroes doctor`'s
    /// fix: the command that mends a file open to others (its path quoted for any shell), the
    /// file to remove, or the setting to change.
    static func fix(for error: SnapshotError) -> String? {
        switch error {
        case .fileOpenToOthers(let path, _):
            let words = ["chmod", "600"] + (path.hasPrefix("-") ? ["--", path] : [path])
            return ShellWords.command(words).map { "run `\($0)`" }
                ?? "make the catalog file readable by you alone (chmod 600), or remove it"
        case .untrustedFile, .cannotOpen:
            return "remove the catalog file; heroes writes it again"
        case .damagedBinary:
            return "reinstall heroes"
        case .cannotCreateFolder, .untrustedFolder, .notWritable, .diskFull, .writeFailed:
            return "point XDG_DATA_HOME at a folder of yours"
        }
    }
}
