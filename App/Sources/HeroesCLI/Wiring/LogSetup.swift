import DesignTokens
import Logging

/// Sends swift-log output to stderr, once per process, through ``NeutralizingLogHandler``.
enum LogSetup {
    private static let once: Void = {
        LoggingSystem.bootstrap { label in NeutralizingLogHandler(StreamLogHandler.standardError(label: label)) }
    }()

    static func bootstrap() { _ = once }
}

/// A log handler that neutralises the message and metadata (``TerminalText``) before the
/// handler it wraps writes them: `--verbose` logs quote servers (headers, bodies, error text),
/// and stderr is often a terminal.
struct NeutralizingLogHandler: LogHandler {
    private var wrapped: any LogHandler

    init(_ wrapped: any LogHandler) { self.wrapped = wrapped }

    func log(event: LogEvent) {
        var event = event
        event.message = "\(TextLayout.singleLine(event.message.description))"
        event.metadata = event.metadata?.mapValues { .string(TextLayout.singleLine($0.description)) }
        wrapped.log(event: event)
    }

    var metadataProvider: Logger.MetadataProvider? {
        get { wrapped.metadataProvider }
        set { wrapped.metadataProvider = newValue }
    }

    var metadata: Logger.Metadata {
        get { wrapped.metadata }
        set { wrapped.metadata = newValue }
    }

    var logLevel: Logger.Level {
        get { wrapped.logLevel }
        set { wrapped.logLevel = newValue }
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { wrapped[metadataKey: key] }
        set { wrapped[metadataKey: key] = newValue }
    }
}
