// swift-tools-version: 6.0
import PackageDescription

// An outside project that uses NetworkStubs from the heroes repository by URL: marvel-stub, a
// Marvel-compatible server for another project's development (the catalog and the faults it
// picks), and tests that use NetworkStubs as test support, in process and on a free port.
// scripts/examples points the URL at a local clone (a mirror).
let package = Package(
    name: "NetworkStubsExample",
    dependencies: [
        .package(url: "https://github.com/heroes-swift/heroes.git", from: "0.3.0")
    ],
    targets: [
        .executableTarget(
            name: "marvel-stub",
            dependencies: [
                .product(name: "NetworkStubs", package: "heroes"),
                .product(name: "NetworkStubsServer", package: "heroes"),
                .product(name: "NetworkClient", package: "heroes"),
                .product(name: "NetworkClientCurl", package: "heroes"),
                .product(name: "AppConfig", package: "heroes"),
            ]
        ),
        .testTarget(
            name: "MarvelStubTests",
            dependencies: [
                .product(name: "NetworkStubs", package: "heroes"),
                .product(name: "NetworkStubsServer", package: "heroes"),
                .product(name: "NetworkClient", package: "heroes"),
                .product(name: "NetworkClientCurl", package: "heroes"),
                .product(name: "AppConfig", package: "heroes"),
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
