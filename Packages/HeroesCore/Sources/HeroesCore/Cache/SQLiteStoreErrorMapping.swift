import Foundation
import GRDB

extension HeroesStoreError {
    /// Maps an SQLite (or any) error about the database at `path` to a typed error.
    init(_ error: any Error, path: String) {
        if let error = error as? HeroesStoreError {
            self = error
            return
        }
        guard let error = error as? DatabaseError else {
            self = .failed(path: path, reason: String(describing: error))
            return
        }
        let message = Self.oneLine(error.message ?? "SQLite error \(error.resultCode.rawValue)")
        switch error.resultCode {
        case .SQLITE_FULL: self = .diskFull(path: path)
        case .SQLITE_CORRUPT, .SQLITE_NOTADB: self = .corrupt(path: path, reason: message)
        case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_AUTH: self = .readOnly(path: path)
        case .SQLITE_BUSY, .SQLITE_LOCKED: self = .busy(path: path)
        default: self = .failed(path: path, reason: message)
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
        let line = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(
            separator: "; ")
        return line.count > 160 ? String(line.prefix(159)) + "…" : line
    }

    /// Whether the file itself is damaged, so that moving it aside and starting anew is the fix.
    var isCorruption: Bool {
        if case .corrupt = self { return true }
        return false
    }
}
