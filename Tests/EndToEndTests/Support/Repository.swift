import Foundation

/// The repository these tests are in: its scripts, its files and the release build in it.
enum Repository {
    /// Its root folder (this file is `Tests/EndToEndTests/Support/Repository.swift`).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
}
