import Foundation
import Testing
import TestingUtils

/// A first run ended by `kill` or a closed terminal while it writes the catalog leaves no
/// temporary file behind: the signal removes it, and the process still ends by that signal.
@Suite struct InterruptedFirstRunTests {
    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func aSignalDuringTheCatalogsWriteRemovesItsTemporaryFile(signal: Int32) throws {
        let heroes = try Heroes()
        let data = try TemporaryFolder(prefix: "heroes-interrupted")
        let folder = data.url.appendingPathComponent("heroes").path
        func temporaryFiles() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".tmp") }
        }
        let child = try ChildProcess(
            heroes.path, ["list", "-n", "1"], environment: heroes.environment(["XDG_DATA_HOME": data.url.path]))
        // The write is under way once its temporary file exists; it is stopped there (a write of
        // a fraction of a second could end before the signal arrives), then sent the signal,
        // which it takes when it goes on.
        // Until the file shows or the child ends; 60 s bound a hang only.
        let deadline = Date().addingTimeInterval(60)
        while temporaryFiles().isEmpty, child.isRunning, Date() < deadline {
            usleep(200)
        }
        child.send(SIGSTOP)
        try #require(temporaryFiles().count == 1, "no temporary file seen while the catalog was written")
        child.send(signal)
        child.send(SIGCONT)
        #expect(child.waitForExit(timeout: 60) == .signalled(signal))
        #expect(temporaryFiles() == [], "left behind")
    }
}
