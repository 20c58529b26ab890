/// An HTTP request method such as `GET` or `HEAD`.
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The method's name as sent on the wire, for example `"GET"`.
    public let rawValue: String

    /// Creates a method from its wire name; the name is upper-cased.
    public init(rawValue: String) { self.rawValue = rawValue.uppercased() }

    /// `GET`: read a resource.
    public static let get = HTTPMethod(rawValue: "GET")
    /// `HEAD`: read a resource's headers only.
    public static let head = HTTPMethod(rawValue: "HEAD")
    /// `POST`: submit data.
    public static let post = HTTPMethod(rawValue: "POST")
    /// `PUT`: replace a resource.
    public static let put = HTTPMethod(rawValue: "PUT")
    /// `DELETE`: remove a resource.
    public static let delete = HTTPMethod(rawValue: "DELETE")
    /// `PATCH`: change part of a resource.
    public static let patch = HTTPMethod(rawValue: "PATCH")
    /// `OPTIONS`: ask which methods a resource allows.
    public static let options = HTTPMethod(rawValue: "OPTIONS")

    /// Whether sending the request twice has the same effect as sending it once (RFC 9110 §9.2.2).
    var isIdempotent: Bool {
        ["GET", "HEAD", "PUT", "DELETE", "OPTIONS", "TRACE"].contains(rawValue)
    }

    /// The wire name.
    public var description: String { rawValue }
}
