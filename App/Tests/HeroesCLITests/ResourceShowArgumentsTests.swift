import ArgumentParser
import Testing

@testable import HeroesCLI

/// `heroes <resource> show`'s arguments: a record, or one of its linked lists.
struct ResourceShowArgumentsTests {
    func refusal<Noun: ResourceNoun>(_ noun: Noun.Type, _ arguments: [String]) -> String? {
        do {
            _ = try ResourceShowCommand<Noun>.parse(arguments)
            return nil
        } catch {
            return ResourceShowCommand<Noun>.message(for: error)
        }
    }

    @Test func aLinkedListIsOneOfTheRecordsOwnAndOneAtATime() throws {
        #expect(try ResourceShowCommand<ComicsNoun>.parse(["6482", "--characters"]).choices.linked == [.characters])
        #expect(try ResourceShowCommand<ComicsNoun>.parse(["6482"]).choices.linked == [])
        #expect(refusal(ComicsNoun.self, ["6482", "--series"])?.hasPrefix("a comic has no series") == true)
        #expect(refusal(EventsNoun.self, ["238", "--events"])?.hasPrefix("an event has no events") == true)
        #expect(
            refusal(ComicsNoun.self, ["6482", "--characters", "--creators"])?.hasPrefix("give one linked list") == true)
        #expect(refusal(SeriesNoun.self, ["2258", "--page", "2"])?.contains("go with a linked list") == true)
        #expect(refusal(SeriesNoun.self, ["2258", "--comics", "--all", "--page", "2"]) != nil)
        #expect(refusal(SeriesNoun.self, ["2258", "--comics", "--per-page", "101"]) != nil)
        #expect(refusal(CreatorsNoun.self, ["30", "--comics", "--json", "id,title"]) == nil, "the comics' fields")
        #expect(refusal(CreatorsNoun.self, ["30", "--json", "title"]) != nil, "a creator has no title")
    }

    @Test func byYearIsOfferedWhereTheRecordHasComicsAndGoesWithTheRecordAlone() throws {
        #expect(try ResourceShowCommand<CreatorsNoun>.parse(["30", "--by-year"]).byYear)
        #expect(refusal(CreatorsNoun.self, ["30", "--by-year", "--max-calls", "5"]) == nil)
        #expect(refusal(CreatorsNoun.self, ["30", "--json", "name,comicsByYear"]) == nil)
        #expect(refusal(ComicsNoun.self, ["6482", "--by-year"]) == "a comic has no comics to count by year.")
        #expect(refusal(ComicsNoun.self, ["6482", "--json", "comicsByYear"]) != nil, "a comic has no such field")
        #expect(
            refusal(CreatorsNoun.self, ["30", "--comics", "--by-year"])?.contains("not with a linked list") == true)
        #expect(refusal(CreatorsNoun.self, ["30", "--max-calls", "5"]) == "--max-calls goes with --by-year or --all.")
        #expect(refusal(CreatorsNoun.self, ["30", "--comics", "--all", "--max-calls", "5"]) == nil)
        #expect(ResourceShowCommand<CreatorsNoun>.helpMessage(columns: 200).contains("--by-year"))
        #expect(!ResourceShowCommand<ComicsNoun>.helpMessage(columns: 200).contains("--by-year"))
    }

    @Test func theHelpOffersTheLinksTheRecordHas() {
        let help = ResourceShowCommand<ComicsNoun>.helpMessage(columns: 200)
        #expect(help.contains("--characters") && help.contains("--stories") && !help.contains("--series"))
    }

    @Test func anIdThatIsNoIdNamesTheResource() {
        #expect(refusal(EventsNoun.self, ["-5"]) != nil)
        #expect(refusal(EventsNoun.self, ["12.5"])?.contains("the event id must be a number") == true)
    }
}
