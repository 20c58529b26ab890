import FoundationEssentials
import NetworkClient
import SQLiteDatabase
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension HeroesStoreError {
    /// Maps an SQLite (or any) error about the database at `path` to a typed error.
    init(_ error: any Error, path: String) {
        if let error = error as? HeroesStoreError {
            self = error
            return
        }
        guard let error = error as? SQLiteError else {
            self = .failed(path: path, reason: String(describing: error))
            return
        }
        let message = Self.oneLine(error.message)
        if error.isFull {
            self = .diskFull(path: path)
        } else if error.isCorruption {
            self = .corrupt(path: path, reason: message)
        } else if error.isReadOnly {
            self = .readOnly(path: path)
        } else if error.isBusy {
            self = .busy(path: path)
        } else if error.isSymbolicLink {
            self = .untrustedFile(path: path, found: "a symbolic link")
        } else {
            self = .failed(path: path, reason: message)
        }
    }

    /// Maps a POSIX `errno` from an operation on `path`.
    init(errno code: Int32, path: String) {
        switch code {
        case EACCES, EPERM, EROFS: self = .readOnly(path: path)
        case ENOSPC, EDQUOT: self = .diskFull(path: path)
        default: self = .failed(path: path, reason: String(cString: strerror(code)))
        }
    }

    /// `text` on one line of at most 160 characters, for messages.
    static func oneLine(_ text: String) -> String {
        let line = text.split(whereSeparator: \.isNewline).map { $0.trimmingSpaces() }.joined(separator: "; ")
        return line.count > 160 ? String(line.prefix(159)) + "…" : line
    }

    /// Whether the file itself is damaged, so that moving it aside and starting anew is the fix.
    var isCorruption: Bool {
        if case .corrupt = self { return true }
        return false
    }
}
