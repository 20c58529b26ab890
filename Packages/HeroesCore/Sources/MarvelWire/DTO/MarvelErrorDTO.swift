/// An error body in either of the API's two real shapes:
/// gateway errors `{"code":"InvalidCredentials","message":"…"}` and application errors
/// `{"code":409,"status":"…"}`.
public struct MarvelErrorDTO: Decodable, Sendable, Hashable {
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
        message = try container.decodeIfPresent(String.self, forKey: .message)
            ?? container.decodeIfPresent(String.self, forKey: .status) ?? ""
    }

    /// Creates a value.
    public init(code: String, message: String) {
        self.code = code
        self.message = message
    }
}
