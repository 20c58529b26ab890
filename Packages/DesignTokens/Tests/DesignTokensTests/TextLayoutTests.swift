import DesignTokens
import Testing

struct TextLayoutTests {
    static let truncationCases: [(String, Int, String)] = [
        ("Spider-Man (Peter Parker)", 12, "Spider-Man…"),
        ("Spider-Man", 10, "Spider-Man"),
        ("Spider-Man", 9, "Spider-M…"),
        ("スパイダーマン", 7, "スパイ…"),  // 6 columns + ellipsis: a wide character never straddles the edge
        ("スパイダーマン", 8, "スパイ…"),
        ("スパイダーマン", 14, "スパイダーマン"),
        ("🦸‍♀️ Hero", 4, "🦸‍♀️…"),
        ("Poke\u{301}mon Trainer", 8, "Poke\u{301}mon…"),
        ("Hulk", 0, ""),
        ("Hulk", 1, "…"),
        ("", 5, ""),
    ]

    @Test(arguments: truncationCases)
    func truncation(_ text: String, width: Int, expected: String) {
        let result = TextLayout.truncate(text, toWidth: width)
        #expect(result == expected)
        #expect(DisplayWidth.of(result) <= max(0, width))
    }

    @Test func aTitleCutShortKeepsItsIssueNumber() {
        #expect(
            TextLayout.truncateKeepingIssueNumber("Amazing Spider-Man (2015) #28", toWidth: 20)
                == "Amazing Spider-… #28")
        #expect(TextLayout.truncateKeepingIssueNumber("X-Men (1963) #1.MU", toWidth: 12) == "X-Men… #1.MU")
    }

    @Test func aTitleThatFitsOrHasNoIssueNumberIsCutAsUsual() {
        let fits = "Amazing Spider-Man (2015) #28"
        #expect(TextLayout.truncateKeepingIssueNumber(fits, toWidth: 40) == fits)
        #expect(TextLayout.truncateKeepingIssueNumber("Civil War (2006)", toWidth: 10) == "Civil War…")
        #expect(TextLayout.truncateKeepingIssueNumber("Ads #1 and more", toWidth: 10) == "Ads #1 an…", "a # inside")
        #expect(TextLayout.truncateKeepingIssueNumber("Squadron #12345678901", toWidth: 14) == "Squadron #123…")
    }

    @Test func aNumberThatWouldLeaveUnderFourColumnsIsCutAsUsual() {
        #expect(TextLayout.truncateKeepingIssueNumber("Hulk (2008) #600", toWidth: 8) == "Hulk (2…")
        #expect(TextLayout.truncateKeepingIssueNumber("Hulk (2008) #600", toWidth: 9) == "Hul… #600")
    }

    @Test func truncationWithAsciiEllipsis() {
        #expect(TextLayout.truncate("Spider-Man", toWidth: 8, ellipsis: "...") == "Spide...")
        #expect(TextLayout.truncate("Spider-Man", toWidth: 2, ellipsis: "...") == "Sp")
    }

    @Test func truncationKeepsEscapesAndResets() {
        let painted = "\u{1B}[1mSpider-Man\u{1B}[0m"
        #expect(TextLayout.truncate(painted, toWidth: 7) == "\u{1B}[1mSpider…\u{1B}[0m")
        #expect(TextLayout.truncate(painted, toWidth: 10) == painted)
    }

    @Test func padding() {
        #expect(TextLayout.pad("42", toWidth: 5, alignment: .right) == "   42")
        #expect(TextLayout.pad("42", toWidth: 5) == "42   ")
        #expect(TextLayout.pad("42", toWidth: 5, alignment: .center) == " 42  ")
        #expect(TextLayout.pad("スパ", toWidth: 6) == "スパ  ")
        #expect(TextLayout.pad("\u{1B}[1mok\u{1B}[0m", toWidth: 4) == "\u{1B}[1mok\u{1B}[0m  ")
        #expect(TextLayout.pad("toolong", toWidth: 3) == "toolong")
    }

    @Test func paddingTextThatStartsWithAModifierNeverGoesPastTheWidth() {
        // The space before the text joined its cluster, which then counted 2 instead of 1.
        for text in ["\u{FE24}\u{1F3FE}", "\u{FE0F}x"] {
            for alignment in TextAlignment.allCases {
                #expect(DisplayWidth.of(TextLayout.pad(text, toWidth: 8, alignment: alignment)) <= 8)
            }
        }
    }

    @Test func paddingToANegativeWidthEvenIntMinReturnsTheTextUnchanged() {
        // `width - DisplayWidth.of(text)` overflowed for `Int.min` and trapped.
        for width in [-1, -80, Int.min + 1, Int.min] {
            #expect(TextLayout.pad("42", toWidth: width, alignment: .right) == "42")
        }
    }

    @Test func singleLineTurnsBreaksAndTabsIntoSpacesAndDropsEscapeSequences() {
        #expect(TextLayout.singleLine("a\tb\nc\r\nd\u{1B}[31me") == "a b c de")
        #expect(TextLayout.singleLine("a\u{2028}b\u{2029}c") == "a b c")
        #expect(TextLayout.singleLine("plain") == "plain")
    }

    @Test func wrappingBreaksAtSpaces() {
        #expect(
            TextLayout.wrap("Bitten by a radioactive spider", toWidth: 12) == ["Bitten by a", "radioactive", "spider"])
        #expect(TextLayout.wrap("one  two\tthree", toWidth: 80) == ["one two three"])
        #expect(TextLayout.wrap("", toWidth: 10) == [])
        #expect(TextLayout.wrap("first\n\nsecond", toWidth: 10) == ["first", "", "second"])
    }

    @Test func wrappingSplitsLongWordsAndCJK() {
        #expect(
            TextLayout.wrap("see https://example.com/abcdef", toWidth: 10) == [
                "see", "https://ex", "ample.com/", "abcdef",
            ])
        #expect(TextLayout.wrap("スパイダーマンは", toWidth: 6) == ["スパイ", "ダーマ", "ンは"])
        #expect(TextLayout.wrap("ab スパイダー", toWidth: 7) == ["ab スパ", "イダー"])
        // a wide cluster wider than the line goes alone instead of looping
        #expect(TextLayout.wrap("スパ", toWidth: 1) == ["ス", "パ"])
    }

    static let wrapTexts: [String] = [
        "Bitten by a radioactive spider, high school student Peter Parker gained the speed, strength and powers of a spider.",
        "スパイダーマンは、放射能を帯びたクモに噛まれた高校生ピーター・パーカーです。",
        "🦸‍♀️ Hero e\u{301}e\u{301} 👨‍👩‍👧‍👦 family",
    ]

    @Test(arguments: wrapTexts)
    func wrappedLinesFit(text: String) {
        for width in [1, 2, 5, 10, 40] {
            for line in TextLayout.wrap(text, toWidth: width) {
                #expect(DisplayWidth.of(line) <= max(width, 2), "width \(width): \(line)")
            }
        }
    }

    static let groupingCases: [(Int, String)] = [
        (0, "0"), (7, "7"), (999, "999"), (1_000, "1,000"), (1_564, "1,564"), (12_345, "12,345"),
        (1_234_567, "1,234,567"), (-1_234, "-1,234"), (-999, "-999"), (Int.min, "-9,223,372,036,854,775,808"),
    ]

    @Test(arguments: groupingCases)
    func grouping(_ value: Int, expected: String) {
        #expect(NumberFormat.grouped(value) == expected)
    }

    static let ageCases: [(Double, String)] = [
        (-30.0, "just now"), (0, "just now"), (59, "just now"), (60, "1 minute ago"), (5 * 60 + 59, "5 minutes ago"),
        (3_599, "59 minutes ago"), (3_600, "1 hour ago"), (3 * 3_600 + 1, "3 hours ago"), (86_399, "23 hours ago"),
        (86_400, "1 day ago"), (2 * 86_400 + 5, "2 days ago"), (1_000 * 86_400, "1,000 days ago"),
    ]

    @Test(arguments: ageCases)
    func relativeAge(seconds: Double, expected: String) {
        #expect(RelativeAge.describe(elapsed: seconds) == expected)
    }

    @Test(arguments: [
        ("heroes", "Heroes"), ("x-men", "X-men"), ("éclair", "Éclair"), ("ßeta", "SSeta"), ("Comics", "Comics"),
        ("1 comic", "1 comic"), ("", ""),
    ])
    func capitalizedFirstUpperCasesTheFirstCharacterOnlyAndLeavesAnEmptyTextEmpty(text: String, expected: String) {
        #expect(TextLayout.capitalizedFirst(text) == expected)
    }
}
