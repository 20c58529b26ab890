import AppConfig
import ArgumentParser
import HeroesCore

/// The exit statuses `heroes` uses (BSD sysexits), listed by `heroes exit-codes` and the README.
enum ExitStatus: Int32, CaseIterable {
    case success = 0
    case failure = 1
    case usage = 64
    case dataError = 65
    case notFound = 66
    case unavailable = 69
    case permission = 77
    case ioError = 74
    case configuration = 78
    case interrupted = 130
    case readerGone = 141

    var meaning: String {
        switch self {
        case .success: "success (an empty page past the end included)"
        case .failure: "an unexpected failure; `heroes config get` of a key that is not set"
        case .usage:
            "bad arguments: a mistyped command (the nearest is suggested), an unknown flag or config key, a page below 1, an id that is not a number, --all past --max-calls, browse without a terminal"
        case .dataError: "the server's answer was not a Marvel API response"
        case .notFound:
            "no hero with that id or name, or several (\"did you mean\" lists them), or none to pick at random"
        case .unavailable: "the server could not be reached, failed or throttled, and nothing usable was cached"
        case .permission: "the server refused the API keys"
        case .ioError:
            "the output, the cache or the embedded catalog could not be written or read: a full disk, a standard output closed before heroes wrote to it, or a cache or data folder heroes may not write or does not trust"
        case .configuration: "bad configuration: HEROES_BASE_URL, the config file or a half-set key pair"
        case .interrupted:
            "interrupted by Ctrl-C (SIGINT) during --all or a page of over 100 (what arrived is cached), or in browse"
        case .readerGone:
            "the reader of standard output went away (heroes list --all | head -1): quietly, as SIGPIPE would end it"
        }
    }

    init(_ error: HeroesError) {
        switch error {
        case .notFound, .notFoundNamed: self = .notFound
        case .tooManyCalls: self = .usage
        case .unauthorized: self = .permission
        case .invalidResponse: self = .dataError
        case .rejected: self = .dataError
        case .network(.invalidURL, _): self = .configuration
        case .network, .serverError, .rateLimited, .notCached: self = .unavailable
        }
    }

    var exitCode: ExitCode { ExitCode(rawValue) }
}
