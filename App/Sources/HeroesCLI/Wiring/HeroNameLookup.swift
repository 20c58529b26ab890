import ArgumentParser
import CommandLinePlatform
import DesignTokens
import HeroesCore

/// `heroes show NAME`: the hero a name typed as people type it names (``NameMatch``), looked up
/// among every hero's name, read from the catalog when the data is the embedded one, else asked
/// of the server (its exact `name` filter first, one call; then the whole list, cached).
enum HeroNameLookup {
    /// The most candidates a "did you mean" lists.
    static let suggestionLimit = 8

    /// The id of the hero named `text`; no such hero, or several, ends the command (exit 66)
    /// with the candidates as commands to paste.
    static func id(named text: String, in environment: AppEnvironment, policy: CachePolicy) async throws(ExitCode)
        -> Int
    {
        let names: [NamedRecord]
        do {
            if let catalog = environment.catalog {
                names = catalog.names(of: .characters).map { NamedRecord(id: $0.id, name: $0.name) }
            } else {
                if let id = try await exactMatch(text, in: environment.repository, policy: policy) { return id }
                // The whole list, once (then cached): a progress line on a terminal meanwhile.
                let progress = ProgressLine()
                defer { progress.finish() }
                names = try await environment.repository.heroNames(policy: policy, progress: progress.update)
            }
        } catch {
            throw Console.fail(environment.message(for: error), ExitStatus(error))
        }
        switch NameMatch.find(text, in: names, suggestionLimit: suggestionLimit) {
        case .found(let record):
            return record.id
        case .empty:
            throw Console.fail("the hero name \"\(text)\" has no letter or digit in it.", .usage)
        case .none(let suggestions) where suggestions.isEmpty:
            throw Console.fail(environment.message(for: .notFoundNamed(text)), .notFound)
        case .none(let suggestions):
            Console.err("heroes: no hero is named \"\(text)\". Did you mean one of these?")
            for line in commands(for: suggestions, among: names) { Console.err("  " + line) }
            throw ExitStatus.notFound.exitCode
        case .several(let candidates):
            Console.err(
                "heroes: \(NumberFormat.count(candidates.count, "hero is", "heroes are")) named \"\(text)\". Did you mean one of these?"
            )
            for line in commands(for: candidates, among: names) { Console.err("  " + line) }
            throw ExitStatus.notFound.exitCode
        }
    }

    /// The id the server's exact `name` filter finds (one call), or `nil`: none, or (offline)
    /// that answer not cached, when the whole cached list may still have the name.
    private static func exactMatch(_ text: String, in repository: HeroesRepository, policy: CachePolicy)
        async throws(HeroesError) -> Int?
    {
        do {
            return try await repository.page(HeroesQuery(limit: 1, name: text), policy: policy).value.heroes.first?.id
        } catch .notCached {
            return nil
        }
    }

    /// The lines offering `heroes show …` for each record: by name, quoted for every shell
    /// (``ShellWords/quoted(_:)``), when that name finds the record alone and `heroes show`
    /// reads it as a name (``HeroReference``: not digits, which are an id); else the name
    /// (neutralised) on a line of its own, then the command by id alone on the next, so that no
    /// pasted line holds the name as shell text.
    static func commands(for records: [NamedRecord], among names: [NamedRecord]) -> [String] {
        records.flatMap { record in
            if !record.name.hasPrefix("-"), case .name? = try? HeroReference(parsing: record.name),
                let command = ShellWords.command(["heroes", "show", record.name]),
                case .found(let found) = NameMatch.find(record.name, in: names), found == record
            {
                return [command]
            }
            return ["\(TerminalText.neutralized(record.name)), id \(record.id):", "  heroes show \(record.id)"]
        }
    }
}
