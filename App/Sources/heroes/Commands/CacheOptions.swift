import ArgumentParser
import HeroesCore

/// How a data command uses the cache (only with HEROES_BASE_URL: the embedded catalog needs none).
struct CacheOptions: ParsableArguments {
    @Flag(name: .long, help: "Answer from the cache alone; fail if the answer is not cached.")
    var offline = false

    @Flag(name: .long, help: "Skip the cache: ask the server and overwrite the cached copy.")
    var refresh = false

    @Option(name: .long, help: ArgumentHelp("How old a cached answer may be before it is revalidated: seconds, or 90s, 30m, 24h, 7d.", valueName: "age"))
    var maxAge: String = "24h"

    func validate() throws {
        if offline && refresh { throw ValidationError("--offline and --refresh cannot be used together.") }
        _ = try maxAgeSeconds()
    }

    var policy: CachePolicy { offline ? .offline : refresh ? .refresh : .normal }

    func maxAgeSeconds() throws -> Double {
        try Self.seconds(maxAge, option: "--max-age")
    }

    /// Reads a duration given to `option`: seconds, or a number with `s`, `m`, `h` or `d`.
    static func seconds(_ duration: String, option: String) throws -> Double {
        let units: [Character: Double] = ["s": 1, "m": 60, "h": 3600, "d": 86_400]
        var text = duration.trimmingCharacters(in: .whitespaces).lowercased()
        var factor = 1.0
        if let last = text.last, let unit = units[last] {
            factor = unit
            text.removeLast()
        }
        guard let value = Double(text), value >= 0, (value * factor).isFinite else {
            throw ValidationError("\(option) must be a duration like 3600, 30m, 24h or 7d, got \"\(duration)\".")
        }
        return value * factor
    }
}
