import Testing

@testable import TerminalScreen

struct KeyDecoderTests {
    func decode(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(Array(text.utf8))
    }

    @Test func lettersAndControlKeysAreDecoded() {
        #expect(decode("jk/") == [.character("j"), .character("k"), .character("/")])
        #expect(decode("\r\u{7F}\u{03}\t") == [.enter, .backspace, .interrupt, .tab])
    }

    @Test func ctrlZIsTheSuspendKey() {
        #expect(decode("j\u{1A}k") == [.character("j"), .suspend, .character("k")])
    }

    @Test func arrowsPagesHomeAndEndInEverySpelling() {
        #expect(decode("\u{1B}[A\u{1B}[B\u{1B}OA\u{1B}OB") == [.up, .down, .up, .down])
        #expect(decode("\u{1B}[5~\u{1B}[6~") == [.pageUp, .pageDown])
        #expect(
            decode("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~\u{1B}OH\u{1B}OF")
                == [.home, .end, .home, .end, .home, .end, .home, .end])
    }

    @Test func aLoneEscapeAtTheEndOfAReadIsTheEscapeKey() {
        #expect(decode("\u{1B}") == [.escape])
        #expect(decode("\u{1B}\u{1B}[A") == [.escape, .up])
    }

    @Test func aSequenceSplitAcrossReadsWaitsForItsEnd() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[".utf8)) == [])
        #expect(decoder.decode(Array("6~".utf8)) == [.pageDown])
        #expect(decoder.decode([0xC3]) == [])
        #expect(decoder.decode([0xA9]) == [.character("é")])
    }

    @Test func wheelReportsScrollAndOtherMouseEventsAreDropped() {
        #expect(decode("\u{1B}[<64;10;5M\u{1B}[<65;10;5M") == [.wheelUp, .wheelDown])
        #expect(decode("\u{1B}[<0;10;5M\u{1B}[<0;10;5mx") == [.character("x")])
    }

    @Test func unknownSequencesAndStrayBytesNeverBecomeText() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[15~\u{1B}[3~\u{01}".utf8) + [0xFF] + Array("a".utf8)) == [.character("a")])
        #expect(
            decoder.decode([0xC2, 0x9B] + Array("b".utf8)) == [.character("b")], "an 8-bit CSI (U+009B) is no character"
        )
    }
}

struct ListMotionTests {
    @Test func movementKeysMoveByRowsScreensOrToAnEnd() {
        #expect(
            [Key.up, .character("k"), .down, .character("j")].map(\.listMotion) == [
                .rows(-1), .rows(-1), .rows(1), .rows(1),
            ])
        #expect([Key.wheelUp, .wheelDown].map(\.listMotion) == [.rows(-3), .rows(3)])
        #expect(
            [Key.pageUp, .pageDown, .character(" ")].map(\.listMotion) == [.screens(-1), .screens(1), .screens(1)])
        #expect(
            [Key.home, .character("g"), .end, .character("G")].map(\.listMotion) == [.first, .first, .last, .last])
        #expect([Key.enter, .escape, .character("/"), .character("q")].allSatisfy { $0.listMotion == nil })
    }

    @Test func targetsAreCountedFromTheCursor() {
        #expect(ListMotion.rows(-3).target(from: 10, count: 50, visibleRows: 20) == 7)
        #expect(ListMotion.screens(2).target(from: 10, count: 50, visibleRows: 20) == 50)
        #expect(ListMotion.first.target(from: 10, count: 50, visibleRows: 20) == 0)
        #expect(ListMotion.last.target(from: 10, count: 50, visibleRows: 20) == 49)
    }
}
