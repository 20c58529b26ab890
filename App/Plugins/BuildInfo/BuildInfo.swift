import Foundation
import PackagePlugin

/// Writes `BuildInfo.swift` before every build of the target it is applied to: the version (the
/// repository's VERSION file), the commit the sources are at, and the version of every package
/// the app is built from, so that `heroes --version` answers them without running anything.
///
/// A prebuild command runs `scripts/lib/build-info.sh` with `/bin/sh`: the file it writes is in
/// the build folder (nothing in the work tree changes), and it is rewritten only when its text
/// changes, so an unchanged commit recompiles nothing.
@main
struct BuildInfo: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        let root = context.package.directoryURL.deletingLastPathComponent()
        let output = context.pluginWorkDirectoryURL.appending(path: "Generated")
        return [
            .prebuildCommand(
                displayName: "Build info: version, commit and package versions",
                executable: URL(filePath: "/bin/sh"),
                arguments: [
                    root.appending(path: "scripts/lib/build-info.sh").path(percentEncoded: false),
                    root.path(percentEncoded: false),
                    output.appending(path: "BuildInfo.swift").path(percentEncoded: false),
                ] + Self.packageVersions(of: context.package),
                outputFilesDirectory: output
            )
        ]
    }

    /// `name=version` for each package the app depends on, directly or not, by name: the
    /// version SwiftPM resolved for a remote one, `local` for one by path (the build script
    /// writes the repository's version for it).
    static func packageVersions(of root: Package) -> [String] {
        var seen: [String: String] = [:]
        var queue = root.dependencies.map(\.package)
        while let package = queue.popLast() {
            guard seen[package.displayName] == nil else { continue }
            switch package.origin {
            case .repository(_, let displayVersion, _): seen[package.displayName] = displayVersion
            case .registry(_, let displayVersion): seen[package.displayName] = displayVersion
            case .local: seen[package.displayName] = "local"
            case .root: seen[package.displayName] = "root"
            @unknown default: seen[package.displayName] = "unknown"
            }
            queue += package.dependencies.map(\.package)
        }
        return seen.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    }
}
