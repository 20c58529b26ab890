import ArgumentParser
import DesignTokens
import FoundationEssentials
import HeroesCore

/// How a data command uses the cache (only with HEROES_BASE_URL: the embedded catalog needs none).
struct CacheOptions: ParsableArguments {
    @Flag(name: .long, help: "Answer from the cache alone; fail if the answer is not cached.")
    var offline = false

    @Flag(name: .long, help: "Skip the cache: ask the server and overwrite the cached copy.")
    var refresh = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "How old a cached answer may be before it is revalidated: seconds, or 90s, 30m, 24h, 7d.", valueName: "age")
    )
    var maxAge: String = DurationText.describe(HeroesRepository.defaultMaxAge)

    /// `--max-age` in seconds, read from its text once, by ``validate()``, which ArgumentParser
    /// runs before the command does.
    private(set) var maxAgeSeconds = CacheChoices().maxAgeSeconds

    /// The arguments ArgumentParser fills in; ``maxAgeSeconds`` is worked out from them.
    private enum CodingKeys: CodingKey {
        case offline, refresh, maxAge
    }

    mutating func validate() throws {
        try choices.validate()
        maxAgeSeconds = try Durations.seconds(maxAge, option: "--max-age")
    }

    /// These options' values; ``maxAgeSeconds`` is read by ``validate()``.
    var choices: CacheChoices { CacheChoices(offline: offline, refresh: refresh, maxAgeSeconds: maxAgeSeconds) }

    var policy: CachePolicy { choices.policy }
}
