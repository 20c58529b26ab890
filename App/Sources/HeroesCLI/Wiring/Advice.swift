import FoundationEssentials
import HeroesCore
import NetworkClient

/// What to type next, added to what HeroesCore says happened. HeroesCore does not know that it
/// runs as `heroes`, which flags the command has or which variables it reads, so every error
/// and cache warning `heroes` writes is composed here: the description, then the advice.
enum Advice {
    /// The line for `error`: its description, then what to do about it, if anything.
    static func message(for error: HeroesError) -> String {
        guard let advice = advice(for: error) else { return error.description }
        return error.description + " " + advice
    }

    /// The line for a cache failure: its description, then `; ` and what to do, if anything.
    static func message(for error: HeroesStoreError) -> String {
        guard let advice = advice(for: error) else { return error.description }
        return error.description + "; " + advice
    }

    /// The line for a cache warning: a warning that quotes a cache failure gets that failure's
    /// advice right after the quote, before what the warning means for the command.
    static func message(for warning: CacheWarning) -> String {
        let text = warning.description
        switch warning {
        case .unavailable(let error), .operationFailed(let error):
            guard advice(for: error) != nil, let quoted = text.firstRange(of: error.description) else { return text }
            var advised = text
            advised.replaceSubrange(quoted, with: message(for: error))
            return advised
        case .sharedFolder:
            return String(text.dropLast()) + ": point HEROES_CACHE_DIR at a folder of your own."
        case .movedAside:
            return text
        }
    }

    /// The sentence of advice for `error`, or `nil` when its description says all there is.
    static func advice(for error: HeroesError) -> String? {
        switch error {
        case .notFound:
            "Try `heroes list` to see the ids."
        case .notFoundNamed(let name):
            "Try `\(ShellWords.command(["heroes", "list"] + ShellWords.option("--name-starts-with", String(name.prefix(3)))) ?? "heroes list")`."
        case .unauthorized:
            "Check MARVEL_PUBLIC_KEY and MARVEL_PRIVATE_KEY."
        case .invalidResponse:
            "Check HEROES_BASE_URL."
        case .notCached:
            "Run the command once without --offline while online."
        case .tooManyCalls(_, let calls, _):
            "Narrow the list with a filter, or raise the limit with --max-calls \(calls)."
        case .network(.cannotConnect, _):
            "Check that the server is running and HEROES_BASE_URL is right, then try again."
        case .network(.dnsFailure, _):
            "Check HEROES_BASE_URL and your network, then try again."
        case .network(.invalidURL, _):
            "Fix HEROES_BASE_URL."
        case .network, .rateLimited, .rejected, .serverError:
            nil
        }
    }

    /// The advice for a cache failure, or `nil` when its description says all there is.
    static func advice(for error: HeroesStoreError) -> String? {
        switch error {
        case .cannotCreateFolder:
            "check XDG_CACHE_HOME"
        case .diskFull:
            "free some space or run `heroes cache clear`"
        case .untrustedFolder, .untrustedFile:
            "remove it, or point HEROES_CACHE_DIR at a folder of your own"
        case .readOnly, .corrupt, .busy, .entryTooLarge, .failed:
            nil
        }
    }
}
