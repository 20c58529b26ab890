public import Foundation

/// A `DecodingError` reduced to what callers read: its case, its type or key, and its coding
/// path as `NetworkError(decoding:)` prints it (names, and `[n]` for indices).
public struct ErrorSignature: Hashable, CustomStringConvertible {
    public var description: String

    public init(_ error: any Error) {
        guard let error = error as? DecodingError else {
            description = "not a DecodingError: \(error)"
            return
        }
        func path(_ context: DecodingError.Context) -> String {
            context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case .typeMismatch(let type, let context): description = "typeMismatch(\(type)) at \(path(context))"
        case .valueNotFound(let type, let context): description = "valueNotFound(\(type)) at \(path(context))"
        case .keyNotFound(let key, let context):
            description = "keyNotFound(\(key.stringValue)) at \(path(context))"
        case .dataCorrupted(let context): description = "dataCorrupted at \(path(context))"
        @unknown default: description = "unknown \(error)"
        }
    }
}

/// What one decoder made of one body: the value, or the error's signature, so that two
/// decoders' answers compare with `==`.
public enum Outcome<T: Hashable>: Hashable {
    case value(T)
    case error(ErrorSignature)

    public static func of(_ decode: () throws -> T) -> Outcome {
        do { return .value(try decode()) } catch { return .error(ErrorSignature(error)) }
    }
}
