public import FoundationEssentials
public import NetworkClient
import MarvelWire

/// What one signed call to a Marvel-compatible server says about the set-up (`heroes doctor`):
/// whether the base URL answers, whether the keys are accepted, and how far the local clock is
/// from the server's (its `Date` header).
public enum ServerProbe {
    /// How far the clocks may be apart before it is a failure: past it, cache ages and the
    /// `ts` of signed calls are off by as much.
    public static let largestSkew: TimeInterval = 300

    /// The checks for the server at `baseURL`, from one call of `GET /v1/public/characters?limit=1`
    /// through `client` (signed by its middlewares), judged at `now`.
    public static func checks(client: HTTPClient, baseURL: URL, now: @Sendable () -> Date = { Date() }) async -> [Check]
    {
        let url = MarvelRoute(.characters, query: [URLQueryItem(name: "limit", value: "1")]).url(baseURL: baseURL)
        let response: HTTPResponse
        do {
            response = try await client.send(HTTPRequest(url: url))
        } catch {
            let reason = (error as? NetworkError).map { "\($0)" } ?? "\(error)"
            return [
                Check(
                    "base URL", .fail, "\(baseURL.absoluteString) did not answer: \(reason)",
                    fix: "start the server, or fix base_url (`heroes config set base_url URL`) or HEROES_BASE_URL"),
                Check("keys", .skip, "not checked: the server did not answer"),
                Check("clock", .skip, "not checked: the server did not answer"),
            ]
        }
        var checks = [Check("base URL", .pass, "\(baseURL.absoluteString) answers (HTTP \(response.statusCode))")]
        switch response.statusCode {
        case 200..<300:
            checks.append(Check("keys", .pass, "a signed call was accepted"))
        case 401, 403, 409:
            checks.append(
                Check(
                    "keys", .fail, "the server refused a signed call (HTTP \(response.statusCode))",
                    fix: "set the keys: `heroes config set public_key`, then `heroes config set private_key`"))
        default:
            checks.append(
                Check(
                    "keys", .fail, "the server answered HTTP \(response.statusCode) to a signed call",
                    fix: "check the server and base_url"))
        }
        checks.append(clock(dateHeader: response.headers["Date"], now: now()))
        return checks
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
