import CommandLinePlatform
import NetworkStubs
import Synchronization

/// What the one run that writes the catalog file shows: nothing when the write is over within
/// ``delay``; past it, a progress line on a terminal's stderr (``ProgressLine``: nothing in a
/// pipe), redrawn at each whole percent and cleared when the write ends, however it ends.
final class CatalogWriteProgress: Sendable {
    /// How long a write goes unannounced.
    static let delay: Duration = .milliseconds(500)

    private let line: ProgressLine
    private let now: @Sendable () -> ContinuousClock.Instant
    /// When the write started, and the percent last drawn.
    private let state = Mutex<(started: ContinuousClock.Instant?, percent: Int?)>((nil, nil))

    init(
        line: ProgressLine = ProgressLine(),
        now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }
    ) {
        self.line = line
        self.now = now
    }

    /// Takes one report of the write (``Catalog/snapshot(dataDirectory:reading:onFirstWrite:onRepair:)``'s).
    func report(_ progress: SnapshotWriteProgress) {
        switch progress.stage {
        case .starting:
            state.withLock { $0 = (now(), nil) }
        case .writing:
            let percent = progress.total > 0 ? min(100, progress.written * 100 / progress.total) : 100
            let draws = state.withLock { state -> Bool in
                guard let started = state.started, now() - started >= Self.delay, state.percent != percent else {
                    return false
                }
                state.percent = percent
                return true
            }
            if draws { line.show("heroes: writing the catalog, once (\(percent)%)…") }
        case .finished:
            state.withLock { $0 = (nil, nil) }
            line.finish()
        }
    }
}
