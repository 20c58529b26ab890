import FoundationEssentials
import MarvelWire
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Damaged database files renamed out of the way, `heroes.sqlite.corrupt-<UTC time>[-<n>]`
/// (with their `-wal`, `-shm`, `-journal`): kept to look at, but only the newest
/// ``CacheLimits/keptMovedAsideFiles``, so that a file that keeps getting damaged does not
/// fill the folder.
extension CacheFiles {
    /// Renames the database and its companions to `<path>.corrupt-<UTC time>` (plus a number
    /// when that name is taken), removes the older moved-aside files beyond the ones kept, and
    /// returns the new name.
    static func moveAside(_ path: String, at date: Date) throws(HeroesStoreError) -> String {
        let stamp = MarvelDate.format(date).replacing("+0000", with: "Z")
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
        removeOldMovedAside(path, keeping: CacheLimits.keptMovedAsideFiles)
        return target
    }

    /// Deletes the moved-aside files of `path` but the newest `kept` (by the time and number in
    /// their names), `0` for all of them; returns how many moved-aside databases went (each with
    /// its companions). Only names heroes makes are looked at, and only regular files of this
    /// user are deleted: a link or someone else's file of that name stays.
    @discardableResult
    static func removeOldMovedAside(_ path: String, keeping kept: Int) -> Int {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let sets = movedAside(path)
        let old = sets.keys.sorted().reversed().dropFirst(max(0, kept))
        for copy in old {
            for name in sets[copy] ?? [] {
                let file = folder + "/" + name
                guard isOwnRegularFile(file) else { continue }
                _ = unlink(file)
            }
        }
        return old.count
    }

    /// The moved-aside databases of `path` in its folder, each with the names of its files
    /// (the database and its companions) that are regular files of this user.
    static func movedAside(_ path: String) -> [MovedAsideName: [String]] {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        let prefix = url.lastPathComponent + ".corrupt-"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [:] }
        var sets: [MovedAsideName: [String]] = [:]
        for name in names {
            guard let parsed = MovedAsideName(name, prefix: prefix), isOwnRegularFile(folder + "/" + name) else {
                continue
            }
            sets[parsed, default: []].append(name)
        }
        return sets
    }

    /// Whether `file` is there and a regular file of this user (``checkOwnFile(_:)``).
    private static func isOwnRegularFile(_ file: String) -> Bool {
        (try? checkOwnFile(file)) == true
    }
}

/// The time and number of one moved-aside database, read from its name or a companion's:
/// `<prefix><yyyyMMdd>T<HHmmss>Z[-<n>][-wal|-shm|-journal]`.
struct MovedAsideName: Hashable, Comparable {
    let stamp: String
    let attempt: Int

    init?(_ name: String, prefix: String) {
        guard name.hasPrefix(prefix) else { return nil }
        var rest = Substring(name.dropFirst(prefix.count))
        if let suffix = CacheFiles.companionSuffixes.first(where: { rest.hasSuffix($0) }) {
            rest = rest.dropLast(suffix.count)
        }
        // `<8 digits>T<6 digits>Z`, then nothing or `-` and 1 to 4 digits not starting with 0;
        // ASCII digits only.
        let bytes = Array(rest.utf8)
        let stampLength = 16
        guard bytes.count >= stampLength,
            bytes[0..<8].allSatisfy(Self.isDigit), bytes[8] == UInt8(ascii: "T"),
            bytes[9..<15].allSatisfy(Self.isDigit), bytes[15] == UInt8(ascii: "Z")
        else { return nil }
        let number = bytes[stampLength...].dropFirst()
        if bytes.count == stampLength {
            attempt = 1
        } else {
            guard bytes[stampLength] == UInt8(ascii: "-"), (1...4).contains(number.count),
                number.allSatisfy(Self.isDigit), number.first != UInt8(ascii: "0")
            else { return nil }
            attempt = number.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        }
        stamp = String(decoding: bytes[0..<stampLength], as: UTF8.self)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.stamp, lhs.attempt) < (rhs.stamp, rhs.attempt)
    }
}
