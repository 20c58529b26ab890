#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one search for a run of bytes in others (a marker in a body, a member's name in a stored
/// record, a folded text in a folded name): `memchr` finds each candidate first byte, `memcmp`
/// compares the rest, both the C library's vectorised scans.
///
/// ```swift
/// let at = body.withUnsafeBytes { ByteSearch.firstIndex(of: Array("utm_source=".utf8), in: $0) }
/// ```
public enum ByteSearch {
    /// Where `needle` first starts in `haystack` at or after `start`; `nil` when it does not, when
    /// `needle` is empty, or when `start` is not within `haystack`.
    public static func firstIndex(
        of needle: UnsafeRawBufferPointer, in haystack: UnsafeRawBufferPointer, from start: Int = 0
    ) -> Int? {
        guard let base = haystack.baseAddress, let needleBase = needle.baseAddress, !needle.isEmpty,
            start >= 0, start <= haystack.count, needle.count <= haystack.count - start
        else { return nil }
        let first = Int32(needle[0])
        let last = haystack.count - needle.count
        var from = start
        while from <= last, let hit = memchr(base + from, first, last - from + 1) {
            let at = base.distance(to: UnsafeRawPointer(hit))
            if memcmp(base + at, needleBase, needle.count) == 0 { return at }
            from = at + 1
        }
        return nil
    }

    /// ``firstIndex(of:in:from:)`` for a needle held in an array.
    public static func firstIndex(of needle: [UInt8], in haystack: UnsafeRawBufferPointer, from start: Int = 0)
        -> Int?
    {
        needle.withUnsafeBytes { firstIndex(of: $0, in: haystack, from: start) }
    }
}
