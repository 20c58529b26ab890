import Logging
import TestingUtils

/// One log record as a handler received it.
struct LogRecord: Sendable {
    let level: Logger.Level
    let message: String
}

/// A swift-log handler that keeps records in memory, for a `Logger` made in a test without
/// touching the global logging system.
struct CapturingLogHandler: LogHandler {
    let records: Recorder<LogRecord>
    var logLevel: Logger.Level
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        records.append(LogRecord(level: event.level, message: event.message.description))
    }

    /// A logger at `level` and the records it will collect.
    static func logger(level: Logger.Level) -> (Logger, Recorder<LogRecord>) {
        let records = Recorder<LogRecord>()
        let logger = Logger(label: "test") { _ in CapturingLogHandler(records: records, logLevel: level) }
        return (logger, records)
    }
}
