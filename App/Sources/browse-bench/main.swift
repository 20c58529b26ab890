import Foundation
import HeroesCLI

// scripts/bench-browse's measurements (see BrowseBenchmark): one line of figures a size, then,
// with HEROES_BASE_URL set, the search latency against that server; `browse-bench search`, the
// searches of each resource's list on the embedded catalog.
let searches = [
    "a", "b", "sp", "spi", "spider", "hu", "iron", "cap", "x", "wo", "th", "bl", "ma", "st", "dr", "ne", "gr", "ph",
    "mo", "ze",
]
if CommandLine.arguments.dropFirst().first == "search" {
    for search in try await BrowseBenchmark.embeddedSearches(["spider"] + searches) {
        print(
            String(
                format:
                    "search in %@ (%d names, embedded): the first, names read and folded, %.1f ms; then %d searches, p50 %.1f ms, max %.1f ms",
                search.resource.rawValue, search.names, search.first, search.after.count,
                BrowseBenchmark.percentile(search.after, 0.5), search.after.last ?? 0))
    }
    exit(0)
}
for (columns, lines) in [(80, 24), (200, 60)] {
    let figures = BrowseBenchmark.redraw(columns: columns, lines: lines)
    print(
        String(
            format:
                "redraw %dx%d: %d keys, p50 %.3f ms, p99 %.3f ms (%.1f%% of the 16 ms budget), max %.3f ms; bytes/key mean %.0f, max %d, %.1f%% of a full redraw's %.0f",
            columns, lines, figures.keys, figures.p50, figures.p99, figures.p99 / 16 * 100, figures.max,
            figures.meanBytes,
            figures.maxBytes, figures.meanBytes / figures.meanFullBytes * 100, figures.meanFullBytes))
}
if ProcessInfo.processInfo.environment["HEROES_BASE_URL"] != nil {
    let latencies = try await BrowseBenchmark.searchLatency(searches: searches)
    let p50 = latencies.isEmpty ? 0 : latencies[latencies.count / 2]
    print(
        String(
            format: "search over loopback: %d queries, p50 %.1f ms, max %.1f ms (answer, state, frame)",
            latencies.count,
            p50, latencies.last ?? 0))
}
