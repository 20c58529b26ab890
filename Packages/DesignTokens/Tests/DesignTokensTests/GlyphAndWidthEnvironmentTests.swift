import Foundation
@testable import DesignTokens
import Testing

struct GlyphAndWidthEnvironmentTests {
    static let localeCases: [([String: String], Bool)] = [
        ([:], false),
        (["LANG": "en_US.UTF-8"], true),
        (["LANG": "en_US.utf8"], true),
        (["LANG": "C"], false),
        (["LANG": "C.UTF-8", "LC_ALL": "C"], false),
        (["LANG": "C", "LC_ALL": "ja_JP.UTF-8"], true),
        (["LANG": "C", "LC_CTYPE": "en_GB.UTF-8"], true),
        (["LC_ALL": "", "LANG": "en_US.UTF-8"], true),
        (["LANG": "de_DE.Utf-8@euro"], true),
        (["LANG": "UTF8"], true),
        (["LANG": "en_US.UTF"], false),
        (["LANG": "utf-"], false),
        (["LANG": "tr_TR.İSO8859-9"], false),
    ]

    @Test(arguments: localeCases)
    func localeDecidesGlyphs(environment: [String: String], unicode: Bool) {
        #expect(GlyphSet.localeIsUTF8(environment: environment) == unicode)
        #expect(GlyphSet.resolve(.auto, environment: environment) == (unicode ? .unicode : .ascii))
    }

    /// The variables read from `environ` are those Foundation's `ProcessInfo` reads.
    @Test func processEnvironmentReadsWhatProcessInfoReads() {
        #expect(StandardStream.processEnvironment == ProcessInfo.processInfo.environment)
        #expect(StandardStream.processEnvironment["PATH"] != nil)
    }

    @Test func flagsOverrideTheLocale() {
        #expect(GlyphSet.resolve(.ascii, environment: ["LANG": "en_US.UTF-8"]) == .ascii)
        #expect(GlyphSet.resolve(.unicode, environment: ["LANG": "C"]) == .unicode)
    }

    static let widthCases: [(Int?, [String: String], Int)] = [
        (132, ["COLUMNS": "100"], 132),
        (nil, ["COLUMNS": "100"], 100),
        (nil, ["COLUMNS": " 90 "], 90),
        (nil, ["COLUMNS": "abc"], 80),
        (nil, ["COLUMNS": "0"], 80),
        (nil, ["COLUMNS": "-5"], 80),
        (0, [:], 80),
        (nil, [:], 80),
    ]

    @Test(arguments: widthCases)
    func terminalWidth(window: Int?, environment: [String: String], expected: Int) {
        #expect(TerminalWidth.resolve(windowColumns: window, environment: environment) == expected)
    }

    @Test func aPipeHasNoWindowSize() {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]); close(fds[1]) }
        #expect(TerminalWidth.windowColumns(fileDescriptor: fds[1]) == nil)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
