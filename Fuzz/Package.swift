// swift-tools-version: 6.0
import PackageDescription

// libFuzzer targets, built only by scripts/fuzz (with -sanitize=fuzzer,address, into
// .build-fuzz/): nothing else depends on this package and no other build compiles it. One
// executable holds every target, so CI links once; `FUZZ_TARGET` picks one (`fuzz --list` names
// them, Fuzz/FUZZING.md says what each checks).
let package = Package(
    name: "Fuzz",
    products: [
        .executable(name: "fuzz", targets: ["FuzzMain"])
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
        .package(path: "../App"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    ],
    targets: [
        // The executable: libFuzzer's main over the Fuzzers target (Sources/FuzzMain says why C).
        .executableTarget(
            name: "FuzzMain",
            dependencies: ["Fuzzers"],
            // lld, as `heroes` links: gold stops with an internal error reading this executable's
            // debug information.
            linkerSettings: [.unsafeFlags(["-use-ld=lld"])]
        ),
        .target(
            name: "Fuzzers",
            dependencies: [
                .product(name: "DesignTokens", package: "DesignTokens"),
                .product(name: "TerminalScreen", package: "DesignTokens"),
                .product(name: "CommandLinePlatform", package: "DesignTokens"),
                .product(name: "NetworkClient", package: "NetworkClient"),
                .product(name: "AppConfig", package: "AppConfig"),
                .product(name: "HeroesCore", package: "HeroesCore"),
                .product(name: "MarvelWire", package: "HeroesCore"),
                .product(name: "HeroesPresentation", package: "HeroesCore"),
                .product(name: "HeroesFeature", package: "HeroesFeature"),
                .product(name: "HeroDetailsFeature", package: "HeroDetailsFeature"),
                .product(name: "NetworkStubs", package: "NetworkStubs"),
                .product(name: "NetworkStubsServer", package: "NetworkStubs"),
                .product(name: "NetworkStubsTesting", package: "NetworkStubs"),
                .product(name: "TestingUtils", package: "TestingUtils"),
                .product(name: "HeroesCLI", package: "App"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
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
