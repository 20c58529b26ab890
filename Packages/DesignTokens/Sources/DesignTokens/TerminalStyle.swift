/// How a stream looks: whether it gets colour and which glyphs it draws with. Screens paint
/// text by meaning (``SemanticStyle``); without colour, painting leaves text unchanged.
///
/// ```swift
/// let style = TerminalStyle.detect(for: .output, colorMode: .auto)
/// print(style.paint("Page 2 of 11", .heading))
/// ```
public struct TerminalStyle: Sendable, Hashable {
    /// Whether ANSI colours and attributes are written.
    public var usesColor: Bool
    /// The characters to draw with.
    public var glyphs: GlyphSet

    /// A style the caller decides; ``detect(for:colorMode:glyphMode:environment:)`` decides one
    /// from a stream and the environment.
    public init(usesColor: Bool, glyphs: GlyphSet = .unicode) {
        self.usesColor = usesColor
        self.glyphs = glyphs
    }

    /// No colour, Unicode glyphs.
    public static let plain = TerminalStyle(usesColor: false, glyphs: .unicode)

    /// No colour, ASCII glyphs.
    public static let ascii = TerminalStyle(usesColor: false, glyphs: .ascii)

    /// Colour and Unicode glyphs.
    public static let colored = TerminalStyle(usesColor: true, glyphs: .unicode)

    /// `text` in `style` when colour is on (start sequence, text, reset), else `text` as is.
    /// Empty text stays empty.
    public func paint(_ text: String, _ style: SemanticStyle) -> String {
        guard usesColor, !text.isEmpty else { return text }
        return style.startSequence + text + ANSI.reset
    }

    /// `text` in `style` when there is one, else unchanged.
    public func paint(_ text: String, _ style: SemanticStyle?) -> String {
        guard let style else { return text }
        return paint(text, style)
    }

    /// The style for a standard stream of this process: colour by ``ColorPolicy`` (environment
    /// and `isatty`), glyphs by ``GlyphSet/resolve(_:environment:)``.
    public static func detect(
        for stream: StandardStream, colorMode: ColorMode, glyphMode: GlyphMode = .auto,
        environment: [String: String] = StandardStream.processEnvironment
    ) -> TerminalStyle {
        TerminalStyle(
            usesColor: ColorPolicy.usesColor(for: stream, mode: colorMode, environment: environment),
            glyphs: GlyphSet.resolve(glyphMode, environment: environment)
        )
    }
}
