import MarvelWire
import Testing

struct JSONTextTests {
    struct Sample: Encodable {
        var zeta = 1
        var alpha = "http://example.com/a/b"
        var missing = JSONNullable<String>(nil)
        var present = JSONNullable("here")
        var none: [Int] = []
        var nothing: [String: Int] = [:]
        var nested = ["b": [1, 2], "a": []]
    }

    @Test func indentedIsTwoSpacesALevelWithAColonAndASpaceAfterEachKeyAndEmptyContainersOnOneLine() {
        #expect(
            JSONText.render(Sample(), layout: .indented) == """
                {
                  "alpha": "http://example.com/a/b",
                  "missing": null,
                  "nested": {
                    "a": [],
                    "b": [
                      1,
                      2
                    ]
                  },
                  "none": [],
                  "nothing": {},
                  "present": "here",
                  "zeta": 1
                }

                """)
        #expect(JSONText.render([Int](), layout: .indented) == "[]\n")
    }

    @Test func compactIsOneLineWithNoSpaceBetweenTokens() {
        #expect(
            JSONText.render(Sample(), layout: .compact)
                == #"{"alpha":"http://example.com/a/b","missing":null,"nested":{"a":[],"b":[1,2]},"none":[],"#
                + #""nothing":{},"present":"here","zeta":1}"# + "\n")
    }

    @Test func aTerminalGetsTheIndentedLayoutAndAPipeTheCompactOne() {
        #expect(JSONLayout(forTerminal: true) == .indented)
        #expect(JSONLayout(forTerminal: false) == .compact)
    }

    @Test func aValueThatCannotBeEncodedGivesNoText() {
        #expect(JSONText.render(Double.nan, layout: .indented) == "")
        #expect(JSONText.render(Double.nan, layout: .compact) == "")
    }
}
