import AppConfig
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Damaged database files renamed out of the way, `heroes.sqlite.corrupt-<UTC time>[-<n>]`.
extension CacheFiles {
    /// Renames the database and its companions to `<path>.corrupt-<UTC time>` (plus a number
    /// when that name is taken) and returns the new name.
    static func moveAside(_ path: String, at date: Date) throws(HeroesStoreError) -> String {
        let stamp = MarvelDate.format(date).replacingOccurrences(of: "+0000", with: "Z")
            .filter { $0 != "-" && $0 != ":" }
        var target = "\(path).corrupt-\(stamp)"
        var attempt = 1
        while exists(target), attempt < 1_000 {
            attempt += 1
            target = "\(path).corrupt-\(stamp)-\(attempt)"
        }
        if rename(path, target) != 0, errno != ENOENT {
            throw HeroesStoreError(errno: errno, path: path)
        }
        for suffix in companionSuffixes where exists(path + suffix) {
            _ = rename(path + suffix, target + suffix)
        }
        return target
    }
}
