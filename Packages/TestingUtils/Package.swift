// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TestingUtils",
    products: [
        .library(name: "TestingUtils", targets: ["TestingUtils"])
    ],
    targets: [
        .target(name: "TestingUtils"),
        .testTarget(name: "TestingUtilsTests", dependencies: ["TestingUtils"]),
    ]
)

package.swiftLanguageModes = [.v6]

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
