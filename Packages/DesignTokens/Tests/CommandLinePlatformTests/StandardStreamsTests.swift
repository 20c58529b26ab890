import CommandLinePlatform
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `StandardStreams.write(_:to:)`: all of the text, or the `errno` of the failure, never a trap.
struct StandardStreamsTests {
    /// More than one `write(2)` may be needed; the pipe holds 64 KiB, so none blocks.
    @Test func aWriteWritesAllOfTheText() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let text = String(repeating: "Spider-Man 漢\n", count: 2_000)
        #expect(StandardStreams.write(text, to: ends[1]) == nil)
        close(ends[1])
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(ends[0], &buffer, buffer.count)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        #expect(bytes == Array(text.utf8))
    }

    @Test func aWriteToADescriptorThatIsNotOpenGivesEBADF() {
        #expect(StandardStreams.write("text", to: -1) == EBADF)
    }

    @Test func writingNothingSucceeds() {
        #expect(StandardStreams.write("", to: -1) == nil)
    }
}
