import DesignTokens
import Testing

/// `--format csv`: RFC 4180 records that a spreadsheet opens as text, never as a formula.
struct CSVTextTests {
    @Test func aRecordIsItsFieldsJoinedByCommasEndingInCRLF() {
        #expect(CSVText.record(["1009610", "Spider-Man", "4043"]) == "1009610,Spider-Man,4043\r\n")
    }

    @Test(arguments: [
        ("Spider-Man, Peter", "\"Spider-Man, Peter\""),
        ("The \"Amazing\" One", "\"The \"\"Amazing\"\" One\""),
        (" padded ", "\" padded \""),
    ])
    func aFieldWithACommaAQuoteOrAnOuterSpaceIsQuotedWithItsQuotesDoubled(text: String, field: String) {
        #expect(CSVText.field(text) == field)
    }

    @Test(arguments: [
        ("=cmd|' /C calc'!A0", "\"'=cmd|' /C calc'!A0\""),
        ("+1+1", "\"'+1+1\""),
        ("-2+3", "\"'-2+3\""),
        ("@SUM(A1:A9)", "\"'@SUM(A1:A9)\""),
        ("=HYPERLINK(\"http://evil\",\"x\")", "\"'=HYPERLINK(\"\"http://evil\"\",\"\"x\"\")\""),
    ])
    func aTextFieldThatASpreadsheetWouldRunAsAFormulaStartsWithAQuote(text: String, field: String) {
        #expect(CSVText.field(text) == field)
    }

    @Test(arguments: ["-12", "3.5", "+7", "0"])
    func aPlainNumberIsLeftAsItIs(number: String) {
        #expect(CSVText.field(number) == number)
    }

    @Test func controlsAndLineBreaksBecomeSpacesSoARecordIsOneLine() {
        let record = CSVText.record(["a\nb", "c\r\nd", "\u{1B}]52;c;cm0=\u{07}e\tf"])
        #expect(record == "a b,c d,e f\r\n")
        #expect(record.dropLast(2).allSatisfy { !$0.isNewline })
    }

    @Test(arguments: [
        ("\t=1+1", "\"' =1+1\""), ("\r=1+1", "\"' =1+1\""), ("\u{0}=1+1", "\"' =1+1\""),
        ("  @SUM(A1)", "\"'  @SUM(A1)\""),
        ("\u{FEFF}=1+1", "\"'=1+1\""), ("\u{200B} @SUM(A1)", "\"' @SUM(A1)\""), ("\u{A0}-2+3", "\"'\u{A0}-2+3\""),
    ])
    func aFormulaAfterSpacesControlsOrInvisibleCharactersStillGetsTheQuote(text: String, field: String) {
        // A spreadsheet importing with "trim spaces" reads " =1+1" as =1+1.
        #expect(CSVText.field(text) == field)
    }

    @Test(arguments: [
        ("\u{FF1D}1+1", "\"'\u{FF1D}1+1\""), ("\u{FF0B}1", "\"'\u{FF0B}1\""), ("\u{FF0D}2+3", "\"'\u{FF0D}2+3\""),
        ("\u{FF20}SUM(A1)", "\"'\u{FF20}SUM(A1)\""), ("\u{FE66}1", "\"'\u{FE66}1\""),
    ])
    func aFullWidthOrSmallFormulaSignGetsTheQuote(text: String, field: String) {
        #expect(CSVText.field(text) == field)
    }
}
