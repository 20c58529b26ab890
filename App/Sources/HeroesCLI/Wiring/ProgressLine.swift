import DesignTokens
import FoundationEssentials
import HeroesCore
import Synchronization

/// A one-line progress report on stderr, redrawn in place, shown only on a terminal and only
/// once a fetch has more than one call.
final class ProgressLine: Sendable {
    /// Whether a line is on the screen, to be cleared by ``finish()``.
    private let shown = Mutex(false)
    private let enabled: Bool

    init(enabled: Bool = StandardStream.error.isTerminal) { self.enabled = enabled }

    func update(_ progress: FetchProgress) {
        guard enabled, progress.total > 1 else { return }
        shown.withLock { shown in
            shown = true
            Console.errComposed(ANSI.clearLine + "heroes: fetching \(progress.completed)/\(progress.total) pages…")
        }
    }

    func finish() {
        shown.withLock { shown in
            if shown { Console.errComposed(ANSI.clearLine) }
            shown = false
        }
    }
}
