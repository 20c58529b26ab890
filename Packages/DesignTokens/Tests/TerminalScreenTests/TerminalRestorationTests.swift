import Glibc
import Testing

@testable import TerminalScreen

/// The terminal settings kept where a signal handler reads them. Under AddressSanitizer
/// (`scripts/sanitize address DesignTokens`) the first test also checks that keeping them writes
/// nothing past their storage: a global `termios` was 3 bytes short (benchmarks/SANITIZERS.md).
@Suite(.serialized) struct TerminalRestorationTests {
    @Test func prepareKeepsEveryFieldOfTheSettingsItIsGivenUpToTheLastByte() {
        var settings = termios()
        settings.c_lflag = 0x1234
        settings.c_ispeed = 0xDEAD
        settings.c_ospeed = 0xBEEF
        TerminalRestoration.prepare(input: -1, output: -1, saved: settings, leaving: "")
        defer { TerminalRestoration.clear() }
        let kept = TerminalRestoration.saved.pointee
        #expect(kept.c_lflag == 0x1234 && kept.c_ispeed == 0xDEAD && kept.c_ospeed == 0xBEEF)
    }

    @Test func clearPutsBackTheActionEachSignalHadBefore() {
        var before = sigaction()
        sigaction(SIGTERM, nil, &before)
        TerminalRestoration.prepare(input: -1, output: -1, saved: termios(), leaving: "")
        var during = sigaction()
        sigaction(SIGTERM, nil, &during)
        TerminalRestoration.clear()
        var after = sigaction()
        sigaction(SIGTERM, nil, &after)
        let handler = { (action: sigaction) in unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) }
        #expect(handler(during) != handler(before), "prepare installed its handler")
        #expect(handler(after) == handler(before))
    }
}
