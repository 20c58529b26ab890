import AppConfig
import ArgumentParser
import DesignTokens
import FoundationEssentials
import MarvelWire
#if canImport(Glibc)
import Glibc
#endif
import HeroesCore
import NetworkStubs
import SQLiteDatabase

/// `heroes doctor`: each part of the set-up checked, one line each, a pass or a fix.
struct DoctorCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check the set-up: config file, SQLite, data source, server, keys, clock and cache.",
        discussion: """
            Each line is a pass, a failure with what to do, or a check that does not apply. With \
            a server (HEROES_BASE_URL or base_url), one signed call checks that it answers, that \
            it accepts the keys and that the clocks agree (its Date header, within 5 minutes). \
            The exit status is 0 when nothing fails, else that of the first failure (see \
            `heroes exit-codes`).

            Examples:
              heroes doctor
              heroes doctor --json | jq '.[] | select(.outcome == "fail")'
            """
    )

    /// A flag: the checks have no field list (see ``JSONArgument/wholeObjectCommands``).
    @Flag(name: .long, help: "Print the checks as JSON: name, outcome (pass, fail, skip), detail, fix.")
    var json = false

    @Option(
        name: .long, help: ArgumentHelp("How long the call to the server may take, in seconds.", valueName: "seconds"))
    var timeout: Double = 10

    func validate() throws {
        try GlobalChoices.validate(timeout: timeout)
    }

    func run() async throws {
        let checks = await Self.checks(timeout: timeout)
        if json {
            try Console.out(JSONText.render(checks, layout: OutputTarget.detect().jsonLayout))
        } else {
            try Console.out(checks.map(Self.line).joined())
        }
        if let failed = checks.first(where: { $0.outcome == .fail }) {
            throw Self.status(of: failed).exitCode
        }
    }

    /// One check as lines: `pass  name: detail`, then for a failure `      fix: …`.
    static func line(_ check: Check) -> String {
        let mark =
            switch check.outcome {
            case .pass: "pass"
            case .fail: "FAIL"
            case .skip: "skip"
            }
        var text = "\(mark)  \(check.name): \(TextLayout.singleLine(check.detail))\n"
        if let fix = check.fix { text += "      fix: \(TextLayout.singleLine(fix))\n" }
        return text
    }

    /// The exit status a failed check ends the command with.
    static func status(of check: Check) -> ExitStatus {
        switch check.name {
        case "config file", "settings": .configuration
        case "base URL": .unavailable
        case "keys": .permission
        case "data source", "cache": .ioError
        default: .failure
        }
    }

    /// Every check, in order.
    static func checks(timeout: Double) async -> [Check] {
        var checks: [Check] = []
        let file = XDGPaths().configFile
        do {
            if try ConfigFile.load(atPath: file) == nil {
                checks.append(Check("config file", .pass, "none at \(file) (settings come from the environment)"))
            } else {
                checks.append(Check("config file", .pass, "\(file), yours, mode 600"))
            }
        } catch {
            let fix: String? =
                if case .insecureConfigFile(let path, _) = error { "run `chmod 600 \(path)`" } else { nil }
            checks.append(Check("config file", .fail, error.description, fix: fix ?? "fix or remove \(file)"))
        }
        checks.append(
            Check(
                "sqlite", .pass,
                "\(SQLiteDatabase.libraryVersion), linked in (build heroes again to take a SQLite security update)"))
        let settings: Settings
        do {
            settings = try Settings.resolve()
        } catch {
            checks.append(Check("settings", .fail, error.description, fix: "see `heroes config --help`"))
            return checks
        }
        let source: DataSource
        do {
            source = try DataSource.choose(settings, timeout: timeout)
        } catch {
            checks.append(Check("data source", .fail, error.description, fix: Advice.fix(for: error)))
            return checks
        }
        if let catalog = source.catalog {
            // Every page read (a second or so): damage no query has met yet is found, and the
            // file written again, here.
            do throws(SnapshotError) {
                try catalog.checkIntegrity()
            } catch {
                checks.append(Check("data source", .fail, error.description, fix: Advice.fix(for: error)))
                return checks
            }
            let heroes = NumberFormat.count(catalog.count, "hero", "heroes")
            checks.append(
                Check(
                    "data source", .pass,
                    "the embedded 2017 catalog (\(heroes)) in \(settings.paths.dataDirectory), "
                        + "every page checked by SQLite"))
            checks.append(Check("base URL", .skip, "not set: the embedded catalog answers in-process"))
            checks.append(
                Check(
                    "keys", .skip,
                    settings.credentials == nil
                        ? "not needed by the embedded catalog" : "set; not needed by the embedded catalog"))
            checks.append(Check("clock", .skip, "no server to compare with"))
            checks.append(
                Check("cache", .skip, "not used with the embedded catalog (\(settings.paths.cacheDirectory))"))
            return checks
        }
        checks.append(
            Check("data source", .pass, "the server at \(Settings.redactingPassword(source.baseURL.absoluteString))"))
        let client = HTTPStack.client(
            transport: source.transport, credentials: source.credentials, logsAPI: settings.logsAPI, timeout: timeout)
        var server = await ServerProbe.checks(client: client, baseURL: source.baseURL)
        if source.credentials == nil, let keys = server.firstIndex(where: { $0.name == "keys" }),
            server[keys].outcome != .skip
        {
            server[keys].detail += " without keys (none are set)"
        }
        checks += server
        checks.append(await cacheCheck(settings.paths.cacheDirectory))
        return checks
    }

    /// The cache: where it is, that it opens, and what it holds.
    static func cacheCheck(_ folder: String) async -> Check {
        let opening = SQLiteHeroesStore.open(directory: folder)
        guard let store = opening.store else {
            let reason = opening.failure.map(Advice.message(for:)) ?? "unknown reason"
            return Check(
                "cache", .fail, "\(folder) cannot be opened: \(reason)",
                fix: "point HEROES_CACHE_DIR at a folder of yours")
        }
        do throws(HeroesStoreError) {
            let stats = try await store.stats()
            let size = Double(stats.fileBytes ?? stats.bytes) / 1_048_576
            let warnings = opening.warnings.map(Advice.message(for:))
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
                "cache", .fail, "\(folder) cannot be read: \(Advice.message(for: error))",
                fix: "run `heroes cache clear`")
        }
    }
}

/// `value` with one decimal, as printf's `%.1f` writes it in the C locale (the size the cache
/// check reports; FoundationEssentials has no `String(format:)`).
private func oneDecimal(_ value: Double) -> String {
    var buffer = [CChar](repeating: 0, count: 64)
    _ = withVaList([value]) { vsnprintf(&buffer, buffer.count, "%.1f", $0) }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
