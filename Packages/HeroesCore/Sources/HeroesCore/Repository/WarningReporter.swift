import Synchronization

/// Hands cache warnings to the app's handler, each distinct warning once per repository.
final class WarningReporter: Sendable {
    private let reported = Mutex<Set<CacheWarning>>([])
    private let handler: (@Sendable (CacheWarning) -> Void)?

    init(_ handler: (@Sendable (CacheWarning) -> Void)?) {
        self.handler = handler
    }

    func report(_ warning: CacheWarning) {
        guard let handler else { return }
        let isNew = reported.withLock { $0.insert(warning).inserted }
        if isNew { handler(warning) }
    }
}
