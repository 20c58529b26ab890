// swift-tools-version: 6.1
// The in-process benchmark of issue 7 (point 4): decoding a 100-character page into the domain
// model. Run by scripts/bench, which builds it in release and hands it the page's bytes in
// HEROES_BENCH_PAGE (a file written from `heroes serve` in the same run).
import PackageDescription

let package = Package(
    name: "Decoding",
    dependencies: [
        .package(path: "../../Packages/HeroesCore"),
        // MallocInterposer only: naming the trait leaves out the default RuntimeInterposer, whose
        // package is not in the local mirror, and no jemalloc is needed.
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "Decoding",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "HeroesCore", package: "HeroesCore"),
                .product(name: "MarvelWire", package: "HeroesCore"),
            ],
            path: "Benchmarks/Decoding",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
    ]
)
