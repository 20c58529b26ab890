import Foundation

/// Hands cache warnings to the app's handler, each distinct warning once per repository.
final class WarningReporter: @unchecked Sendable {
    private let lock = NSLock()
    private var reported: Set<CacheWarning> = []
    private let handler: (@Sendable (CacheWarning) -> Void)?

    init(_ handler: (@Sendable (CacheWarning) -> Void)?) {
        self.handler = handler
    }

    func report(_ warning: CacheWarning) {
        guard let handler else { return }
        let isNew = lock.withLock { reported.insert(warning).inserted }
        if isNew { handler(warning) }
    }
}
