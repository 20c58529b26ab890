import ArgumentParser
import HeroesCore
import MarvelWire

/// A filter by names where the API takes ids: `--with "Spider-Man" --with Wolverine` (the heroes
/// who all appear), `--by "Stan Lee"` (creators), `--in "Civil War"` (events). Each name (or id)
/// is looked up as `show NAME` looks it up (``NameLookup``), then sent as the API's id filter
/// (``parameter(names:on:)``).
enum NamedFilter: CaseIterable {
    case with, by, inEvent, inSeries

    /// The option's flag.
    var flag: String {
        switch self {
        case .with: "--with"
        case .by: "--by"
        case .inEvent: "--in"
        case .inSeries: "--in-series"
        }
    }

    /// What the shells offer for its value: the names of ``resource``'s records.
    var names: CompletionKind { .custom(NameCompletions.records(of: resource)) }

    /// Whose names it takes.
    var resource: MarvelResource {
        switch self {
        case .with: .characters
        case .by: .creators
        case .inEvent: .events
        case .inSeries: .series
        }
    }

    /// The id filter `count` names make on `operation`, or `nil` when it takes none: every one
    /// of them (`sharedAppearances`, and `collaborators` for several creators) where the list
    /// has that filter, else any of them (`characters`, `creators`, `events`, `series`).
    func parameter(names count: Int, on operation: MarvelOperation) -> MarvelParameter? {
        let any = MarvelParameter(ids: resource)
        let every: MarvelParameter? =
            switch self {
            case .with: .sharedAppearances
            case .by: count > 1 ? .collaborators : nil
            case .inEvent, .inSeries: nil
            }
        if let every, operation.takes(every) { return every }
        return operation.takes(any) ? any : nil
    }

    /// The id of the record `text` names (digits are an id, anything else a name looked up as
    /// `show NAME` looks it up); a name that finds none, or several, ends the command (exit 66),
    /// offering the command `retrying` makes with each candidate in the place of `text`.
    func id(
        of text: String, in environment: AppEnvironment, retrying: @escaping (String) -> [String]
    ) async throws(ExitCode) -> Int {
        let reference: HeroReference
        do {
            reference = try HeroReference(parsing: text, noun: resource.noun)
        } catch {
            throw Console.fail(error.message, .usage)
        }
        switch (reference, self) {
        case (.id(let id), _): return id
        case (.name(let name), .with):
            return try await NameLookup.id(
                named: name, as: Hero.self, in: environment, policy: environment.policy, retrying: retrying)
        case (.name(let name), .by):
            return try await NameLookup.id(
                named: name, as: Creator.self, in: environment, policy: environment.policy, retrying: retrying)
        case (.name(let name), .inEvent):
            return try await NameLookup.id(
                named: name, as: Event.self, in: environment, policy: environment.policy, retrying: retrying)
        case (.name(let name), .inSeries):
            return try await NameLookup.id(
                named: name, as: Series.self, in: environment, policy: environment.policy, retrying: retrying)
        }
    }

    /// The option's help on `resource`'s list: shown when that list takes it, hidden otherwise.
    static func help(_ filter: NamedFilter, _ resource: MarvelResource) -> ArgumentHelp {
        let takes = filter.parameter(names: 1, on: .list(resource)) != nil
        let plural = resource.pluralNoun
        let text =
            switch filter {
            case .with:
                "Only \(plural) in which this hero appears, by name as you would type it or id; give it again for team-ups (all of them)."
            case .by:
                "Only \(plural) by this creator, by name as you would type it or id; give it again for \(plural) "
                    + (resource == .comics ? "they made together." : "by any of them.")
            case .inEvent:
                "Only \(plural) in this event, by name as you would type it or id; give it again for any of them."
            case .inSeries:
                "Only \(plural) of this series, by title as you would type it or id; give it again for any of them."
            }
        return ArgumentHelp(text, valueName: "name-or-id", visibility: takes ? .default : .private)
    }
}
