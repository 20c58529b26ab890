// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "HeroesFeature",
    products: [
        .library(name: "HeroesFeature", targets: ["HeroesFeature"])
    ],
    dependencies: [
        .package(path: "../HeroesCore"),
        .package(path: "../DesignTokens"),
        .package(path: "../TestingUtils"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
    ],
    targets: [
        .target(
            name: "HeroesFeature",
            dependencies: [
                .product(name: "HeroesCore", package: "HeroesCore"),
                .product(name: "DesignTokens", package: "DesignTokens"),
                .product(name: "TerminalScreen", package: "DesignTokens"),
            ]
        ),
        .testTarget(
            name: "HeroesFeatureTests",
            dependencies: [
                "HeroesFeature",
                .product(name: "HeroesCore", package: "HeroesCore"),
                .product(name: "HeroesCoreTesting", package: "HeroesCore"),
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

// Strict in every target: existential types spelled `any`, and imports internal unless a file
// says `public import`, so a public API that exposes a dependency's type is a visible decision.
for target in package.targets where target.type != .system {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("ExistentialAny"),
            .enableUpcomingFeature("InternalImportsByDefault"),
        ]
}
