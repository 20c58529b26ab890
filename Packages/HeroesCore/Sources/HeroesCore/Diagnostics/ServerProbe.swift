public import FoundationEssentials
public import NetworkClient
import MarvelWire

/// What one signed call to a Marvel-compatible server says about the set-up (`heroes doctor`):
/// whether the base URL answers as a Marvel API, whether the keys are accepted, and how far the
/// local clock is from the server's (its `Date` header).
public enum ServerProbe {
    /// How far the clocks may be apart before it is a failure: past it, cache ages and the
    /// `ts` of signed calls are off by as much.
    public static let largestSkew: TimeInterval = 300

    /// The checks for the server at `baseURL`, from one call of `GET /v1/public/characters?limit=1&offset=0`
    /// through `client` (signed by its middlewares), judged at `now`.
    ///
    /// The base URL passes only when the answer is the API's: a success whose body decodes as
    /// the API's envelope and answers the call (as `heroes list` decodes and checks it), or a
    /// refusal with the API's error body. Anything else (a web page, a static server's 404) is
    /// "not a Marvel API", and the keys and the clock are then not checked.
    public static func checks(client: HTTPClient, baseURL: URL, now: @Sendable () -> Date = { Date() }) async -> [Check]
    {
        let request = ListRequest(MarvelRoute(.characters), limit: 1)
        let url = baseURL.absoluteString
        let response: HTTPResponse
        do {
            response = try await client.send(HTTPRequest(url: request.pagedRoute.url(baseURL: baseURL)))
        } catch {
            let reason = (error as? NetworkError).map { "\($0)" } ?? "\(error)"
            return failedBaseURL(
                "\(url) did not answer: \(reason)",
                fix: "start the server, or fix base_url (`heroes config set base_url URL`) or HEROES_BASE_URL",
                because: "the server did not answer")
        }
        let status = response.statusCode
        let apiError = try? MarvelJSONDecoder().decode(MarvelErrorDTO.self, from: response.body)
        let keys: Check
        switch status {
        case 200..<300:
            do throws(HeroesError) {
                _ = try MarvelResponseDecoder.list(response.body, request: request, as: Hero.self, server: url)
            } catch {
                let reason = if case .invalidResponse(let reason, _, _) = error { reason } else { "\(error)" }
                return notMarvel("\(url) answered HTTP \(status), but this is not a Marvel API: \(reason)")
            }
            keys = Check("keys", .pass, "a signed call was accepted")
        case 500...599 where apiError == nil:
            return failedBaseURL(
                "\(url) answered HTTP \(status), a server error", fix: "try again later; if it lasts, check the server",
                because: "the server failed")
        case _ where apiError == nil:
            return notMarvel("\(url) answered HTTP \(status) without the API's error body: this is not a Marvel API")
        case 401, 403, 409:
            keys = Check(
                "keys", .fail, "the server refused a signed call (HTTP \(status))",
                fix: "set the keys: `heroes config set public_key`, then `heroes config set private_key`")
        default:
            keys = Check(
                "keys", .fail, "the server answered HTTP \(status) to a signed call",
                fix: "check the server and base_url")
        }
        return [
            Check("base URL", .pass, "\(url) answers as a Marvel API (HTTP \(status))"), keys,
            clock(dateHeader: response.headers["Date"], now: now()),
        ]
    }

    /// The base URL failed with `detail` and `fix`, and the keys and the clock not checked
    /// `because` of it.
    private static func failedBaseURL(_ detail: String, fix: String, because reason: String) -> [Check] {
        [
            Check("base URL", .fail, detail, fix: fix),
            Check("keys", .skip, "not checked: \(reason)"),
            Check("clock", .skip, "not checked: \(reason)"),
        ]
    }

    /// The checks for a server that answered, but not as a Marvel API: `detail` says how.
    private static func notMarvel(_ detail: String) -> [Check] {
        failedBaseURL(
            detail,
            fix:
                "point base_url (`heroes config set base_url URL`) or HEROES_BASE_URL at a Marvel-compatible server, such as `heroes serve`",
            because: "the server is not a Marvel API")
    }

    /// The clock check from a server's `Date` header.
    public static func clock(dateHeader: String?, now: Date) -> Check {
        guard let dateHeader, let serverDate = MarvelDate.parseHTTPDate(dateHeader) else {
            return Check("clock", .skip, "the server sent no Date header to compare with")
        }
        let skew = now.timeIntervalSince(serverDate)
        let seconds = Int(skew.rounded())
        let text =
            seconds == 0
            ? "in step with the server" : "\(abs(seconds)) s \(seconds > 0 ? "ahead of" : "behind") the server"
        guard abs(skew) <= largestSkew else {
            return Check(
                "clock", .fail, "this machine's clock is \(text)",
                fix: "set the clock (for example with NTP: `timedatectl set-ntp true`)")
        }
        return Check("clock", .pass, "this machine's clock is \(text)")
    }
}
