extension BuildInfo {
    /// What `heroes --version` prints: `0.3.0 (commit 0123456789ab)`.
    package static var versionLine: String { "\(version) (commit \(commit))" }

    /// One line a package, `  name  version`, names padded to one column: what
    /// `heroes --version --verbose` lists after the version line.
    package static var packageLines: [String] {
        let width = packages.map(\.name.count).max() ?? 0
        return packages.map { "  \($0.name)\(String(repeating: " ", count: width - $0.name.count))  \($0.version)" }
    }
}
