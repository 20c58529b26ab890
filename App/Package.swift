// swift-tools-version: 6.0
import PackageDescription

// The `heroes` executable: argument parsing and wiring of the packages under ../Packages, in
// the HeroesCLI library so that its tests can reach it; `heroes` itself only calls it.
let package = Package(
    name: "App",
    products: [
        .executable(name: "heroes", targets: ["heroes"]),
        // For Fuzz/ alone (its fuzz targets reach the CLI's internals with `@testable import`).
        .library(name: "HeroesCLI", targets: ["HeroesCLI"]),
    ],
    dependencies: [
        .package(path: "../Packages/DesignTokens"),
        .package(path: "../Packages/NetworkClient"),
        .package(path: "../Packages/AppConfig"),
        .package(path: "../Packages/HeroesCore"),
        .package(path: "../Packages/HeroesFeature"),
        .package(path: "../Packages/HeroDetailsFeature"),
        .package(path: "../Packages/NetworkStubs"),
        .package(path: "../Packages/TestingUtils"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    ],
    targets: [
        .target(
            name: "HeroesCLI",
            dependencies: [
                .product(name: "DesignTokens", package: "DesignTokens"),
                .product(name: "TerminalScreen", package: "DesignTokens"),
                .product(name: "CommandLinePlatform", package: "DesignTokens"),
                .product(name: "NetworkClient", package: "NetworkClient"),
                .product(name: "NetworkClientCurl", package: "NetworkClient"),
                .product(name: "AppConfig", package: "AppConfig"),
                .product(name: "HeroesCore", package: "HeroesCore"),
                .product(name: "HeroesPresentation", package: "HeroesCore"),
                .product(name: "MarvelWire", package: "HeroesCore"),
                .product(name: "SQLiteDatabase", package: "HeroesCore"),
                .product(name: "HeroesFeature", package: "HeroesFeature"),
                .product(name: "HeroDetailsFeature", package: "HeroDetailsFeature"),
                .product(name: "NetworkStubs", package: "NetworkStubs"),
                .product(name: "NetworkStubsServer", package: "NetworkStubs"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                "HeroesBuildInfo",
            ]
        ),
        // The version, the commit and the packages' versions, written before every build by the
        // BuildInfo plugin (scripts/lib/build-info.sh) into the build folder, never into git.
        .target(name: "HeroesBuildInfo", plugins: ["BuildInfo"]),
        .plugin(name: "BuildInfo", capability: .buildTool()),
        // The Swift runtime's search for its crash helper, answered "none" (see its .c file).
        .target(name: "NoCrashHelper"),
        .executableTarget(
            name: "heroes",
            dependencies: ["HeroesCLI", "NoCrashHelper"],
            // Start-up (benchmarks/DECISIONS.md, "lld, packed relocations, nothing exported"): lld
            // packs the relative relocations (DT_RELR, glibc 2.36+; the executable stays
            // position-independent) and nothing is exported, as nothing looks symbols up in the
            // executable. In the release build, the functions and variables the start-up commands
            // use come first, in heroes.order (scripts/order-file writes it; DECISIONS.md,
            // "Functions and variables in the order a start uses them"); a name it holds that the
            // binary lacks is skipped.
            linkerSettings: [
                .unsafeFlags([
                    "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs", "-Xlinker",
                    "--no-export-dynamic",
                ]),
                .unsafeFlags(
                    [
                        "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/heroes.order", "-Xlinker",
                        "--no-warn-symbol-ordering",
                    ], .when(configuration: .release)),
            ]
        ),
        // scripts/bench-browse: redraw time and bytes per key of `heroes browse`, and search latency
        // (over loopback, and in each resource's list on the embedded catalog).
        .executableTarget(
            name: "browse-bench",
            dependencies: [
                "HeroesCLI", .product(name: "DesignTokens", package: "DesignTokens"),
                .product(name: "TerminalScreen", package: "DesignTokens"),
                .product(name: "HeroesCore", package: "HeroesCore"),
                .product(name: "HeroesPresentation", package: "HeroesCore"),
                .product(name: "MarvelWire", package: "HeroesCore"),
                .product(name: "HeroesFeature", package: "HeroesFeature"),
            ]
        ),
        .testTarget(
            name: "HeroesCLITests",
            dependencies: [
                "HeroesCLI",
                .product(name: "DesignTokens", package: "DesignTokens"),
                .product(name: "TerminalScreen", package: "DesignTokens"),
                .product(name: "CommandLinePlatform", package: "DesignTokens"),
                .product(name: "HeroesFeature", package: "HeroesFeature"),
                .product(name: "HeroDetailsFeature", package: "HeroDetailsFeature"),
                .product(name: "NetworkClient", package: "NetworkClient"),
                .product(name: "HeroesCore", package: "HeroesCore"),
                .product(name: "HeroesCoreTesting", package: "HeroesCore"),
                .product(name: "HeroesPresentation", package: "HeroesCore"),
                .product(name: "MarvelWire", package: "HeroesCore"),
                .product(name: "NetworkStubs", package: "NetworkStubs"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "TestingUtils", package: "TestingUtils"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Strict in every target: existential types spelled `any`, and imports internal unless a file
// says `public import`, so a public API that exposes a dependency's type is a visible decision.
// A nonisolated async function runs on its caller's executor (nonisolated(nonsending)), so a
// call changes threads only where a function says `@concurrent`: `heroes list` answered from the
// cache starts no thread at all.
for target in package.targets where target.type != .system && target.type != .plugin {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("ExistentialAny"),
            .enableUpcomingFeature("InternalImportsByDefault"),
            .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
        ]
}
