// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "AppConfig",
    products: [
        .library(name: "AppConfig", targets: ["AppConfig"])
    ],
    dependencies: [
        .package(path: "../NetworkClient"),
        .package(path: "../TestingUtils"),
    ],
    targets: [
        // OpenSSL's headers (Debian's libssl-dev, in the default include path); libcrypto itself is
        // loaded with dlopen on the first digest (Sources/COpenSSL/shim.h). Not found with
        // pkg-config, whose `-lcrypto` would make the loader map it at every start.
        .systemLibrary(
            name: "COpenSSL",
            providers: [.apt(["libssl-dev"])]
        ),
        .target(
            name: "AppConfig",
            dependencies: ["COpenSSL", .product(name: "NetworkClient", package: "NetworkClient")]
        ),
        .testTarget(
            name: "AppConfigTests",
            dependencies: [
                "AppConfig",
                .product(name: "NetworkClient", package: "NetworkClient"),
                .product(name: "TestingUtils", package: "TestingUtils"),
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
