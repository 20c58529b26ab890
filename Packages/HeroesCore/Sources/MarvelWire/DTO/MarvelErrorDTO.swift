/// An error body in either of the API's two real shapes:
/// gateway errors `{"code":"InvalidCredentials","message":"…"}` and application errors
/// `{"code":409,"status":"…"}`. A server writes both from this one type: a ``code`` that is a
/// number is an application error, any other a gateway error.
public struct MarvelErrorDTO: Codable, Sendable, Hashable {
    /// The code: a number (`"409"`) for application errors, a word (`"InvalidCredentials"`) for gateway errors.
    public let code: String
    /// The human message (`message` or `status`).
    public let message: String

    private enum CodingKeys: String, CodingKey { case code, message, status }

    /// Decodes either shape.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let number = try? container.decode(Int.self, forKey: .code) {
            code = String(number)
        } else {
            code = try container.decode(String.self, forKey: .code)
        }
        message =
            try container.decodeIfPresent(String.self, forKey: .message)
            ?? container.decodeIfPresent(String.self, forKey: .status) ?? ""
    }

    /// Creates a value.
    public init(code: String, message: String) {
        self.code = code
        self.message = message
    }

    /// The code as the HTTP status it is in an application error (`409` for
    /// `{"code":409,"status":…}`); `nil` for a gateway error, whose code is a word.
    public var numericCode: Int? { Int(code) }

    /// Encodes the shape ``numericCode`` says: `code` as a number with `status`, or `code` as a
    /// string with `message`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if let numericCode {
            try container.encode(numericCode, forKey: .code)
            try container.encode(message, forKey: .status)
        } else {
            try container.encode(code, forKey: .code)
            try container.encode(message, forKey: .message)
        }
    }
}
