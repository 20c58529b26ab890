import DesignTokens
import Foundation
import HeroesCore

/// A one-line progress report on stderr, redrawn in place, shown only on a terminal and only
/// once a fetch has more than one call.
final class ProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private var shown = false
    private let enabled: Bool

    init(enabled: Bool = StandardStream.error.isTerminal) { self.enabled = enabled }

    func update(_ progress: FetchProgress) {
        guard enabled, progress.total > 1 else { return }
        lock.withLock {
            shown = true
            Console.errComposed(ANSI.clearLine + "heroes: fetching \(progress.completed)/\(progress.total) pages…")
        }
    }

    func finish() {
        lock.withLock {
            if shown { Console.errComposed(ANSI.clearLine) }
            shown = false
        }
    }
}
