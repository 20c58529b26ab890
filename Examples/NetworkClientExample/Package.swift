// swift-tools-version: 6.0
import PackageDescription

// An outside project that uses NetworkClient (with its curl transport) and AppConfig's Marvel
// signing from the heroes repository by URL: the names of the characters a Marvel-compatible
// server knows by a prefix. Its tests stand the server up with NetworkStubs. scripts/examples
// points the URL at a local clone (a mirror).
let package = Package(
    name: "NetworkClientExample",
    dependencies: [
        .package(url: "https://github.com/heroes-swift/heroes.git", from: "0.3.0")
    ],
    targets: [
        .target(
            name: "CharacterNames",
            dependencies: [
                .product(name: "NetworkClient", package: "heroes"),
                .product(name: "NetworkClientCurl", package: "heroes"),
                .product(name: "AppConfig", package: "heroes"),
            ]
        ),
        .executableTarget(name: "character-names", dependencies: ["CharacterNames"]),
        .testTarget(
            name: "CharacterNamesTests",
            dependencies: [
                "CharacterNames",
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
