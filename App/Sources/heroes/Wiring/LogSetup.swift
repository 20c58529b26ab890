import Logging

/// Sends swift-log output to stderr, once per process.
enum LogSetup {
    private static let once: Void = {
        LoggingSystem.bootstrap { label in StreamLogHandler.standardError(label: label) }
    }()

    static func bootstrap() { _ = once }
}
