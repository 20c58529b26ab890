import Foundation
import Testing
import TestingUtils

/// A cache on a full disk: a real 512 KiB tmpfs, filled up. Answers still come, nothing stored
/// is lost, and the cache works again once there is room. Mounting needs root (as in CI).
/// Whether this machine lets the test mount a tmpfs (root, and a container that allows it):
/// tried once, on a folder of its own.
private let canMountTmpfs: Bool = {
    guard geteuid() == 0, FileManager.default.isExecutableFile(atPath: "/bin/mount") else { return false }
    guard let probe = try? TemporaryFolder(prefix: "heroes-mount-probe") else { return false }
    guard
        let mounted = try? ProcessRunner.run(
            "/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", probe.path], environment: [:], timeout: 10),
        mounted.status == 0
    else { return false }
    _ = try? ProcessRunner.run("/bin/umount", [probe.path], environment: [:], timeout: 10)
    return true
}()

@Suite(.enabled(if: canMountTmpfs, "mounting a tmpfs needs root in a container that allows mount"))
struct FullDiskTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    @Test func aFullDiskWarnsKeepsWhatIsStoredAndRecovers() throws {
        let server = try ServeProcess(heroes, env: LoopbackServeTests.keys)
        defer { server.stop() }
        let disk = heroes.home.appendingPathComponent("small-disk")
        try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: true)
        let mounted = try ProcessRunner.run(
            "/bin/mount", ["-t", "tmpfs", "-o", "size=512k", "tmpfs", disk.path], environment: [:], timeout: 10)
        try #require(mounted.status == 0, "\(mounted)")
        defer { _ = try? ProcessRunner.run("/bin/umount", ["-l", disk.path], environment: [:], timeout: 10) }
        let cache = disk.appendingPathComponent("heroes").path
        let env = LoopbackServeTests.keys.merging(["HEROES_BASE_URL": server.baseURL, "HEROES_CACHE_DIR": cache]) { $1 }

        let first = try heroes.run(["list", "--page", "1"], env: env)
        #expect(first.status == 0 && first.stderr == "", "\(first)")

        // Fill the disk, then free 48 KiB: room to open the cache, not to store a page of 20.
        let filler = disk.appendingPathComponent("filler").path
        let size = try fill(filler)
        #expect(truncate(filler, off_t(size - 48 * 1024)) == 0)

        let full = try heroes.run(["list", "--page", "2"], env: env)
        #expect(full.status == 0, "\(full)")
        #expect(full.stdout.split(separator: "\n").count == 20)
        #expect(full.stderr.contains("is full; free some space or run `heroes cache clear`"), "\(full)")

        let kept = try heroes.run(["list", "--page", "1", "--offline"], env: env)
        #expect(kept.status == 0, "\(kept)")
        #expect(kept.stdout == first.stdout)

        try FileManager.default.removeItem(atPath: filler)
        let roomy = try heroes.run(["list", "--page", "2"], env: env)
        #expect(roomy.status == 0 && roomy.stderr == "", "\(roomy)")
        let stored = try heroes.run(["list", "--page", "2", "--offline"], env: env)
        #expect(stored.status == 0 && stored.stdout == full.stdout, "\(stored)")
    }

    /// Writes zeros to `path` until the disk is full; returns the bytes written.
    private func fill(_ path: String) throws -> Int {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let chunk = [UInt8](repeating: 0, count: 16 * 1024)
        var total = 0
        for _ in 0..<10_000 {
            let written = chunk.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written <= 0 { break }
            total += written
        }
        #expect(errno == ENOSPC)
        return total
    }
}
