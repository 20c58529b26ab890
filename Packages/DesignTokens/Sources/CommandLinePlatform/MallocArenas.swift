#if canImport(Glibc)
import Glibc
#endif

/// glibc's malloc gives each thread that meets contention an arena of its own (up to eight per
/// core), and memory freed in one arena is not reused by another, so a one-shot command's threads
/// (the concurrent executor's and libcurl's) each keep memory apart. The commands run a handful
/// of threads that seldom allocate at the same time, so every command has one arena
/// (benchmarks/DECISIONS.md, "One malloc arena", has the peak it keeps down).
public enum MallocArenas {
    /// `M_ARENA_MAX` of glibc's malloc.h, which Swift's Glibc module does not import.
    private static let arenaMax: Int32 = -8

    /// Makes every later arena the main one. glibc fixes the limit when the second arena is
    /// made, so this runs first, before the concurrent executor's threads allocate. A libc
    /// without `mallopt` (not glibc) is left as it is.
    public static func useOne() {
        #if canImport(Glibc)
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        _ = unsafeBitCast(symbol, to: Mallopt.self)(arenaMax, 1)
        #endif
    }
}
