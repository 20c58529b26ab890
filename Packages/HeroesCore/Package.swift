// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "HeroesCore",
    products: [
        .library(name: "HeroesCore", targets: ["HeroesCore"]),
    ],
    dependencies: [
        .package(path: "../NetworkClient"),
        .package(path: "../AppConfig"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
    ],
    targets: [
        .target(
            name: "HeroesCore",
            dependencies: [
                .product(name: "NetworkClient", package: "NetworkClient"),
                .product(name: "AppConfig", package: "AppConfig"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(
            name: "HeroesCoreTests",
            dependencies: [
                "HeroesCore",
                .product(name: "NetworkClient", package: "NetworkClient"),
                .product(name: "AppConfig", package: "AppConfig"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
    ]
)
