// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "HeroesCore",
    products: [
        .library(name: "HeroesCore", targets: ["HeroesCore"]),
        // The Marvel API's wire format (routes, DTOs, dates), shared by clients and servers.
        .library(name: "MarvelWire", targets: ["MarvelWire"]),
        .library(name: "HeroesCoreTesting", targets: ["HeroesCoreTesting"]),
    ],
    dependencies: [
        .package(path: "../NetworkClient"),
        .package(path: "../AppConfig"),
        .package(path: "../TestingUtils"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    ],
    targets: [
        .target(
            name: "MarvelWire",
            dependencies: [.product(name: "NetworkClient", package: "NetworkClient")]
        ),
        .target(
            name: "HeroesCore",
            dependencies: [
                "MarvelWire",
                .product(name: "NetworkClient", package: "NetworkClient"),
                .product(name: "AppConfig", package: "AppConfig"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .target(name: "HeroesCoreTesting", dependencies: ["HeroesCore", "MarvelWire"]),
        // A child process the cache tests start ten of at once, to open one new file together.
        .executableTarget(name: "CacheOpener", dependencies: ["HeroesCore"], path: "Tests/CacheOpener"),
        .testTarget(
            name: "MarvelWireTests",
            dependencies: ["MarvelWire", .product(name: "TestingUtils", package: "TestingUtils")]
        ),
        .testTarget(
            name: "HeroesCoreTests",
            dependencies: [
                "HeroesCore",
                "HeroesCoreTesting",
                "CacheOpener",
                .product(name: "TestingUtils", package: "TestingUtils"),
                .product(name: "NetworkClient", package: "NetworkClient"),
                .product(name: "AppConfig", package: "AppConfig"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
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
