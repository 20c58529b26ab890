// swift-tools-version: 6.0
import Foundation
import PackageDescription

let package = Package(
    name: "HeroesCore",
    products: [
        .library(name: "HeroesCore", targets: ["HeroesCore"]),
        // The generic screens: a list is a `ListSpec`, drawn as a table, TSV, CSV or JSON, and
        // browsed in `heroes browse` as a `ListBrowser` of a `ListBrowserSpec`.
        .library(name: "HeroesPresentation", targets: ["HeroesPresentation"]),
        // The Marvel API's wire format (routes, DTOs, dates) and the one JSON reader and writer,
        // shared by the client's decoding, the server's bodies and `--json`.
        .library(name: "MarvelWire", targets: ["MarvelWire"]),
        .library(name: "HeroesCoreTesting", targets: ["HeroesCoreTesting"]),
        // A thin layer over the system's SQLite, for the cache here and NetworkStubs' catalog.
        .library(name: "SQLiteDatabase", targets: ["SQLiteDatabase"]),
    ],
    dependencies: [
        .package(path: "../NetworkClient"),
        .package(path: "../AppConfig"),
        .package(path: "../DesignTokens"),
        .package(path: "../TestingUtils"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    ],
    targets: [
        // SQLite from Debian's libsqlite3-dev (scripts/bootstrap installs it), linked statically
        // (Sources/CSQLite/module.modulemap says why). Not found with pkg-config, whose
        // `-lsqlite3` would link the shared library.
        .systemLibrary(name: "CSQLite", providers: [.apt(["libsqlite3-dev"])]),
        .target(name: "SQLiteDatabase", dependencies: ["CSQLite"]),
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
                "SQLiteDatabase",
                // `heroes doctor`'s checks and the cache's advice: counts with their nouns and
                // lines neutralised for a terminal.
                .product(name: "DesignTokens", package: "DesignTokens"),
                // An error's advice: the command to type next, quoted for the shell (`ShellWords`).
                .product(name: "CommandLinePlatform", package: "DesignTokens"),
            ]
        ),
        .target(
            name: "HeroesPresentation",
            dependencies: [
                "HeroesCore", "MarvelWire", .product(name: "DesignTokens", package: "DesignTokens"),
                .product(name: "TerminalScreen", package: "DesignTokens"),
                // `heroes config list`'s rows: each setting as every command finds it.
                .product(name: "AppConfig", package: "AppConfig"),
            ]
        ),
        .target(
            name: "HeroesCoreTesting",
            dependencies: ["HeroesCore", "MarvelWire", .product(name: "NetworkClient", package: "NetworkClient")]
        ),
        // A child process the cache tests start ten of at once, to open one new file together.
        .executableTarget(name: "CacheOpener", dependencies: ["HeroesCore"], path: "Tests/CacheOpener"),
        .testTarget(
            name: "SQLiteDatabaseTests",
            dependencies: ["SQLiteDatabase", .product(name: "TestingUtils", package: "TestingUtils")]
        ),
        .testTarget(
            name: "MarvelWireTests",
            dependencies: [
                "MarvelWire",
                .product(name: "TestingUtils", package: "TestingUtils"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "HeroesPresentationTests",
            dependencies: [
                "HeroesPresentation", "MarvelWire",
                .product(name: "AppConfig", package: "AppConfig"),
                .product(name: "DesignTokens", package: "DesignTokens"),
                .product(name: "TerminalScreen", package: "DesignTokens"),
                .product(name: "TestingUtils", package: "TestingUtils"),
            ]
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
                "SQLiteDatabase",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
    ]
)

package.swiftLanguageModes = [.v6]

// TestingUtils (../TestingUtils) is a helper of the tests alone. Copied without it beside, this
// folder still builds its library products (they need ../NetworkClient, ../AppConfig and
// ../DesignTokens beside it, and theirs beside them) and leaves out its test targets; copy
// TestingUtils beside it to build and run them (scripts/check-copied-alone does both).
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
