// swift-tools-version: 6.0
import Foundation
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
        // OpenSSL's MD5 (Debian's libssl-dev: its headers, and its libcrypto.a, from which
        // Sources/COpenSSL/module.modulemap links only MD5's objects). Not found with pkg-config,
        // whose `-lcrypto` would make the loader map all of libcrypto.so at every start.
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

// TestingUtils (../TestingUtils) is a helper of the tests alone. Copied without it beside, this
// folder still builds its library products (they need ../NetworkClient beside it, and theirs beside
// them) and leaves out its test targets; copy TestingUtils beside it to build and run them
// (scripts/check-copied-alone does both).
let testingUtilsBeside = FileManager.default.fileExists(
    atPath: "\(Context.packageDirectory)/../TestingUtils/Package.swift")
if !testingUtilsBeside {
    package.dependencies.removeAll {
        if case .fileSystem(_, let path) = $0.kind { return path == "../TestingUtils" }
        return false
    }
    package.targets.removeAll { $0.type == .test }
}

// Strict in every target: existential types spelled `any`, and imports internal unless a file
// says `public import`, so a public API that exposes a dependency's type is a visible decision.
// A nonisolated async function runs on its caller's executor (nonisolated(nonsending)), so a
// call changes threads only where a function says `@concurrent`: `heroes list` answered from the
// cache starts no thread at all.
for target in package.targets where target.type != .system {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("ExistentialAny"),
            .enableUpcomingFeature("InternalImportsByDefault"),
            .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
        ]
}
