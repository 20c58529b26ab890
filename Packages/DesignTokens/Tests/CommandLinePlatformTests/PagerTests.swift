import CommandLinePlatform
import Testing

/// What the pager is given besides the text.
struct PagerTests {
    @Test func lessGetsColourOptionsUnlessTheUserSetTheirs() {
        #expect(Pager.variables(environment: [:]) == ["LESS": "FRX", "LV": "-c"])
        #expect(Pager.variables(environment: ["LESS": "-i", "LV": ""]) == [:])
    }
}

/// Whether the pager took the text, or left it to the caller to write.
struct PagerShowTests {
    @Test func aPagerThatReadsTheTextTakesIt() {
        #expect(Pager(command: ["sh", "-c", "cat > /dev/null"]).show("line one\nline two\n", environment: [:]))
    }

    /// `true` ends without reading; the text stays in the pipe this process keeps open.
    @Test func aPagerThatEndsWithoutReadingLeavesTheTextToTheCaller() {
        #expect(Pager(command: ["true"]).show("line one\n", environment: [:]) == false)
    }

    @Test func aPagerThatDoesNotStartLeavesTheTextToTheCaller() {
        #expect(Pager(command: ["command-line-platform-tests-no-such-pager"]).show("line\n", environment: [:]) == false)
    }

    /// Less and lv get their colour options unless the user set them.
    @Test func thePagerRunsWithTheColourVariablesAdded() {
        let checks = #"test "$LESS" = FRX && test "$LV" = -c && cat > /dev/null"#
        #expect(Pager(command: ["sh", "-c", checks]).show("line\n", environment: [:]))
    }
}
