// swift-tools-version: 6.0
import PackageDescription

// An outside project that uses DesignTokens from the heroes repository by URL: a table of heroes
// fitted to a terminal's width. scripts/examples points the URL at a local clone (a mirror).
let package = Package(
    name: "DesignTokensExample",
    dependencies: [
        .package(url: "https://github.com/heroes-swift/heroes.git", from: "0.3.0")
    ],
    targets: [
        .target(name: "HeroTable", dependencies: [.product(name: "DesignTokens", package: "heroes")]),
        .executableTarget(name: "hero-table", dependencies: ["HeroTable"]),
        .testTarget(name: "HeroTableTests", dependencies: ["HeroTable"]),
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
