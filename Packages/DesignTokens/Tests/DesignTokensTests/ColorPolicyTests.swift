import DesignTokens
import Testing

struct ColorPolicyTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var mode: ColorMode
        var environment: [String: String]
        var isTerminal: Bool
        var expected: Bool
        var testDescription: String {
            "\(mode) \(environment.sorted { $0.key < $1.key }) tty=\(isTerminal) → \(expected)"
        }
    }

    static let cases: [Case] = [
        // auto follows isatty when nothing is set
        Case(mode: .auto, environment: [:], isTerminal: true, expected: true),
        Case(mode: .auto, environment: [:], isTerminal: false, expected: false),
        // explicit flags beat everything
        Case(
            mode: .always, environment: ["NO_COLOR": "1", "TERM": "dumb", "CLICOLOR": "0"], isTerminal: false,
            expected: true),
        Case(mode: .never, environment: ["CLICOLOR_FORCE": "1"], isTerminal: true, expected: false),
        // NO_COLOR: any non-empty value disables; empty is ignored
        Case(mode: .auto, environment: ["NO_COLOR": "1"], isTerminal: true, expected: false),
        Case(mode: .auto, environment: ["NO_COLOR": "0"], isTerminal: true, expected: false),
        Case(mode: .auto, environment: ["NO_COLOR": "false"], isTerminal: true, expected: false),
        Case(mode: .auto, environment: ["NO_COLOR": ""], isTerminal: true, expected: true),
        // NO_COLOR beats CLICOLOR_FORCE
        Case(mode: .auto, environment: ["NO_COLOR": "1", "CLICOLOR_FORCE": "1"], isTerminal: true, expected: false),
        // CLICOLOR_FORCE: non-zero forces, even piped, even with TERM=dumb or CLICOLOR=0
        Case(mode: .auto, environment: ["CLICOLOR_FORCE": "1"], isTerminal: false, expected: true),
        Case(mode: .auto, environment: ["CLICOLOR_FORCE": "yes"], isTerminal: false, expected: true),
        Case(mode: .auto, environment: ["CLICOLOR_FORCE": "1", "TERM": "dumb"], isTerminal: false, expected: true),
        Case(mode: .auto, environment: ["CLICOLOR_FORCE": "1", "CLICOLOR": "0"], isTerminal: false, expected: true),
        Case(mode: .auto, environment: ["CLICOLOR_FORCE": "0"], isTerminal: false, expected: false),
        Case(mode: .auto, environment: ["CLICOLOR_FORCE": ""], isTerminal: false, expected: false),
        Case(mode: .auto, environment: ["CLICOLOR_FORCE": "0"], isTerminal: true, expected: true),
        // TERM=dumb and CLICOLOR=0 disable on a terminal
        Case(mode: .auto, environment: ["TERM": "dumb"], isTerminal: true, expected: false),
        Case(mode: .auto, environment: ["TERM": "xterm-256color"], isTerminal: true, expected: true),
        Case(mode: .auto, environment: ["CLICOLOR": "0"], isTerminal: true, expected: false),
        Case(mode: .auto, environment: ["CLICOLOR": "1"], isTerminal: true, expected: true),
        Case(mode: .auto, environment: ["CLICOLOR": "1"], isTerminal: false, expected: false),
    ]

    @Test(arguments: cases)
    func decision(_ testCase: Case) {
        #expect(
            ColorPolicy.usesColor(
                mode: testCase.mode, environment: testCase.environment, isTerminal: testCase.isTerminal)
                == testCase.expected)
    }

    @Test func modesParseFromFlagText() {
        #expect(ColorMode(rawValue: "auto") == .auto)
        #expect(ColorMode(rawValue: "always") == .always)
        #expect(ColorMode(rawValue: "never") == .never)
        #expect(ColorMode(rawValue: "sometimes") == nil)
    }

    @Test func paintingFollowsTheDecision() {
        #expect(TerminalStyle(usesColor: false).paint("Hulk", .heading) == "Hulk")
        #expect(TerminalStyle(usesColor: true).paint("Hulk", .heading) == "\u{1B}[1mHulk\u{1B}[0m")
        #expect(TerminalStyle(usesColor: true).paint("", .heading) == "")
        #expect(TerminalStyle(usesColor: true).paint("Hulk", nil) == "Hulk")
    }

    @Test func styleDetectionCombinesColourAndGlyphs() {
        let style = TerminalStyle.detect(for: .output, colorMode: .always, glyphMode: .auto, environment: ["LANG": "C"])
        #expect(style == TerminalStyle(usesColor: true, glyphs: .ascii))
        let never = TerminalStyle.detect(for: .error, colorMode: .never, glyphMode: .unicode, environment: [:])
        #expect(never == TerminalStyle.plain)
    }
}
