import CommandLinePlatform
import NetworkStubs
import Synchronization
import Testing

@testable import HeroesCLI

/// The catalog's one-time write: silent when it is over within half a second, else a line of
/// progress that is cleared when it ends (times are a fake clock's, set by each step).
struct CatalogWriteProgressTests {
    /// A fake clock and the lines drawn, shared with the progress's closures.
    final class Record: Sendable {
        let start = ContinuousClock.now
        let elapsed = Mutex<Duration>(.zero)
        let drawn = Mutex<[String]>([])
    }

    /// The progress under test, drawing into a ``Record``.
    struct Rig {
        let record = Record()
        let progress: CatalogWriteProgress

        init() {
            let record = record
            progress = CatalogWriteProgress(
                line: ProgressLine(enabled: true, write: { text in record.drawn.withLock { $0.append(text) } }),
                now: { record.start + record.elapsed.withLock { $0 } })
        }

        var drawn: [String] { record.drawn.withLock { $0 } }

        /// Reports `stage` with `written` of 100 bytes at `milliseconds` after the start.
        func report(_ stage: SnapshotWriteProgress.Stage, written: Int = 0, at milliseconds: Int) {
            record.elapsed.withLock { $0 = .milliseconds(milliseconds) }
            progress.report(
                SnapshotWriteProgress(stage: stage, path: "/data/heroes/catalog", written: written, total: 100))
        }
    }

    @Test func aWriteOverWithinHalfASecondDrawsNothing() {
        let rig = Rig()
        rig.report(.starting, at: 0)
        rig.report(.writing, written: 50, at: 200)
        rig.report(.writing, written: 100, at: 499)
        rig.report(.finished, at: 499)
        #expect(rig.drawn.isEmpty)
    }

    @Test func aLongerWriteDrawsEachNewPercentPastHalfASecondThenClearsTheLine() {
        let rig = Rig()
        rig.report(.starting, at: 0)
        rig.report(.writing, written: 10, at: 300)
        rig.report(.writing, written: 40, at: 500)
        rig.report(.writing, written: 40, at: 600)
        rig.report(.writing, written: 100, at: 700)
        rig.report(.finished, at: 800)
        let clear = "\r\u{1B}[2K"
        #expect(
            rig.drawn == [
                clear + "heroes: writing the catalog, once (40%)…",
                clear + "heroes: writing the catalog, once (100%)…",
                clear,
            ])
    }
}
