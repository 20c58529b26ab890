// swift-tools-version: 6.0
import Foundation
import PackageDescription

let package = Package(
    name: "NetworkStubs",
    products: [
        .library(name: "NetworkStubs", targets: ["NetworkStubs"]),
        .library(name: "NetworkStubsServer", targets: ["NetworkStubsServer"]),
        // For tests alone (this package's, the features', the fuzz targets'): a small catalog of
        // the 2017 snapshot, `Catalog.sample2017`.
        .library(name: "NetworkStubsTesting", targets: ["NetworkStubsTesting"]),
    ],
    dependencies: [
        .package(path: "../NetworkClient"),
        .package(path: "../AppConfig"),
        .package(path: "../HeroesCore"),
        .package(path: "../TestingUtils"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    ],
    targets: [
        // The 2017 snapshot database, zstd-compressed, compiled in with C23 `#embed` (no resource
        // bundle, no Swift literal): `marvel_snapshot_bytes()` and `marvel_snapshot_size()`.
        .target(name: "MarvelSnapshot", exclude: ["snapshot.sqlite.zst"]),
        // libzstd, for decompressing it once into $XDG_DATA_HOME/heroes and for reading each
        // record, compressed with its table's dictionary (Sources/CZstd).
        .systemLibrary(name: "CZstd", providers: [.apt(["libzstd-dev"])]),
        .target(
            name: "NetworkStubs",
            dependencies: [
                "MarvelSnapshot",
                "CZstd",
                .product(name: "NetworkClient", package: "NetworkClient"),
                .product(name: "AppConfig", package: "AppConfig"),
                .product(name: "MarvelWire", package: "HeroesCore"),
                .product(name: "SQLiteDatabase", package: "HeroesCore"),
            ]
        ),
        // zlib, for the gzip answers of the HTTP server (compressed once per cached page).
        .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
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
                "CZlib",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "NetworkStubsTesting",
            dependencies: ["NetworkStubs", .product(name: "MarvelWire", package: "HeroesCore")],
            // The records the sample catalog is built from, read by path.
            exclude: ["Sample2017"]
        ),
        // Makes the snapshot database for scripts/generate-catalog; no product names it, so a
        // package that depends on NetworkStubs never builds it.
        // zstd's compressor and dictionary trainer for the snapshot's records: only
        // generate-snapshot and the tests link it, so heroes carries no compressor.
        .target(
            name: "CatalogCompression",
            dependencies: ["NetworkStubs", "CZstd", .product(name: "MarvelWire", package: "HeroesCore")]
        ),
        .executableTarget(
            name: "generate-snapshot",
            dependencies: [
                "NetworkStubs", "CatalogCompression", .product(name: "MarvelWire", package: "HeroesCore"),
            ],
            path: "Sources/GenerateSnapshot"
        ),
        // A child process the snapshot tests start several of, to write one catalog at once.
        .executableTarget(name: "SnapshotOpener", dependencies: ["NetworkStubs"], path: "Tests/SnapshotOpener"),
        .testTarget(
            name: "NetworkStubsTests",
            dependencies: [
                "NetworkStubs",
                "CatalogCompression",
                "NetworkStubsTesting",
                "SnapshotOpener",
                .product(name: "MarvelWire", package: "HeroesCore"),
                .product(name: "AppConfig", package: "AppConfig"),
                .product(name: "TestingUtils", package: "TestingUtils"),
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "SQLiteDatabase", package: "HeroesCore"),
            ]
        ),
        // A child process the server tests send real signals to.
        .executableTarget(
            name: "SignalTestServer",
            dependencies: [
                "NetworkStubs",
                "NetworkStubsTesting",
                "NetworkStubsServer",
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Tests/SignalTestServer"
        ),
        .testTarget(
            name: "NetworkStubsServerTests",
            dependencies: [
                "NetworkStubs",
                "NetworkStubsTesting",
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
    ],
    cLanguageStandard: .c2x  // C23, for #embed
)

package.swiftLanguageModes = [.v6]

// TestingUtils (../TestingUtils) is a helper of the tests alone. Copied without it beside, this
// folder still builds its library products (they need ../NetworkClient, ../AppConfig, ../HeroesCore
// beside it, and theirs beside them) and leaves out its test targets; copy TestingUtils beside it
// to build and run them (scripts/check-copied-alone does both).
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
