import Foundation
import NIOCore
import Testing

@testable import NetworkStubsServer

/// The buffers `heroes serve` sends again and again: one copy and one gzip per body kept.
@Suite struct BodyBuffersTests {
    let allocator = ByteBufferAllocator()
    /// A JSON-like body well over the size worth keeping, that compresses well.
    let body = Data(String(repeating: #"{"name":"Spider-Man","comics":{"available":4000}},"#, count: 200).utf8)

    private func address(_ buffer: ByteBuffer) -> UInt? {
        buffer.withUnsafeReadableBytes { $0.baseAddress.map { UInt(bitPattern: $0) } }
    }

    @Test func theSameBodyIsGzippedOnceAndItsGzipInflatesToTheBody() throws {
        let buffers = BodyBuffers()
        let first = try #require(buffers.gzipBuffer(for: body, allocator: allocator))
        let second = try #require(buffers.gzipBuffer(for: body, allocator: allocator))
        #expect(address(first) == address(second), "the second answer reuses the first gzip")
        #expect(Array(first.readableBytesView.prefix(2)) == [0x1f, 0x8b])
        #expect(first.readableBytes < body.count / 10)
        #expect(try inflated(first) == body)
    }

    @Test func aBodyAndItsGzipAreOneEntryWhoseBytesCountBoth() throws {
        let buffers = BodyBuffers()
        let plain = buffers.buffer(for: body, allocator: allocator)
        let gzipped = try #require(buffers.gzipBuffer(for: body, allocator: allocator))
        #expect(buffers.count == 1)
        #expect(buffers.byteCount == plain.readableBytes + gzipped.readableBytes)
        #expect(address(buffers.buffer(for: body, allocator: allocator)) == address(plain))
    }

    @Test func smallBodiesAreGzippedEachTimeAndNotKept() throws {
        let buffers = BodyBuffers()
        let small = Data(#"{"code":409,"status":"You may not request more than 100 items."}"#.utf8)
        let gzipped = try #require(buffers.gzipBuffer(for: small, allocator: allocator))
        #expect(try inflated(gzipped) == small)
        #expect(buffers.count == 0 && buffers.byteCount == 0)
    }

    @Test func pastTheByteBoundTheLeastRecentlyUsedBodyGoes() throws {
        let others = (0..<3).map { Data(body + Data("\($0)".utf8)) }
        let buffers = BodyBuffers(maximumEntries: 8, maximumBytes: others[0].count * 2)
        let kept = others.map { buffers.buffer(for: $0, allocator: allocator) }
        #expect(buffers.count == 2)
        #expect(buffers.byteCount == others[0].count * 2)
        #expect(address(buffers.buffer(for: others[2], allocator: allocator)) == address(kept[2]), "the newest stays")
        #expect(address(buffers.buffer(for: others[0], allocator: allocator)) != address(kept[0]), "the oldest went")
    }

    /// `buffer` inflated by gzip(1), the reference implementation.
    private func inflated(_ buffer: ByteBuffer) throws -> Data {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bodybuffers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("body.gz")
        try Data(buffer.readableBytesView).write(to: file)
        let gunzip = Process()
        gunzip.executableURL = URL(fileURLWithPath: "/bin/gzip")
        gunzip.arguments = ["-d", file.path]
        try gunzip.run()
        gunzip.waitUntilExit()
        #expect(gunzip.terminationStatus == 0)
        return try Data(contentsOf: folder.appendingPathComponent("body"))
    }
}
