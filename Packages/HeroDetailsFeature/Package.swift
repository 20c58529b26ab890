// swift-tools-version: 6.0
import Foundation
import PackageDescription

let package = Package(
    name: "HeroDetailsFeature",
    products: [
        .library(name: "HeroDetailsFeature", targets: ["HeroDetailsFeature"])
    ],
    dependencies: [
        .package(path: "../HeroesCore"),
        .package(path: "../DesignTokens"),
        .package(path: "../TestingUtils"),
        // The one fake Marvel, for the tests alone (it depends on HeroesCore and on no feature).
        .package(path: "../NetworkStubs"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
    ],
    targets: [
        .target(
            name: "HeroDetailsFeature",
            dependencies: [
                .product(name: "HeroesCore", package: "HeroesCore"),
                .product(name: "HeroesPresentation", package: "HeroesCore"),
                .product(name: "MarvelWire", package: "HeroesCore"),
                .product(name: "DesignTokens", package: "DesignTokens"),
                .product(name: "TerminalScreen", package: "DesignTokens"),
            ]
        ),
        .testTarget(
            name: "HeroDetailsFeatureTests",
            dependencies: [
                "HeroDetailsFeature",
                .product(name: "HeroesCore", package: "HeroesCore"),
                .product(name: "HeroesCoreTesting", package: "HeroesCore"),
                .product(name: "NetworkStubs", package: "NetworkStubs"),
                .product(name: "NetworkStubsTesting", package: "NetworkStubs"),
                .product(name: "HeroesPresentation", package: "HeroesCore"),
                .product(name: "MarvelWire", package: "HeroesCore"),
                .product(name: "TestingUtils", package: "TestingUtils"),
                .product(name: "DesignTokens", package: "DesignTokens"),
                .product(name: "TerminalScreen", package: "DesignTokens"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// TestingUtils (../TestingUtils) and NetworkStubs (../NetworkStubs) serve the tests alone. Copied
// without TestingUtils beside, this folder still builds its library products (they need
// ../HeroesCore, ../DesignTokens beside it, and theirs beside them) and leaves out its test targets
// and NetworkStubs; copy TestingUtils and NetworkStubs (with its siblings) beside it to build and
// run them (scripts/check-copied-alone does both).
let testingUtilsBeside = FileManager.default.fileExists(
    atPath: "\(Context.packageDirectory)/../TestingUtils/Package.swift")
if !testingUtilsBeside {
    package.dependencies.removeAll {
        if case .fileSystem(_, let path) = $0.kind { return path == "../TestingUtils" || path == "../NetworkStubs" }
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
