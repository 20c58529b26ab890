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
        #expect(after.update(from: before) == "\u{1B}[2;1HTWO")
        #expect(after.update(from: after) == "")
    }

    @Test func withinALineOnlyTheCellsFromTheFirstChangeToTheLastAreWritten() {
        let before = Frame(width: 20, height: 1, lines: ["Heroes · 9 of 50   "])
        let after = Frame(width: 20, height: 1, lines: ["Heroes · 10 of 50  "])
        #expect(after.update(from: before) == "\u{1B}[1;10H10 of 50", "from column 10, up to the last changed cell")
    }

    @Test func stylesAreWrittenWithTheirCellsAndResetAfter() {
        let bold = "\u{1B}[1m", reset = "\u{1B}[0m"
        let before = Frame(width: 8, height: 1, lines: ["ab" + bold + "cd" + reset + "ef"])
        let after = Frame(width: 8, height: 1, lines: ["ab" + bold + "cX" + reset + "ef"])
        #expect(after.update(from: before) == "\u{1B}[1;4H" + reset + bold + "X" + reset)
        let plain = Frame(width: 8, height: 1, lines: ["abcdef"])
        #expect(plain.update(from: before) == "\u{1B}[1;3Hcd", "a style removed rewrites its cells plain")
    }

    @Test func aWideCharacterIsNeverWrittenByHalves() {
        let before = Frame(width: 8, height: 1, lines: ["aスb"])
        let after = Frame(width: 8, height: 1, lines: ["aパb"])
        #expect(after.update(from: before) == "\u{1B}[1;2Hパ")
        let narrow = Frame(width: 8, height: 1, lines: ["aスc"])
        #expect(narrow.update(from: before) == "\u{1B}[1;4Hc")
    }

    @Test func aShorterLineErasesWhatIsLeftOfTheOldOne() {
        let before = Frame(width: 10, height: 1, lines: ["abcdef"])
        let after = Frame(width: 10, height: 1, lines: ["abc"])
        #expect(after.update(from: before) == "\u{1B}[1;4H\u{1B}[K")
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

struct FrameScrollTests {
    @Test func aListScrolledDownOneRowIsMovedByTheTerminalAndOnlyTheNewRowIsWritten() {
        let before = Frame(width: 10, height: 8, lines: ["T", "a", "b", "c", "d", "e", "f", "H"])
        let after = Frame(width: 10, height: 8, lines: ["T2", "b", "c", "d", "e", "f", "g", "H"])
        #expect(
            after.update(from: before)
                == "\u{1B}[2;7r\u{1B}[1S\u{1B}[r" + "\u{1B}[1;2H2" + "\u{1B}[7;1Hg")
    }

    @Test func aListScrolledUpOneRowIsMovedTheOtherWay() {
        let before = Frame(width: 10, height: 8, lines: ["T", "b", "c", "d", "e", "f", "g", "H"])
        let after = Frame(width: 10, height: 8, lines: ["T", "a", "b", "c", "d", "e", "f", "H"])
        #expect(after.update(from: before) == "\u{1B}[2;7r\u{1B}[1T\u{1B}[r" + "\u{1B}[2;1Ha")
    }

    @Test func fewerLinesThanARunOfFourAreWrittenNotScrolled() {
        let before = Frame(width: 10, height: 5, lines: ["a", "b", "c", "d", "e"])
        let after = Frame(width: 10, height: 5, lines: ["b", "c", "d", "x", "y"])
        #expect(!after.update(from: before).contains("r\u{1B}["))
    }
}
