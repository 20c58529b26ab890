import Foundation

/// How long the end-to-end tests wait before they call a wait a hang, scaled under
/// scripts/sanitize: the heroes it builds (debug, AddressSanitizer) is hundreds of times slower
/// on its busiest paths (reading the 38,197 comics' names: 38 s, against 0.13 s for the release
/// build), and the runs of many tests queue on the machine's cores. A bound on a hang, never an
/// upper bound a test asserts: a test that passes in time passes as soon as it can.
enum Patience {
    /// 10 under a sanitizer (HEROES_TEST_SANITIZE, which scripts/sanitize sets), else 1.
    static let factor: Double = ProcessInfo.processInfo.environment["HEROES_TEST_SANITIZE"] == nil ? 1 : 10

    /// `plain` seconds, scaled by ``factor``.
    static func seconds(_ plain: TimeInterval) -> TimeInterval { plain * factor }
}
