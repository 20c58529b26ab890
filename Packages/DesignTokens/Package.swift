// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "DesignTokens",
    products: [
        .library(name: "DesignTokens", targets: ["DesignTokens"]),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
    ],
    targets: [
        .target(name: "DesignTokens"),
        .testTarget(
            name: "DesignTokensTests",
            dependencies: [
                "DesignTokens",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
