public import AppConfig
import DesignTokens
public import FoundationEssentials
public import NetworkClient
import SQLiteDatabase
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `heroes doctor`'s checks, each a ``Check`` with its wording, and their lines.
///
/// The caller runs them in order and stops where one says the rest cannot run (settings that do
/// not resolve, a data source that cannot be used); choosing the data source and building the
/// HTTP client are the caller's, and so is the check of the embedded catalog's file, which this
/// package does not see.
public enum Doctor {
    /// The config file at `path`: a pass when there is none or it can be trusted, else a failure
    /// with the command that mends it (a file open to others) or the file to fix or remove.
    public static func configFile(atPath path: String) -> Check {
        do {
            if try ConfigFile.load(atPath: path) == nil {
                return Check("config file", .pass, "none at \(path) (settings come from the environment)")
            }
            return Check("config file", .pass, "\(path), yours, mode 600")
        } catch {
            let fix: String? =
                if case .insecureConfigFile(let path, _) = error { "run `chmod 600 \(path)`" } else { nil }
            return Check("config file", .fail, error.description, fix: fix ?? "fix or remove \(path)")
        }
    }

    /// The SQLite library linked in, and how a security update of it reaches heroes.
    public static var sqlite: Check {
        Check(
            "sqlite", .pass,
            "\(SQLiteDatabase.libraryVersion), linked in (build heroes again to take a SQLite security update)")
    }

    /// Settings that do not resolve (`error`, from AppConfig's `Settings.resolve`).
    public static func settings(failedWith error: ConfigError) -> Check {
        Check("settings", .fail, error.description, fix: "see `heroes config --help`")
    }

    /// The checks when the embedded catalog answers, whole and readable, with `heroes` records
    /// in `paths`' data folder: it passes, and the server's checks (base URL, keys, clock) and
    /// the cache's do not apply; `keysSet` says whether keys are set all the same.
    public static func embeddedCatalog(heroes: Int, paths: XDGPaths, keysSet: Bool) -> [Check] {
        [
            Check(
                "data source", .pass,
                "the embedded 2017 catalog (\(NumberFormat.count(heroes, "hero", "heroes"))) in "
                    + "\(paths.dataDirectory), every page checked by SQLite"),
            Check("base URL", .skip, "not set: the embedded catalog answers in-process"),
            Check(
                "keys", .skip,
                keysSet ? "set; not needed by the embedded catalog" : "not needed by the embedded catalog"),
            Check("clock", .skip, "no server to compare with"),
            Check("cache", .skip, "not used with the embedded catalog (\(paths.cacheDirectory))"),
        ]
    }

    /// The checks when a server answers: the data source (its URL, a password in it redacted),
    /// then ``ServerProbe/checks(client:baseURL:now:)`` through `client`; a verdict on the keys
    /// says so when `keysSet` is false.
    public static func server(at baseURL: URL, client: HTTPClient, keysSet: Bool) async -> [Check] {
        var server = await ServerProbe.checks(client: client, baseURL: baseURL)
        if !keysSet, let keys = server.firstIndex(where: { $0.name == "keys" }), server[keys].outcome != .skip {
            server[keys].detail += " without keys (none are set)"
        }
        return [Check("data source", .pass, "the server at \(Settings.redactingPassword(baseURL.absoluteString))")]
            + server
    }

    /// The cache in `folder`: that it opens (creating it when missing, as a data command would),
    /// what it holds and its size; a failure when it cannot be opened or read, or opens with a
    /// warning.
    public static func cache(in folder: String) async -> Check {
        let opening = SQLiteHeroesStore.open(directory: folder)
        guard let store = opening.store else {
            let reason = opening.failure.map(CacheAdvice.message(for:)) ?? "unknown reason"
            return Check(
                "cache", .fail, "\(folder) cannot be opened: \(reason)",
                fix: "point HEROES_CACHE_DIR at a folder of yours")
        }
        do throws(HeroesStoreError) {
            let stats = try await store.stats()
            let size = Double(stats.fileBytes ?? stats.bytes) / 1_048_576
            let warnings = opening.warnings.map(CacheAdvice.message(for:))
            let detail =
                "\(folder): \(NumberFormat.count(stats.pages, "page", "pages")), "
                + "\(NumberFormat.count(stats.heroes, "hero", "heroes")), \(oneDecimal(size)) MiB"
            guard warnings.isEmpty else {
                return Check(
                    "cache", .fail, detail + "; " + warnings.joined(separator: "; "), fix: "run `heroes cache clear`")
            }
            return Check("cache", .pass, detail)
        } catch {
            return Check(
                "cache", .fail, "\(folder) cannot be read: \(CacheAdvice.message(for: error))",
                fix: "run `heroes cache clear`")
        }
    }

    /// The checks as lines for a person: `pass  name: detail` (or `FAIL`, `skip`), then under a
    /// failure `      fix: …`; every detail and fix neutralised to one line.
    public static func lines(_ checks: [Check]) -> String {
        checks.map { check in
            let mark =
                switch check.outcome {
                case .pass: "pass"
                case .fail: "FAIL"
                case .skip: "skip"
                }
            var text = "\(mark)  \(check.name): \(TextLayout.singleLine(check.detail))\n"
            if let fix = check.fix { text += "      fix: \(TextLayout.singleLine(fix))\n" }
            return text
        }.joined()
    }

    /// `value` with one decimal, as printf's `%.1f` writes it in the C locale (FoundationEssentials
    /// has no `String(format:)`).
    static func oneDecimal(_ value: Double) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        _ = withVaList([value]) { vsnprintf(&buffer, buffer.count, "%.1f", $0) }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
