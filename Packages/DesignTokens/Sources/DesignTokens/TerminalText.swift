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
/// - bidirectional controls (`U+202A`–`U+202E`, `U+2066`–`U+2069`, `U+200E`, `U+200F`,
///   `U+061C`) are removed;
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

    /// `text` without anything a terminal would act on (see the type's description).
    public static func neutralized(_ text: String, lineBreaks: LineBreaks = .asSpaces) -> String {
        guard text.unicodeScalars.contains(where: needsWork) else { return text }
        var result = String.UnicodeScalarView()
        var previousWasCR = false
        for segment in ANSI.segments(of: text) {
            guard case .text(let scalars) = segment else { continue }
            for scalar in scalars {
                defer { previousWasCR = scalar == "\r" }
                let value = scalar.value
                if isBidiControl(value) { continue }
                if scalar == "\n" || scalar == "\r" || value == 0x2028 || value == 0x2029 {
                    if scalar == "\n" && previousWasCR { continue }  // CR LF is one break
                    result.append(lineBreaks == .keep ? "\n" : " ")
                } else if isControl(value) {
                    result.append(" ")
                } else {
                    result.append(scalar)
                }
            }
        }
        return String(result)
    }

    /// Whether `text` is already neutral for `lineBreaks`, that is ``neutralized(_:lineBreaks:)``
    /// would return it unchanged.
    public static func isNeutral(_ text: String, lineBreaks: LineBreaks = .asSpaces) -> Bool {
        !text.unicodeScalars.contains { scalar in
            needsWork(scalar) && !(lineBreaks == .keep && scalar == "\n")
        }
    }

    private static func needsWork(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return isControl(value) || value == 0x2028 || value == 0x2029 || isBidiControl(value)
    }

    private static func isControl(_ value: UInt32) -> Bool {
        value < 0x20 || (0x7F...0x9F).contains(value)
    }

    private static func isBidiControl(_ value: UInt32) -> Bool {
        switch value {
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
        default: false
        }
    }
}
