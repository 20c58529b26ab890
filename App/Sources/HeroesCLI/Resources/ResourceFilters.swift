import ArgumentParser
import MarvelWire

/// The filters of `heroes <resource> list`: one option for each parameter of the API's lists
/// but paging and order (`--title-starts-with`, `--start-year`, `--characters`, …), named as
/// ArgumentParser names the property, `--comic-format` for `format` (apart from the output's
/// `--format`). Help and completion show only those `Noun`'s list operation takes; the others
/// are refused by ``ResourceFilterChoices/query(orderBy:)``. What they were given is
/// ``choices``: plain values, whichever reader read the line.
struct ResourceFilters<Noun: ResourceNoun>: ParsableArguments {
    @Option(help: FilterHelp.help(.name, Noun.resource)) var name: String?
    @Option(help: FilterHelp.help(.nameStartsWith, Noun.resource)) var nameStartsWith: String?
    @Option(help: FilterHelp.help(.title, Noun.resource)) var title: String?
    @Option(help: FilterHelp.help(.titleStartsWith, Noun.resource)) var titleStartsWith: String?
    @Option(help: FilterHelp.help(.firstName, Noun.resource)) var firstName: String?
    @Option(help: FilterHelp.help(.middleName, Noun.resource)) var middleName: String?
    @Option(help: FilterHelp.help(.lastName, Noun.resource)) var lastName: String?
    @Option(help: FilterHelp.help(.suffix, Noun.resource)) var suffix: String?
    @Option(help: FilterHelp.help(.firstNameStartsWith, Noun.resource)) var firstNameStartsWith: String?
    @Option(help: FilterHelp.help(.middleNameStartsWith, Noun.resource)) var middleNameStartsWith: String?
    @Option(help: FilterHelp.help(.lastNameStartsWith, Noun.resource)) var lastNameStartsWith: String?
    @Option(help: FilterHelp.help(.modifiedSince, Noun.resource)) var modifiedSince: String?
    @Option(
        help: FilterHelp.help(.dateDescriptor, Noun.resource), completion: .list(FilterHelp.words(.dateDescriptor)))
    var dateDescriptor: String?
    @Option(help: FilterHelp.help(.dateRange, Noun.resource)) var dateRange: String?
    @Option(
        name: .customLong("comic-format"), help: FilterHelp.help(.format, Noun.resource),
        completion: .list(FilterHelp.words(.format)))
    var comicFormat: String?
    @Option(help: FilterHelp.help(.formatType, Noun.resource), completion: .list(FilterHelp.words(.formatType)))
    var formatType: String?
    @Flag(help: FilterHelp.help(.noVariants, Noun.resource)) var noVariants = false
    @Option(help: FilterHelp.help(.startYear, Noun.resource)) var startYear: String?
    @Option(help: FilterHelp.help(.issueNumber, Noun.resource)) var issueNumber: String?
    @Option(help: FilterHelp.help(.diamondCode, Noun.resource)) var diamondCode: String?
    @Option(help: FilterHelp.help(.digitalId, Noun.resource)) var digitalId: String?
    @Option(help: FilterHelp.help(.upc, Noun.resource)) var upc: String?
    @Option(help: FilterHelp.help(.isbn, Noun.resource)) var isbn: String?
    @Option(help: FilterHelp.help(.ean, Noun.resource)) var ean: String?
    @Option(help: FilterHelp.help(.issn, Noun.resource)) var issn: String?
    @Flag(help: FilterHelp.help(.hasDigitalIssue, Noun.resource)) var hasDigitalIssue = false
    @Option(help: FilterHelp.help(.seriesType, Noun.resource), completion: .list(FilterHelp.words(.seriesType)))
    var seriesType: String?
    @Option(help: FilterHelp.help(.contains, Noun.resource), completion: .list(FilterHelp.words(.contains)))
    var contains: String?
    @Option(help: FilterHelp.help(.characters, Noun.resource)) var characters: String?
    @Option(help: FilterHelp.help(.comics, Noun.resource)) var comics: String?
    @Option(help: FilterHelp.help(.creators, Noun.resource)) var creators: String?
    @Option(help: FilterHelp.help(.events, Noun.resource)) var events: String?
    @Option(help: FilterHelp.help(.series, Noun.resource)) var series: String?
    @Option(help: FilterHelp.help(.stories, Noun.resource)) var stories: String?
    @Option(help: FilterHelp.help(.sharedAppearances, Noun.resource)) var sharedAppearances: String?
    @Option(help: FilterHelp.help(.collaborators, Noun.resource)) var collaborators: String?

    @Option(name: .customLong("with"), help: NamedFilter.help(.with, Noun.resource), completion: NamedFilter.with.names)
    var with: [String] = []
    @Option(name: .customLong("by"), help: NamedFilter.help(.by, Noun.resource), completion: NamedFilter.by.names)
    var by: [String] = []
    @Option(
        name: .customLong("in"), help: NamedFilter.help(.inEvent, Noun.resource), completion: NamedFilter.inEvent.names)
    var inEvent: [String] = []
    @Option(
        name: .customLong("in-series"), help: NamedFilter.help(.inSeries, Noun.resource),
        completion: NamedFilter.inSeries.names)
    var inSeries: [String] = []

    /// What was given: each filter in the API's parameters' order with its value as typed (`true`
    /// for a flag given), and the filters by names.
    var choices: ResourceFilterChoices<Noun> {
        let flag: (Bool) -> String? = { $0 ? "true" : nil }
        let all: [(MarvelParameter, String?)] = [
            (.name, name), (.nameStartsWith, nameStartsWith), (.title, title), (.titleStartsWith, titleStartsWith),
            (.firstName, firstName), (.middleName, middleName), (.lastName, lastName), (.suffix, suffix),
            (.firstNameStartsWith, firstNameStartsWith), (.middleNameStartsWith, middleNameStartsWith),
            (.lastNameStartsWith, lastNameStartsWith), (.modifiedSince, modifiedSince),
            (.dateDescriptor, dateDescriptor), (.dateRange, dateRange), (.format, comicFormat),
            (.formatType, formatType), (.noVariants, flag(noVariants)), (.startYear, startYear),
            (.issueNumber, issueNumber), (.diamondCode, diamondCode), (.digitalId, digitalId), (.upc, upc),
            (.isbn, isbn), (.ean, ean), (.issn, issn), (.hasDigitalIssue, flag(hasDigitalIssue)),
            (.seriesType, seriesType), (.contains, contains), (.characters, characters), (.comics, comics),
            (.creators, creators), (.events, events), (.series, series), (.stories, stories),
            (.sharedAppearances, sharedAppearances), (.collaborators, collaborators),
        ]
        return ResourceFilterChoices(
            given: all.compactMap { parameter, value in value.map { FilterValue(parameter: parameter, value: $0) } },
            with: with, by: by, inEvent: inEvent, inSeries: inSeries)
    }
}
