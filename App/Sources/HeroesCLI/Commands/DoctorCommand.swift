import AppConfig
import ArgumentParser
import HeroesCore
import MarvelWire
import NetworkStubs

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
            try Console.out(Doctor.lines(checks))
        }
        if let failed = checks.first(where: { $0.outcome == .fail }) {
            throw Self.status(of: failed).exitCode
        }
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

    /// Every check, in order (``Doctor``'s), with the data source and the HTTP client wired as
    /// every command wires them.
    static func checks(timeout: Double) async -> [Check] {
        var checks = [Doctor.configFile(atPath: XDGPaths().configFile), Doctor.sqlite]
        let settings: Settings
        do {
            settings = try Settings.resolve()
        } catch {
            return checks + [Doctor.settings(failedWith: error)]
        }
        let source: DataSource
        do {
            source = try DataSource.choose(settings, timeout: timeout)
        } catch {
            return checks + [Check("data source", .fail, error.description, fix: Advice.fix(for: error))]
        }
        if let catalog = source.catalog {
            // Every page read (a second or so): damage no query has met yet is found, and the
            // file written again, here.
            do throws(SnapshotError) {
                try catalog.checkIntegrity()
            } catch {
                return checks + [Check("data source", .fail, error.description, fix: Advice.fix(for: error))]
            }
            return checks
                + Doctor.embeddedCatalog(
                    heroes: catalog.count, paths: settings.paths, keysSet: settings.credentials != nil)
        }
        let client = HTTPStack.client(
            transport: source.transport, credentials: source.credentials, logsAPI: settings.logsAPI, timeout: timeout)
        checks += await Doctor.server(at: source.baseURL, client: client, keysSet: source.credentials != nil)
        checks.append(await Doctor.cache(in: settings.paths.cacheDirectory))
        return checks
    }
}
