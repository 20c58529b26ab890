#if canImport(Glibc)
import Glibc
#endif

/// glibc's malloc gives each thread that meets contention an arena of its own (up to eight per
/// core), and memory freed in one arena is not reused by another. A one-shot command's threads
/// (the concurrent executor's and libcurl's) each kept 1–3 MiB that way: `heroes list --all`
/// over 1,564 characters peaked at 41–42 MB with the default and 39 MB with one arena (issue 14
/// asks for under 40). The commands run a handful of threads that seldom allocate at the same
/// time; `heroes serve` under wrk -c64 answered as many requests a second either way (within
/// the noise of a shared 2-core machine), so every command has one arena.
enum MallocArenas {
    /// `M_ARENA_MAX` of glibc's malloc.h, which Swift's Glibc module does not import.
    private static let arenaMax: Int32 = -8

    /// Makes every later arena the main one. glibc fixes the limit when the second arena is
    /// made, so this runs first, before the concurrent executor's threads allocate. A libc
    /// without `mallopt` (not glibc) is left as it is.
    static func useOne() {
        #if canImport(Glibc)
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        _ = unsafeBitCast(symbol, to: Mallopt.self)(arenaMax, 1)
        #endif
    }
}
