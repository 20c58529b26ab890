/// An error of another layer that knows which ``NetworkError`` it means, so that
/// ``NetworkError/init(_:)`` (and with it the retry and logging middlewares) reads it without
/// this module knowing its type: NetworkClientURLSession makes Foundation's `URLError` one, and
/// this module stays free of Foundation (FoundationEssentials has no `URLError`).
public protocol NetworkErrorConvertible: Error {
    /// The case this error stands for.
    var networkError: NetworkError { get }
}
