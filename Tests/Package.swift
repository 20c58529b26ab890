// swift-tools-version: 6.0
import PackageDescription

// End-to-end tests: the built `heroes` binary (HEROES_BIN, set by scripts/test) run in-process,
// against `heroes serve` on 127.0.0.1, on a pseudo-terminal and piped.
let package = Package(
    name: "EndToEndTests",
    dependencies: [
        .package(path: "../Packages/TestingUtils"),
        .package(path: "../Packages/DesignTokens"),
        .package(path: "../Packages/HeroesCore"),
        .package(path: "../Packages/NetworkStubs"),
        .package(path: "../Packages/NetworkClient"),
    ],
    targets: [
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                .product(name: "TestingUtils", package: "TestingUtils"),
                .product(name: "DesignTokens", package: "DesignTokens"),
                .product(name: "HeroesCore", package: "HeroesCore"),
                .product(name: "MarvelWire", package: "HeroesCore"),
                .product(name: "HeroesCoreTesting", package: "HeroesCore"),
                // The cache file itself, read and changed the way heroes does (CacheAgeTests).
                .product(name: "SQLiteDatabase", package: "HeroesCore"),
                .product(name: "NetworkStubs", package: "NetworkStubs"),
                .product(name: "NetworkClient", package: "NetworkClient"),
            ],
            path: "EndToEndTests"
        )
    ]
)

package.swiftLanguageModes = [.v6]

// Strict in every target: existential types spelled `any`, and imports internal unless a file
// says `public import`, so a public API that exposes a dependency's type is a visible decision.
for target in package.targets where target.type != .system {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("ExistentialAny"),
            .enableUpcomingFeature("InternalImportsByDefault"),
        ]
}
