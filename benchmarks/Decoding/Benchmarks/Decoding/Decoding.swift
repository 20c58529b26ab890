// Decoding a 100-character page of the Marvel API into the domain model, along the path the app
// takes for every response (network or cache): `MarvelResponseDecoder.list`, that is the JSON
// envelope into DTOs, the answer checks, then `HeroPage(dto:)` (trimmed names, parsed dates,
// image URLs, links).
//
// The bytes come from the file named by HEROES_BENCH_PAGE: scripts/bench fetches a real
// `limit=100` response from `heroes serve` and decodes the very same bytes with Python's
// `json.loads` in the same run, so both MB/s figures come from the very same bytes (Python stops
// at dicts; this goes on to the domain model, as the app does).
//
// Two more benchmarks decode the same bytes into the DTOs alone (`DataWrapperDTO<CharacterDTO>`),
// once with `MarvelJSONDecoder` (the app's way) and once with Foundation's `JSONDecoder`, so
// scripts/bench reports the two decoders' MB/s side by side from one run.

import Benchmark
import Foundation
import HeroesCore
import MarvelWire

struct PageFileError: Error, CustomStringConvertible {
    let description: String
}

/// The page's bytes, read once by the setup hook (outside the measured region).
nonisolated(unsafe) var pageBytes = Data()

let query = HeroesQuery(offset: 0, limit: HeroesQuery.maximumLimit)

let benchmarks: @Sendable () -> Void = {
    // scripts/bench reads the wall clock samples from the JMH export, which needs .throughput too.
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput],
        timeUnits: .microseconds,
        warmupIterations: 20,
        maxDuration: .seconds(5),
        maxIterations: 100_000
    )

    Benchmark(
        "page of 100 characters into HeroPage",
        configuration: .init(setup: loadPage)
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try MarvelResponseDecoder.list(pageBytes, request: query.request, as: Hero.self, server: "bench"))
        }
    }

    Benchmark(
        "page of 100 characters into DTOs with MarvelJSONDecoder",
        configuration: .init(setup: loadPage)
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try MarvelJSONDecoder().decode(DataWrapperDTO<CharacterDTO>.self, from: pageBytes))
        }
    }

    Benchmark(
        "page of 100 characters into DTOs with Foundation JSONDecoder",
        configuration: .init(setup: loadPage)
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try JSONDecoder().decode(DataWrapperDTO<CharacterDTO>.self, from: pageBytes))
        }
    }
}

/// Reads the page named by HEROES_BENCH_PAGE and checks that it decodes to 100 heroes, and to the
/// same DTOs with either decoder.
@Sendable func loadPage() async throws {
    guard let path = ProcessInfo.processInfo.environment["HEROES_BENCH_PAGE"], !path.isEmpty else {
        throw PageFileError(description: "HEROES_BENCH_PAGE is not set: the path of a limit=100 response body")
    }
    pageBytes = try Data(contentsOf: URL(fileURLWithPath: path))
    let page = try MarvelResponseDecoder.list(pageBytes, request: query.request, as: Hero.self, server: "bench")
    guard page.heroes.count == HeroesQuery.maximumLimit else {
        throw PageFileError(description: "\(path) holds \(page.heroes.count) characters, not 100")
    }
    let ours = try MarvelJSONDecoder().decode(DataWrapperDTO<CharacterDTO>.self, from: pageBytes).data.results
    let foundations = try JSONDecoder().decode(DataWrapperDTO<CharacterDTO>.self, from: pageBytes).data.results
    guard ours == foundations else {
        throw PageFileError(description: "MarvelJSONDecoder and JSONDecoder read \(path) differently")
    }
}
