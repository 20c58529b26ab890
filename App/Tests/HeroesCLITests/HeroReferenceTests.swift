import ArgumentParser
import Testing
@testable import HeroesCLI

/// `heroes show`'s argument: an id, a name, or a refusal.
struct HeroReferenceTests {
    @Test(arguments: [("1009610", 1_009_610), (" 42 ", 42)])
    func digitsAreAnId(text: String, id: Int) throws {
        #expect(try HeroReference(parsing: text) == .id(id))
    }

    @Test(arguments: [("Spider-Man", "Spider-Man"), ("  3-D Man ", "3-D Man"), ("O'Z $(nobody)", "O'Z $(nobody)")])
    func textWithALetterIsANameTrimmed(text: String, name: String) throws {
        #expect(try HeroReference(parsing: text) == .name(name))
    }

    @Test(arguments: [
        ("12.5", "the hero id must be a number like 1009610, got \"12.5\"."),
        ("-3", "the hero id must be a number like 1009610, got \"-3\"."),
        ("0", "the hero id 0 is out of range; ids are whole numbers like 1009610."),
        (
            "99999999999999999999",
            "the hero id 99999999999999999999 is out of range; ids are whole numbers like 1009610."
        ),
        ("   ", "the hero id or name is empty."),
        ("١٢٣", "the hero id must be a number like 1009610, got \"١٢٣\"."),
    ])
    func anythingElseIsRefusedWithWhatWasExpected(text: String, message: String) {
        do {
            let reference = try HeroReference(parsing: text)
            Issue.record("\(text) was read as \(reference)")
        } catch {
            #expect(error.message == message)
        }
    }
}
