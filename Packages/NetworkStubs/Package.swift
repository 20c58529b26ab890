// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "NetworkStubs",
    products: [
        .library(name: "NetworkStubs", targets: ["NetworkStubs"]),
        .library(name: "NetworkStubsServer", targets: ["NetworkStubsServer"]),
    ],
    dependencies: [
        .package(path: "../NetworkClient"),
        .package(path: "../AppConfig"),
        .package(path: "../HeroesCore"),
        .package(path: "../TestingUtils"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.35.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
    ],
    targets: [
        .target(
            name: "NetworkStubs",
            dependencies: [
                .product(name: "NetworkClient", package: "NetworkClient"),
                .product(name: "AppConfig", package: "AppConfig"),
                .product(name: "MarvelWire", package: "HeroesCore"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .target(
            name: "NetworkStubsServer",
            dependencies: [
                "NetworkStubs",
                .product(name: "NetworkClient", package: "NetworkClient"),
                .product(name: "AppConfig", package: "AppConfig"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOHTTPCompression", package: "swift-nio-extras"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "NetworkStubsTests",
            dependencies: [
                "NetworkStubs",
                .product(name: "MarvelWire", package: "HeroesCore"),
                .product(name: "AppConfig", package: "AppConfig"),
                .product(name: "TestingUtils", package: "TestingUtils"),
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            // Records of the 2017 snapshot the contract tests build their catalog from, read by path.
            exclude: ["Fixtures"]
        ),
        // A child process the server tests send real signals to.
        .executableTarget(
            name: "SignalTestServer",
            dependencies: [
                "NetworkStubs",
                "NetworkStubsServer",
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Tests/SignalTestServer"
        ),
        .testTarget(
            name: "NetworkStubsServerTests",
            dependencies: [
                "NetworkStubs",
                "NetworkStubsServer",
                "SignalTestServer",
                .product(name: "NetworkClient", package: "NetworkClient"),
                .product(name: "NetworkClientURLSession", package: "NetworkClient"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "TestingUtils", package: "TestingUtils"),
                .product(name: "AppConfig", package: "AppConfig"),
                .product(name: "Logging", package: "swift-log"),
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
