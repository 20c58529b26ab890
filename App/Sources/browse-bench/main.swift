import Foundation
import HeroesCLI

// scripts/bench-browse's measurements (see BrowseBenchmark): one line of figures a size, then,
// with HEROES_BASE_URL set, the search latency against that server.
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
    let searches = [
        "a", "b", "sp", "spi", "spider", "hu", "iron", "cap", "x", "wo", "th", "bl", "ma", "st", "dr", "ne", "gr", "ph",
        "mo", "ze",
    ]
    let latencies = try await BrowseBenchmark.searchLatency(searches: searches)
    let p50 = latencies.isEmpty ? 0 : latencies[latencies.count / 2]
    print(
        String(
            format: "search over loopback: %d queries, p50 %.1f ms, max %.1f ms (answer, state, frame)",
            latencies.count,
            p50, latencies.last ?? 0))
}
