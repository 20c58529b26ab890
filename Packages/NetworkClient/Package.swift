// swift-tools-version: 6.0
import Foundation
import PackageDescription

// NetworkClient: the core (values, transport protocol, middlewares, errors) depends on swift-log
// alone and never on FoundationNetworking; each live transport is a product of its own, so a
// program links only the HTTP stack it picks.
let package = Package(
    name: "NetworkClient",
    products: [
        .library(name: "NetworkClient", targets: ["NetworkClient"]),
        // CurlTransport: the system's libcurl (OpenSSL, HTTP/2, brotli), loaded on first use.
        .library(name: "NetworkClientCurl", targets: ["NetworkClientCurl"]),
        // URLSessionTransport: FoundationNetworking (libcurl and its ~30 shared libraries on Linux,
        // loaded at every start).
        .library(name: "NetworkClientURLSession", targets: ["NetworkClientURLSession"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(path: "../TestingUtils"),
    ],
    targets: [
        .target(
            name: "NetworkClient",
            dependencies: [.product(name: "Logging", package: "swift-log")]
        ),
        // libcurl's headers (Debian's libcurl4-openssl-dev, in the default include path); the
        // library itself is loaded with dlopen on the first request (Sources/CCurl/shim.h). Not
        // found with pkg-config: SwiftPM would add its `-lcurl` to the program's link line, which
        // makes the loader map libcurl and its 30 libraries at every start (benchmarks/DECISIONS.md)
        // although no symbol of it is linked (and the link line's order defeats --as-needed).
        .systemLibrary(
            name: "CCurl",
            providers: [.apt(["libcurl4-openssl-dev"])]
        ),
        .target(name: "NetworkClientCurl", dependencies: ["NetworkClient", "CCurl"]),
        .target(name: "NetworkClientURLSession", dependencies: ["NetworkClient"]),
        .testTarget(
            name: "NetworkClientTests",
            dependencies: [
                "NetworkClient",
                "NetworkClientCurl",
                "NetworkClientURLSession",
                .product(name: "TestingUtils", package: "TestingUtils"),
            ]
        ),
    ]
)

package.swiftLanguageModes = [.v6]

// TestingUtils (../TestingUtils) is a helper of the tests alone. Copied without it beside, this
// folder still builds its library products and leaves out its test targets; copy TestingUtils
// beside it to build and run them (scripts/check-copied-alone does both).
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
