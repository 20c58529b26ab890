import Testing

@testable import TerminalScreen

struct FrameTests {
    @Test func theFirstFrameClearsTheScreenAndWritesEveryLine() {
        let frame = Frame(width: 10, height: 3, lines: ["one", "two"])
        #expect(
            frame.update(from: nil)
                == "\u{1B}[H\u{1B}[2J\u{1B}[1;1Hone\u{1B}[0m\u{1B}[K\u{1B}[2;1Htwo\u{1B}[0m\u{1B}[K\u{1B}[3;1H\u{1B}[0m\u{1B}[K"
        )
    }

    @Test func aLaterFrameWritesOnlyTheLinesThatChanged() {
        let before = Frame(width: 10, height: 3, lines: ["one", "two", "three"])
        let after = Frame(width: 10, height: 3, lines: ["one", "TWO", "three"])
        #expect(after.update(from: before) == "\u{1B}[2;1HTWO\u{1B}[0m\u{1B}[K")
        #expect(after.update(from: after) == "")
    }

    @Test func aResizeRedrawsEverything() {
        let before = Frame(width: 10, height: 2, lines: ["a", "b"])
        let after = Frame(width: 12, height: 2, lines: ["a", "b"])
        #expect(after.update(from: before).hasPrefix(Frame.clearScreen))
        #expect(after.update(from: before).contains("\u{1B}[1;1Ha"))
    }

    @Test func linesPastTheHeightAreDroppedAndMissingOnesBlank() {
        #expect(Frame(width: 5, height: 2, lines: ["a", "b", "c"]).lines == ["a", "b"])
        #expect(Frame(width: 5, height: 2, lines: []).lines == ["", ""])
    }
}
