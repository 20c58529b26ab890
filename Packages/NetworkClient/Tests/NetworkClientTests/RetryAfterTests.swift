import Foundation
import Testing
@testable import NetworkClient

@Suite struct RetryAfterTests {
    /// Sun, 06 Nov 1994 08:49:37 GMT, the date RFC 9110 uses in its examples.
    let rfcDate = Date(timeIntervalSince1970: 784_111_777)

    @Test func readsDeltaSeconds() {
        #expect(RetryAfter.delay(parsing: "120", now: rfcDate) == .seconds(120))
        #expect(RetryAfter.delay(parsing: " 0 ", now: rfcDate) == .zero)
        #expect(
            RetryAfter.delay(parsing: "99999999999999999999999", now: rfcDate).map { $0 > .seconds(86_400 * 365) }
                == true)
    }

    @Test(arguments: [
        "Sun, 06 Nov 1994 08:49:37 GMT",
        "Sunday, 06-Nov-94 08:49:37 GMT",
        "Sun Nov  6 08:49:37 1994",
    ])
    func readsTheThreeHTTPDateForms(text: String) {
        #expect(RetryAfter.httpDate(text) == rfcDate)
        #expect(RetryAfter.delay(parsing: text, now: rfcDate.addingTimeInterval(-30)) == .seconds(30))
    }

    @Test func aDateInThePastMeansNoWait() {
        #expect(
            RetryAfter.delay(parsing: "Sun, 06 Nov 1994 08:49:37 GMT", now: rfcDate.addingTimeInterval(60)) == .zero)
    }

    @Test(arguments: ["", "soon", "-5", "1.5", "Sun, 06 Nov 1994"])
    func rejectsOtherValues(text: String) {
        #expect(RetryAfter.delay(parsing: text, now: rfcDate) == nil)
    }

    @Test func readsTheHeaderInAnyCase() {
        #expect(RetryAfter.delay(in: ["retry-after": "3"]) == .seconds(3))
        #expect(RetryAfter.delay(in: [:]) == nil)
    }
}
