// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "NetworkClient",
    products: [
        .library(name: "NetworkClient", targets: ["NetworkClient"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    ],
    targets: [
        .target(
            name: "NetworkClient",
            dependencies: [.product(name: "Logging", package: "swift-log")]
        ),
        .testTarget(name: "NetworkClientTests", dependencies: ["NetworkClient"]),
    ]
)
