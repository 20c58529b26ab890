// swift-tools-version: 6.0
import PackageDescription

// An outside project that uses HeroesCore from the heroes repository by URL: a page of heroes
// from a Marvel-compatible server, kept in HeroesCore's SQLite cache and answered from it next
// time. Its tests stand the server up with NetworkStubs. scripts/examples points the URL at a
// local clone (a mirror).
let package = Package(
    name: "HeroesCoreExample",
    dependencies: [
        .package(url: "https://github.com/heroes-swift/heroes.git", from: "0.3.0")
    ],
    targets: [
        .target(
            name: "HeroList",
            dependencies: [
                .product(name: "HeroesCore", package: "heroes"),
                .product(name: "NetworkClient", package: "heroes"),
                .product(name: "NetworkClientCurl", package: "heroes"),
                .product(name: "AppConfig", package: "heroes"),
            ]
        ),
        .executableTarget(name: "hero-list", dependencies: ["HeroList"]),
        .testTarget(
            name: "HeroListTests",
            dependencies: [
                "HeroList",
                .product(name: "HeroesCore", package: "heroes"),
                .product(name: "NetworkStubs", package: "heroes"),
                .product(name: "NetworkStubsServer", package: "heroes"),
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
