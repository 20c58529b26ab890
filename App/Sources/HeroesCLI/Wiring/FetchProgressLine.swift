import CommandLinePlatform
import HeroesCore

/// A fetch's progress on the progress line, once it has more than one call.
extension ProgressLine {
    func update(_ progress: FetchProgress) {
        guard progress.total > 1 else { return }
        show("heroes: fetching \(progress.completed)/\(progress.total) pages…")
    }
}
