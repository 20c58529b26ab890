import AppConfig
import CommandLinePlatform
import FoundationEssentials
import HeroesCore
import NetworkClient
import NetworkStubs

/// What to type next, added to what HeroesCore and NetworkStubs say happened: the description,
/// then the advice, which names the flags and variables of `heroes` and where each setting came
/// from. A cache failure or warning is worded by HeroesCore's `CacheAdvice`.
enum Advice {
    /// The line for `error`: its description, then what to do about it, if anything. With
    /// `settings`, the advice names where the base URL and each key came from (a variable, or
    /// the config file's key and path); a refusal when no keys are set says that none are; a
    /// failure of the embedded catalog (no base URL), which no retry mends, sends to the doctor.
    static func message(for error: HeroesError, settings: Settings? = nil) -> String {
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

    /// The line for a catalog file that cannot be written or opened: its description, then
    /// `; ` and what to do when the description does not say it.
    static func message(for error: SnapshotError) -> String {
        guard case .fileOpenToOthers = error, let fix = fix(for: error) else { return error.description }
        return error.description + "; " + fix
    }

    /// What to do about a catalog file that cannot be written or opened, for `heroes doctor`'s
    /// fix: the command that mends a file open to others (its path quoted for any shell), the
    /// file to remove, or the setting to change.
    static func fix(for error: SnapshotError) -> String? {
        switch error {
        case .fileOpenToOthers(let path, _):
            let words = ["chmod", "600"] + (path.hasPrefix("-") ? ["--", path] : [path])
            return ShellWords.command(words).map { "run `\($0)`" }
                ?? "make the catalog file readable by you alone (chmod 600), or remove it"
        case .untrustedFile, .cannotOpen:
            return "remove the catalog file; heroes writes it again"
        case .damagedBinary:
            return "reinstall heroes"
        case .cannotCreateFolder, .untrustedFolder, .notWritable, .diskFull, .writeFailed:
            return "point XDG_DATA_HOME at a folder of yours"
        }
    }

    /// The sentence of advice for `error`, or `nil` when its description says all there is;
    /// `settings` say where the base URL and the keys came from (the variables when unknown).
    static func advice(for error: HeroesError, settings: Settings? = nil) -> String? {
        let baseURL = settings?.sources["base_url"]?.description ?? "HEROES_BASE_URL"
        return switch error {
        case .notFound(.characters, _, _):
            "Try `heroes list` to see the ids."
        case .notFound(.comics, _, _):
            "Try `heroes show <id-or-name> --comics` to see the ids of a hero's comics."
        case .notFound:
            nil
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
        case .tooManyCalls(_, let calls, _):
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
