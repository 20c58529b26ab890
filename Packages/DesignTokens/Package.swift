// swift-tools-version: 6.0
import Foundation
import PackageDescription

let package = Package(
    name: "DesignTokens",
    products: [
        .library(name: "DesignTokens", targets: ["DesignTokens"]),
        // The terminal taken over by a full-screen app (raw mode, alternate screen, keys, frames
        // redrawn by the line, given back on every exit and signal): `heroes browse`.
        .library(name: "TerminalScreen", targets: ["TerminalScreen"]),
        // The process and terminal plumbing of a command-line tool: its command run on the main
        // thread, signals, standard streams, a pager, child processes, secret input, shell words.
        .library(name: "CommandLinePlatform", targets: ["CommandLinePlatform"]),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        .package(path: "../TestingUtils"),
    ],
    targets: [
        .target(name: "DesignTokens"),
        .target(name: "TerminalScreen", dependencies: ["DesignTokens"]),
        .testTarget(name: "TerminalScreenTests", dependencies: ["TerminalScreen", "DesignTokens"]),
        .target(name: "CommandLinePlatform", dependencies: ["DesignTokens", "TerminalScreen"]),
        .testTarget(
            name: "CommandLinePlatformTests",
            dependencies: ["CommandLinePlatform", .product(name: "TestingUtils", package: "TestingUtils")]
        ),
        .testTarget(
            name: "DesignTokensTests",
            dependencies: [
                "DesignTokens",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "TestingUtils", package: "TestingUtils"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// TestingUtils (../TestingUtils) is a helper of the tests alone. Copied without it beside, this
// folder still builds its library products and leaves out its test targets; copy TestingUtils
// beside it to build and run them (scripts/check-copied-alone does both).
let testingUtilsBeside = FileManager.default.fileExists(
    atPath: "\(Context.packageDirectory)/../TestingUtils/Package.swift")
if !testingUtilsBeside {
    package.dependencies.removeAll {
        if case .fileSystem(_, let path) = $0.kind { return path == "../TestingUtils" }
        return false
    }
    package.targets.removeAll { $0.type == .test }
}

// Strict in every target: existential types spelled `any`, and imports internal unless a file
// says `public import`, so a public API that exposes a dependency's type is a visible decision.
// A nonisolated async function runs on its caller's executor (nonisolated(nonsending)), so a
// call changes threads only where a function says `@concurrent`: `heroes list` answered from the
// cache starts no thread at all.
for target in package.targets where target.type != .system {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("ExistentialAny"),
            .enableUpcomingFeature("InternalImportsByDefault"),
            .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
        ]
}
