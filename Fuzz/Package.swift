// swift-tools-version: 6.0
import PackageDescription

// libFuzzer targets, built only by scripts/fuzz (with -sanitize=fuzzer,address, into
// .build-fuzz/): nothing else depends on this package and no other build compiles it.
//   fuzz-server   request target and headers → MarvelAPI's answer (NetworkStubs)
//   fuzz-client   response body → MarvelResponseDecoder, Hero mapping, every renderer
let package = Package(
    name: "Fuzz",
    products: [
        .executable(name: "fuzz-server", targets: ["ServerFuzzer"]),
        .executable(name: "fuzz-client", targets: ["ClientFuzzer"]),
    ],
    dependencies: [
        .package(path: "../Packages/NetworkClient"),
        .package(path: "../Packages/NetworkStubs"),
        .package(path: "../Packages/HeroesCore"),
        .package(path: "../Packages/HeroesFeature"),
        .package(path: "../Packages/HeroDetailsFeature"),
        .package(path: "../Packages/DesignTokens"),
    ],
    targets: [
        .target(name: "FuzzerDriver"),
        .executableTarget(
            name: "ServerFuzzer",
            dependencies: [
                "FuzzerDriver",
                .product(name: "NetworkClient", package: "NetworkClient"),
                .product(name: "NetworkStubs", package: "NetworkStubs"),
            ]
        ),
        .executableTarget(
            name: "ClientFuzzer",
            dependencies: [
                "FuzzerDriver",
                .product(name: "HeroesCore", package: "HeroesCore"),
                .product(name: "MarvelWire", package: "HeroesCore"),
                .product(name: "HeroesFeature", package: "HeroesFeature"),
                .product(name: "HeroDetailsFeature", package: "HeroDetailsFeature"),
                .product(name: "DesignTokens", package: "DesignTokens"),
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
