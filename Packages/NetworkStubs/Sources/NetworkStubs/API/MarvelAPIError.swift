import AppConfig
public import FoundationEssentials
public import NetworkClient
public import MarvelWire

/// Every error the stub server answers with, each with the real API's status code and body.
///
/// Two shapes, as on the real API: gateway errors (`{"code":"InvalidCredentials","message":…}`,
/// string code) and application errors (`{"code":409,"status":…}`, integer code). Both are
/// written from the wire format's one definition, `MarvelErrorDTO` (see ``dto``).
public enum MarvelAPIError: Error, Sendable, Hashable {
    /// 409, no `apikey`: "You must provide a user key."
    case missingAPIKey
    /// 409, no `hash`: "You must provide a hash."
    case missingHash
    /// 409, no `ts`: "You must provide a timestamp."
    case missingTimestamp
    /// 401, an `apikey` other than the configured one: "The passed API key is invalid."
    case invalidAPIKey
    /// 401, a `hash` that is not `md5(ts + private + public)`.
    case invalidHash
    /// 429, past the daily budget: "You have exceeded your rate limit.  Please try again later."
    case rateLimited
    /// 404, a path the server does not serve.
    case resourceNotFound
    /// 405, a method other than GET or HEAD.
    case methodNotAllowed(method: String)
    /// 409, a query its operation does not take, with the API's text for `rejection`
    /// ("You may not request more than 100 items.", "We don't recognize the parameter X", …).
    case rejectedQuery(MarvelQueryRejection)
    /// 404, no record of that type with that id: "We couldn't find that character" (or comic,
    /// creator, event, series, story).
    case notFound(MarvelResource)
    /// An HTTP status injected by a fault (5xx, 429, …) with a gateway-style body.
    case injectedStatus(Int)
    /// 500, the catalog's database could not be read (a damaged file): the gateway's shape,
    /// `{"code":"InternalServerError","message":"The catalog could not be read."}`.
    case catalogUnreadable

    /// The HTTP status code.
    public var statusCode: Int {
        switch self {
        case .missingAPIKey, .missingHash, .missingTimestamp: 409
        case .invalidAPIKey, .invalidHash: 401
        case .rateLimited: 429
        case .resourceNotFound, .notFound: 404
        case .methodNotAllowed: 405
        case .rejectedQuery: 409
        case .injectedStatus(let code): code
        case .catalogUnreadable: 500
        }
    }

    /// The human-readable text: the `message` of a gateway error or the `status` of an application error.
    public var text: String {
        switch self {
        case .missingAPIKey: "You must provide a user key."
        case .missingHash: "You must provide a hash."
        case .missingTimestamp: "You must provide a timestamp."
        case .invalidAPIKey: "The passed API key is invalid."
        case .invalidHash: "That hash, timestamp and key combination is invalid."
        case .rateLimited: "You have exceeded your rate limit.  Please try again later."
        case .resourceNotFound: "The requested resource does not exist."
        case .methodNotAllowed(let method): "The method \(method) is not allowed. Use GET or HEAD."
        case .rejectedQuery(let rejection): rejection.text
        case .notFound(let resource): "We couldn't find that \(resource.singular)"
        case .injectedStatus(let code): Self.injectedText(code)
        case .catalogUnreadable: "The catalog could not be read."
        }
    }

    /// The gateway's string code for gateway errors (`"InvalidCredentials"`, …); `nil` for
    /// application errors, whose `code` is the integer status.
    public var gatewayCode: String? {
        switch self {
        case .missingAPIKey, .missingHash, .missingTimestamp: "MissingParameter"
        case .invalidAPIKey, .invalidHash: "InvalidCredentials"
        case .rateLimited: "RequestThrottled"
        case .resourceNotFound: "ResourceNotFound"
        case .methodNotAllowed: "MethodNotAllowed"
        case .injectedStatus(let code): Self.injectedCode(code)
        case .catalogUnreadable: "InternalServerError"
        default: nil
        }
    }

    /// The body as the wire format's error: the gateway's word as `code` for a gateway error,
    /// the status for an application error.
    public var dto: MarvelErrorDTO {
        MarvelErrorDTO(code: gatewayCode ?? String(statusCode), message: text)
    }

    /// The exact body, e.g. `{"code":409,"status":"You may not request more than 100 items."}`
    /// or `{"code":"MissingParameter","message":"You must provide a user key."}`.
    public var body: String {
        var writer = JSONWriter(capacity: 64 + text.utf8.count)
        dto.write(to: &writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// The full response: status, JSON body, `Content-Type`, `Date` and, for 405, `Allow`.
    public func response(now: Date) -> HTTPResponse {
        var headers: HTTPHeaders = ["Content-Type": MarvelAPI.contentType, "Date": MarvelDate.httpDate(now)]
        if case .methodNotAllowed = self { headers["Allow"] = "GET, HEAD" }
        let data = Data(body.utf8)
        headers["Content-Length"] = String(data.count)
        return HTTPResponse(statusCode: statusCode, headers: headers, body: data)
    }

    private static func injectedCode(_ code: Int) -> String? {
        switch code {
        case 429: "RequestThrottled"
        case 500: "InternalServerError"
        case 502: "BadGateway"
        case 503: "ServiceUnavailable"
        case 504: "GatewayTimeout"
        case 500...599: "ServerError"
        default: nil
        }
    }

    private static func injectedText(_ code: Int) -> String {
        switch code {
        case 429: "You have exceeded your rate limit.  Please try again later."
        case 500: "An internal server error occurred."
        case 502: "The gateway received an invalid response."
        case 503: "The service is temporarily unavailable."
        case 504: "The gateway timed out."
        case 500...599: "The server could not answer."
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 409: "Conflict"
        default: "HTTP status \(code)"
        }
    }
}
