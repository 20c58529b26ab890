import ArgumentParser
import HeroesCore
import MarvelWire

/// What `heroes <resource> list --help` says of each filter (``ResourceFilters``), its flag's
/// spelling, and how a value the API refuses is reported: all from the typed parameter.
enum FilterHelp {
    /// The help of `parameter`'s option on `resource`'s list: shown when that list takes it,
    /// hidden (and refused) otherwise.
    static func help(_ parameter: MarvelParameter, _ resource: MarvelResource) -> ArgumentHelp {
        let takes = MarvelOperation.list(resource).takes(parameter)
        return ArgumentHelp(
            text(parameter, resource), valueName: valueName(parameter), visibility: takes ? .default : .private)
    }

    /// The words a choice takes, for completion.
    static func words(_ parameter: MarvelParameter) -> [String] { parameter.words ?? [] }

    /// The option's flag: `--title-starts-with`, `--comic-format` for `format`.
    static func flag(_ parameter: MarvelParameter) -> String {
        if parameter == .format { return "--comic-format" }
        var flag = "--"
        for character in parameter.rawValue {
            if character.isUppercase { flag += "-" + character.lowercased() } else { flag.append(character) }
        }
        return flag
    }

    /// A refusal in the API's own words, after the flag it is about: `--start-year: You must pass …`.
    static func rejection(_ rejection: MarvelQueryRejection) -> String {
        switch rejection {
        case .tooManyFilterValues(let parameter, _), .invalidFilterValue(let parameter):
            "\(flag(parameter)): \(rejection.text)"
        case .invalidOrdering, .repeatedOrdering: "--order-by: \(rejection.text)"
        case .unrecognizedParameter, .emptyParameter, .limitInvalid, .limitTooLarge, .invalidOffset: rejection.text
        }
    }

    private static func valueName(_ parameter: MarvelParameter) -> String {
        switch parameter.kind {
        case .ids: "ids"
        case .date: "date"
        case .dateRange: "from,to"
        case .integer: parameter == .startYear ? "year" : "number"
        case .choice: "choice"
        default: "text"
        }
    }

    private static func text(_ parameter: MarvelParameter, _ resource: MarvelResource) -> String {
        let plural = resource.pluralNoun
        let choices = (parameter.words ?? []).joined(separator: ", ")
        switch parameter {
        case .name: return "Only the \(resource.noun) with exactly this name (any case)."
        case .title: return "Only \(plural) with exactly this title (any case)."
        case .nameStartsWith, .titleStartsWith, .firstNameStartsWith, .middleNameStartsWith, .lastNameStartsWith:
            return
                "Only \(plural) whose \(words(of: parameter, dropping: "StartsWith")) starts with this text (any case)."
        case .firstName, .middleName, .lastName, .suffix:
            return "Only \(plural) with exactly this \(words(of: parameter, dropping: ""))."
        case .modifiedSince: return "Only \(plural) changed since this date (YYYY-MM-DD or 2014-04-29T14:18:17-0400)."
        case .dateDescriptor: return "Only comics on sale in this period: \(choices)."
        case .dateRange: return "Only comics on sale between two dates, the earlier first: 2013-01-01,2013-12-31."
        case .format: return "Only comics of this format: \(choices)."
        case .formatType: return "Only comics of this kind: \(choices)."
        case .noVariants: return "Leave out variant covers and other variants."
        case .hasDigitalIssue: return "Only comics with a digital issue."
        case .startYear:
            return resource == .comics
                ? "Only comics of series that started in this year." : "Only \(plural) that started in this year."
        case .issueNumber: return "Only comics with this issue number."
        case .diamondCode: return "Only comics with this Diamond code."
        case .digitalId: return "Only the comic with this digital id."
        case .upc, .isbn, .ean, .issn: return "Only comics with this \(parameter.rawValue.uppercased())."
        case .seriesType: return "Only series of this type: \(choices)."
        case .contains: return "Only series with comics of this format: \(choices)."
        case .sharedAppearances:
            return "Only comics in which all these heroes appear (ids, comma list, at most \(MarvelQuery.maximumIDs))."
        case .collaborators:
            return "Only comics these creators made together (ids, comma list, at most \(MarvelQuery.maximumIDs))."
        case .characters, .comics, .creators, .events, .series, .stories:
            let linked = parameter.idsOf?.pluralNoun ?? parameter.rawValue
            return "Only \(plural) linked to these \(linked) (ids, comma list, at most \(MarvelQuery.maximumIDs))."
        case .limit, .offset, .orderBy: return ""
        }
    }

    /// `lastNameStartsWith` without `StartsWith`, as words: `last name`.
    private static func words(of parameter: MarvelParameter, dropping suffix: String) -> String {
        flag(parameter).dropFirst(2).dropLast(suffix.isEmpty ? 0 : 12).split(separator: "-").joined(separator: " ")
    }
}
