// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "DesignTokens",
    products: [
        .library(name: "DesignTokens", targets: ["DesignTokens"]),
        // The terminal taken over by a full-screen app (raw mode, alternate screen, keys, frames
        // redrawn by the line, given back on every exit and signal): `heroes browse`.
        .library(name: "TerminalScreen", targets: ["TerminalScreen"]),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    ],
    targets: [
        .target(name: "DesignTokens"),
        .target(name: "TerminalScreen", dependencies: ["DesignTokens"]),
        .testTarget(name: "TerminalScreenTests", dependencies: ["TerminalScreen", "DesignTokens"]),
        .testTarget(
            name: "DesignTokensTests",
            dependencies: [
                "DesignTokens",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

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
