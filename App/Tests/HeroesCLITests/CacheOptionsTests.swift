import ArgumentParser
import HeroesCore
import Testing
@testable import HeroesCLI

/// The cache flags of `list` and `show`: the policy they choose and `--max-age`, read once.
struct CacheOptionsTests {
    @Test func withoutMaxAgeTheRepositorysDefaultIsUsedAndShownAs24h() throws {
        let options = try CacheOptions.parse([])
        #expect(options.maxAge == "24h")
        #expect(options.maxAgeSeconds == HeroesRepository.defaultMaxAge)
    }

    @Test(arguments: [("90", 90.0), ("30m", 1_800.0), ("2h", 7_200.0), ("0", 0.0)] as [(String, Double)])
    func maxAgeIsReadIntoSecondsWhenTheArgumentsAreParsed(text: String, seconds: Double) throws {
        #expect(try CacheOptions.parse(["--max-age", text]).maxAgeSeconds == seconds)
    }

    @Test func maxAgeIsReadInsideACommandsOptionGroupToo() throws {
        #expect(try ShowCommand.parse(["1", "--max-age", "7d"]).cache.maxAgeSeconds == 604_800)
    }

    @Test(arguments: [([String](), CachePolicy.normal), (["--offline"], .offline), (["--refresh"], .refresh)])
    func theFlagsChooseThePolicy(arguments: [String], policy: CachePolicy) throws {
        #expect(try CacheOptions.parse(arguments).policy == policy)
    }
}
