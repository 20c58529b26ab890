// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TestingUtils",
    products: [
        .library(name: "TestingUtils", targets: ["TestingUtils"]),
    ],
    targets: [
        .target(name: "TestingUtils"),
        .testTarget(name: "TestingUtilsTests", dependencies: ["TestingUtils"]),
    ]
)
