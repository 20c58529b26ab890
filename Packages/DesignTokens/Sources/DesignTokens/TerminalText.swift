/// The one gate for text that came from outside (a server, a cache file, the environment, the
/// command line) on its way to a terminal or a plain-text pipe.
///
/// A terminal obeys what it is sent: an escape sequence in a hero's description could write to
/// the clipboard (OSC 52), retitle the window, clear the screen or move the cursor, and a
/// right-to-left override (`U+202E`) makes the text after it read backwards, so a line can say
/// something other than what it holds. Neutralised text has none of these:
///
/// - every escape sequence (CSI, OSC, DCS, SOS, PM, APC and two-character escapes) is removed
///   whole, so its payload does not show either;
/// - other C0 controls, `DEL` and C1 controls (`U+0080`–`U+009F`, among them the 8-bit CSI
///   `U+009B`) become one space each (a CR LF pair is one break);
/// - invisible characters are removed: every default-ignorable code point and format
///   character (Unicode's `Default_Ignorable_Code_Point` and category `Cf`), among them the
///   bidirectional controls (`U+202A`–`U+202E`, `U+2066`–`U+2069`, `U+200E`, `U+200F`,
///   `U+061C`), which could make text read backwards, zero-width spaces and joiners
///   (`U+200B`–`U+200D`, `U+2060`–`U+2064`, `U+FEFF`), the soft hyphen, variation selectors,
///   tag characters (`U+E0000`…), interlinear annotation marks (`U+FFF9`–`U+FFFB`) and the
///   Hangul fillers. Terminals disagree on their width (and on that of the emoji sequences they
///   join: an emoji zero-width-joiner sequence falls apart into its emoji), so a row holding
///   one could not be laid out to the column;
/// - a character keeps at most four combining marks in a row (categories
///   `Mn` and `Me`), the rest are dropped: a terminal keeps only a few in one cell, and some
///   draw the rest in the cells after it; a mark with no character before it to combine with
///   (at the start of the text or of a kept line) is dropped too, as a terminal would draw it on
///   whatever cell is before it on the screen;
/// - line and paragraph separators (`U+2028`, `U+2029`) and line feeds become spaces, or line
///   feeds with ``LineBreaks/keep``.
///
/// The result holds no control character but `\n` (with ``LineBreaks/keep``), and neutralising
/// it again changes nothing. JSON output does not go through here: it must stay exact, and its
/// encoder escapes controls itself.
///
/// ```swift
/// TerminalText.neutralized("Hulk\u{1B}]52;c;cm0gLXJm\u{07} smash")  // "Hulk smash"
/// TerminalText.neutralized("evil\u{202E}txt.exe")                  // "eviltxt.exe"
/// TerminalText.neutralized("one\r\ntwo", lineBreaks: .keep)         // "one\ntwo"
/// ```
public enum TerminalText {
    /// What becomes of line breaks in the text.
    public enum LineBreaks: Sendable {
        /// Each break becomes a space: one line, for a table cell, a tab-separated field or a message.
        case asSpaces
        /// Breaks stay, as `\n`: paragraphs, for text that is wrapped afterwards.
        case keep
    }

    /// The most combining marks kept in a row: enough for the marks of Vietnamese, Hebrew or
    /// Tibetan, far fewer than the stacks of "Zalgo" text.
    static let maximumCombiningMarks = 4

    /// `text` without anything a terminal would act on (see the type's description).
    public static func neutralized(_ text: String, lineBreaks: LineBreaks = .asSpaces) -> String {
        guard needsWork(text, lineBreaks: lineBreaks) else { return text }
        var result = String.UnicodeScalarView()
        var previousWasCR = false
        var marks = 0
        var hasBase = false
        for segment in ANSI.segments(of: text) {
            guard case .text(let scalars) = segment else { continue }
            for scalar in scalars {
                defer { previousWasCR = scalar == "\r" }
                let value = scalar.value
                if scalar == "\n" || scalar == "\r" || value == 0x2028 || value == 0x2029 {
                    if scalar == "\n" && previousWasCR { continue }  // CR LF is one break
                    result.append(lineBreaks == .keep ? "\n" : " ")
                    marks = 0
                    hasBase = lineBreaks != .keep
                } else if isControl(value) {
                    result.append(" ")
                    marks = 0
                    hasBase = true
                } else if value < 0x80 {
                    result.append(scalar)
                    marks = 0
                    hasBase = true
                } else {
                    switch kind(of: scalar) {
                    case .invisible: continue  // the marks around it count as one run
                    case .mark:
                        marks += 1
                        if hasBase, marks <= maximumCombiningMarks { result.append(scalar) }
                    case .visible:
                        result.append(scalar)
                        marks = 0
                        hasBase = true
                    }
                }
            }
        }
        return String(result)
    }

    /// Whether `text` is already neutral for `lineBreaks`, that is ``neutralized(_:lineBreaks:)``
    /// would return it unchanged.
    public static func isNeutral(_ text: String, lineBreaks: LineBreaks = .asSpaces) -> Bool {
        !needsWork(text, lineBreaks: lineBreaks)
    }

    /// Whether neutralising `text` would change it. Printable ASCII (and line feeds to keep) is
    /// answered from its bytes, without looking at a scalar's properties.
    private static func needsWork(_ text: String, lineBreaks: LineBreaks) -> Bool {
        let keepsLineFeeds = lineBreaks == .keep
        if text.utf8.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || (keepsLineFeeds && $0 == 0x0A) }) { return false }
        var marks = 0
        var hasBase = false
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                if isControl(value) && !(keepsLineFeeds && scalar == "\n") { return true }
                marks = 0
                hasBase = scalar != "\n"
            } else if isControl(value) || value == 0x2028 || value == 0x2029 {
                return true
            } else {
                switch kind(of: scalar) {
                case .invisible: return true
                case .mark:
                    marks += 1
                    if !hasBase || marks > maximumCombiningMarks { return true }
                case .visible:
                    marks = 0
                    hasBase = true
                }
            }
        }
        return false
    }

    private static func isControl(_ value: UInt32) -> Bool {
        value < 0x20 || (0x7F...0x9F).contains(value)
    }

    /// What the neutraliser does with a scalar that is not a control or a line break.
    private enum Kind {
        /// A default-ignorable code point or a format character (bidirectional controls among
        /// them): removed.
        case invisible
        /// A combining mark (`Mn`, `Me`): kept up to `maximumCombiningMarks` in a row.
        case mark
        /// Anything else: kept.
        case visible
    }

    private static func kind(of scalar: Unicode.Scalar) -> Kind {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .format: return .invisible
        case .nonspacingMark, .enclosingMark: return properties.isDefaultIgnorableCodePoint ? .invisible : .mark
        default: return properties.isDefaultIgnorableCodePoint ? .invisible : .visible
        }
    }
}
