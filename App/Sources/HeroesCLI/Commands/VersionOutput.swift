import AppConfig
import HeroesBuildInfo
import NetworkStubs

/// `heroes --version` and `heroes --version --verbose`, answered before ArgumentParser builds its
/// tree of every command (see ``Heroes/start()``): the version and commit are constants written
/// at build time (``BuildInfo``), so the short form runs no git and reads no file.
enum VersionOutput {
    /// The text for these arguments (the program's name excluded), or `nil` when they ask for
    /// something else; `catalog` gives the verbose form's last line.
    static func text(for arguments: some Collection<String>, catalog: () -> String = catalogLine) -> String? {
        // Arrays, not a Set: a Set<String> here would be the process's first, and instantiating
        // its type makes the runtime look up String: Hashable among every conformance record.
        switch Array(arguments) {
        case ["--version"]:
            return BuildInfo.versionLine + "\n"
        case ["--version", "--verbose"], ["--verbose", "--version"]:
            return ([BuildInfo.versionLine, "packages:"] + BuildInfo.packageLines + [catalog()])
                .joined(separator: "\n") + "\n"
        default:
            return nil
        }
    }

    /// The default catalog's snapshot date, as its `meta` table says, read from the file the
    /// first command wrote under the data folder. Nothing is written for it: before that first
    /// command, the line says the catalog is not written yet.
    static func catalogLine() -> String {
        catalogLine(Catalog.existingSnapshot(dataDirectory: XDGPaths().dataDirectory))
    }

    /// The catalog line for `catalog`, or for none written yet.
    static func catalogLine(_ catalog: Catalog?) -> String {
        guard let catalog else {
            return "catalog: compiled in, not written yet (the first command that reads it writes it once)"
        }
        return "catalog: the Marvel API as of \(catalog.info.snapshotDate ?? "an unknown date")"
    }
}
