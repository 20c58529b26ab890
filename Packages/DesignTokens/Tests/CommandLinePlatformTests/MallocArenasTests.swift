import Testing

@testable import CommandLinePlatform

#if canImport(Glibc)
import Glibc
#endif

/// glibc's malloc as ``MallocArenas/useOne(variable:)`` leaves it: a block of up to 4 MiB comes
/// from an arena's heap, a larger one is still mapped on its own.
struct MallocArenasTests {
    /// Whether glibc mapped the block at `pointer` on its own: the `IS_MMAPPED` bit (2) of the
    /// size word glibc keeps just before every block it hands out.
    static func isMappedApart(_ pointer: UnsafeMutableRawPointer) -> Bool {
        (pointer - MemoryLayout<Int>.size).load(as: Int.self) & 2 != 0
    }

    #if canImport(Glibc)
    /// Under a sanitizer (`scripts/sanitize`), its allocator takes malloc's place and
    /// `mallopt` means nothing: skipped, and counted so.
    @Test(.enabled(if: getenv("HEROES_TEST_SANITIZE") == nil, "a sanitizer's allocator replaces glibc's malloc"))
    func aBlockOfOneMebibyteComesFromTheHeapAndOneOfSixteenIsMappedApart() throws {
        MallocArenas.useOne()
        let small = try #require(malloc(1 << 20))
        defer { free(small) }
        let large = try #require(malloc(16 << 20))
        defer { free(large) }
        #expect(!Self.isMappedApart(small))
        #expect(Self.isMappedApart(large))
    }
    #endif
}
