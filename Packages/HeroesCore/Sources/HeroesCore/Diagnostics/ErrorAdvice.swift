public import AppConfig
import CommandLinePlatform

/// What to tell a person about a failed command: the error's description, then what to type
/// next.
///
/// ``HeroesError`` says what happened; this adds the advice `heroes` gives, which names its flags
/// and variables and where each setting came from (`Settings.sources`), so that every data
/// command words a failure the same way. A cache failure is ``CacheAdvice``'s.
public enum ErrorAdvice {
    /// The line for `error`: its description, then what to do about it, if anything. With
    /// `settings`, the advice names where the base URL and each key came from (a variable, or
    /// the config file's key and path); a refusal when no keys are set says that none are; a
    /// failure of the embedded catalog (no base URL), which no retry mends, sends to the doctor.
    public static func message(for error: HeroesError, settings: Settings? = nil) -> String {
        if case .serverError = error, let settings, settings.baseURL == nil {
            return "the embedded catalog could not be read. Run `heroes doctor`: it checks the catalog file "
                + "and writes it again when it is damaged."
        }
        if case .unauthorized(let message) = error, let settings, settings.credentials == nil {
            return "the server wants API keys and none are set (\(message)). Set MARVEL_PUBLIC_KEY and "
                + "MARVEL_PRIVATE_KEY, or run `heroes config set public_key` and `heroes config set private_key`."
        }
        guard let advice = advice(for: error, settings: settings) else { return error.description }
        return error.description + " " + advice
    }

    /// The sentence of advice for `error`, or `nil` when its description says all there is;
    /// `settings` say where the base URL and the keys came from (the variables when unknown).
    public static func advice(for error: HeroesError, settings: Settings? = nil) -> String? {
        let baseURL = settings?.sources["base_url"]?.description ?? "HEROES_BASE_URL"
        return switch error {
        case .notFound(.characters, _, _):
            "Try `heroes list` to see the ids."
        case .notFound(let resource, _, _):
            "Try `heroes \(resource.rawValue) list` to see the ids."
        case .notFoundNamed(let name):
            "Try `\(ShellWords.command(["heroes", "list"] + ShellWords.option("--name-starts-with", String(name.prefix(3)))) ?? "heroes list")`."
        case .unauthorized:
            if let publicKey = settings?.sources["public_key"], let privateKey = settings?.sources["private_key"] {
                "Check the public key (\(publicKey)) and the private key (\(privateKey))."
            } else {
                "Check MARVEL_PUBLIC_KEY and MARVEL_PRIVATE_KEY."
            }
        case .invalidResponse:
            "Check \(baseURL)."
        case .notCached:
            "Run the command once without --offline while online."
        case .tooManyCalls(_, _, let calls, _):
            "Narrow the list with a filter, or raise the limit with --max-calls \(calls)."
        case .network(.cannotConnect, _):
            "Check that the server is running and \(baseURL) is right, then try again."
        case .network(.dnsFailure, _):
            "Check \(baseURL) and your network, then try again."
        case .network(.invalidURL, _):
            "Fix \(baseURL)."
        case .network, .rateLimited, .rejected, .serverError:
            nil
        }
    }
}
