public import FoundationEssentials

/// Decodes the Marvel API's bodies (and any JSON) into `Decodable` types with `JSONDecoder`'s
/// results and errors: the one JSON reader (benchmarks/DECISIONS.md says why it is not
/// `JSONDecoder`, and how to go back to it).
///
/// A strict RFC 8259 scanner checks the whole body first (grammar, UTF-8, escapes, at most 512
/// nested arrays or objects, nothing after the value) and records where each value is; a type
/// then reads only what it asks for: a member is found by comparing its name's bytes with the
/// key's, a string is built and a number parsed when asked.
///
/// It throws the `DecodingError` `JSONDecoder` (default options) throws for the same body, with
/// the same case and coding path: `dataCorrupted` with an empty path for a body that is not
/// JSON and for a number the type cannot hold, `keyNotFound`, `valueNotFound` and
/// `typeMismatch` at the value's path. A member name given twice counts once, the first time.
/// Unlike `JSONDecoder` it reads UTF-8 alone (the API sends nothing else), gives no special
/// reading to `Date`, `Data` or `Decimal` (the wire types hold none; a `URL` is read from a
/// string as `JSONDecoder` reads it), and reads a number as an integer exactly: `3e18` is one,
/// `1.00000000000000001` is not (`JSONDecoder` rounds it through a `Double` to 1).
///
/// ```swift
/// let page = try MarvelJSONDecoder().decode(DataWrapperDTO<CharacterDTO>.self, from: body)
/// ```
public struct MarvelJSONDecoder: Sendable {
    /// What every `Decoder` of a decode hands the types it decodes, as `JSONDecoder`'s
    /// `userInfo` does (``LinkedItems/userInfoKey``, say).
    public var userInfo: [CodingUserInfoKey: any Sendable] = [:]

    /// A decoder with an empty ``userInfo``; it has no other options.
    public init() {}

    /// Decodes `body` as a value of `type`.
    ///
    /// - Throws: `DecodingError` as `JSONDecoder` throws it, or what `type`'s initialiser throws.
    public func decode<T: Decodable>(_ type: T.Type, from body: Data) throws -> T {
        let tape: JSONTape
        do {
            tape = try JSONTape.scanning(count: body.count, userInfo: userInfo) { _ = body.copyBytes(to: $0) }
        } catch {
            throw Self.invalidJSON(error)
        }
        return try tape.value(type, at: 0) { [] }
    }

    /// The error `JSONDecoder` throws for a body that is not JSON, with the reason underneath.
    static func invalidJSON(_ error: JSONSyntaxError) -> DecodingError {
        .dataCorrupted(
            .init(codingPath: [], debugDescription: "The given data was not valid JSON.", underlyingError: error))
    }
}
