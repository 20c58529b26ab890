import ArgumentParser
import FoundationEssentials
import HeroesCore

/// How a data command asked to use the cache, as plain values (see ``GlobalChoices``).
struct CacheChoices: Equatable, Sendable {
    var offline = false
    var refresh = false
    /// `--max-age`, in seconds.
    var maxAgeSeconds: TimeInterval = HeroesRepository.defaultMaxAge

    func validate() throws(ValidationError) {
        if offline && refresh { throw ValidationError("--offline and --refresh cannot be used together.") }
    }

    var policy: CachePolicy { offline ? .offline : refresh ? .refresh : .normal }
}
