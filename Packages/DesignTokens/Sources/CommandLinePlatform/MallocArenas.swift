#if canImport(Glibc)
import Glibc
#endif

/// glibc's malloc tuned for a command: one arena, and large blocks from the heap.
///
/// glibc gives each thread that meets contention an arena of its own (up to eight per core), and
/// memory freed in one arena is not reused by another, so a one-shot command's threads (the
/// concurrent executor's and libcurl's) each keep memory apart. The commands run a handful of
/// threads that seldom allocate at the same time, so every command has one arena.
///
/// glibc also maps each block above 128 KiB on its own and unmaps it when freed, until a freed
/// mapped block raises that threshold; a page of records is such a block, copied a few times
/// on its way from the catalog to the screen, each copy into freshly mapped pages. Blocks up to
/// ``largestHeapBlock`` come from the heap from the start, and freed memory up to
/// ``keptAtTop`` stays at its top, so the next copy reuses the pages the last one left.
///
/// benchmarks/DECISIONS.md ("One malloc arena", "Large blocks from the heap") has what each
/// keeps down; `HEROES_MALLOC=default` leaves glibc's malloc as it comes.
public enum MallocArenas {
    /// `M_ARENA_MAX`, `M_MMAP_THRESHOLD` and `M_TRIM_THRESHOLD` of glibc's malloc.h, which
    /// Swift's Glibc module does not import.
    private static let (arenaMax, mmapThreshold, trimThreshold): (Int32, Int32, Int32) = (-8, -3, -1)

    /// The largest block taken from the heap rather than mapped on its own: 4 MiB.
    static let largestHeapBlock: Int32 = 4 << 20
    /// The free memory at the heap's top that is kept rather than given back: 8 MiB.
    static let keptAtTop: Int32 = 8 << 20

    /// Makes every later arena the main one, and sets the heap's thresholds; does nothing when
    /// `variable` (`HEROES_MALLOC`'s value) is `default`. glibc fixes the arena limit when the
    /// second arena is made, so this runs first, before the concurrent executor's threads
    /// allocate. A libc without `mallopt` (not glibc) is left as it is.
    public static func useOne(variable: UnsafePointer<CChar>? = nil) {
        #if canImport(Glibc)
        if let variable, String(cString: variable) == "default" { return }
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        _ = mallopt(arenaMax, 1)
        _ = mallopt(mmapThreshold, largestHeapBlock)
        _ = mallopt(trimThreshold, keptAtTop)
        #endif
    }
}
