import Testing
@testable import HeroesCLI

/// A gh user's `-q '.x'` or `--jq '.x'` is told that `-q` is `--quiet` and to pipe the JSON to jq.
struct JQSuggestionTests {
    @Test func dashQWithAFilterSaysItIsQuietAndPipesTheJSONToJQ() {
        #expect(
            JQSuggestion.message(for: ["list", "-q", ".heroes[0].name"])
                == "-q is --quiet in heroes and takes no value; to filter its JSON, pipe it to jq: `heroes list --json | jq '.heroes[0].name'`."
        )
        #expect(
            JQSuggestion.message(for: ["show", "1009610", "--json", "id,name", "--quiet", ".name"])
                == "--quiet takes no value; to filter its JSON, pipe it to jq: `heroes show 1009610 --json id,name | jq '.name'`."
        )
    }

    @Test func jqAsAnOptionSaysHeroesHasNoneAndPipesTheJSONToJQ() {
        #expect(
            JQSuggestion.message(for: ["list", "--json", "--jq", ".heroes[].name"])
                == "heroes has no --jq; to filter its JSON, pipe it to jq: `heroes list --json | jq '.heroes[].name'`.")
        #expect(
            JQSuggestion.message(for: ["list", "--jq=.total"])
                == "heroes has no --jq; to filter its JSON, pipe it to jq: `heroes list --json | jq '.total'`.")
        #expect(
            JQSuggestion.message(for: ["list", "--jq", "select(.name == \"it's\")"])
                == #"heroes has no --jq; to filter its JSON, pipe it to jq: `heroes list --json | jq 'select(.name == "it'\''s")'`."#
        )
    }

    @Test func quietBeforeAnythingButAFilterIsLeftToTheParser() {
        #expect(JQSuggestion.message(for: ["list", "-q", "--page", "2"]) == nil)
        #expect(JQSuggestion.message(for: ["show", "-q", "spider"]) == nil)
        #expect(JQSuggestion.message(for: ["list", "--all"]) == nil)
    }
}
