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
    /// Whether URLs are written as clickable links (OSC 8, ``TerminalLink``).
    public var usesHyperlinks: Bool

    /// A style the caller decides; `detect(for:colorMode:glyphMode:environment:)` decides one
    /// from a stream and the environment.
    public init(usesColor: Bool, glyphs: GlyphSet = .unicode, usesHyperlinks: Bool = false) {
        self.usesColor = usesColor
        self.glyphs = glyphs
        self.usesHyperlinks = usesHyperlinks
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

    /// `url` as a clickable link showing `text` when links are on and the URL is safe
    /// (``TerminalLink/safeURL(_:)``); otherwise `text` alone. `text` must be neutralised already.
    public func link(_ text: String, to url: String) -> String {
        guard usesHyperlinks, let safe = TerminalLink.safeURL(url) else { return text }
        return TerminalLink.wrap(text, url: safe)
    }

    /// The style for a standard stream of this process: colour by ``ColorPolicy`` (environment
    /// and `isatty`, or `isTerminal` when the caller decides it, as `HEROES_FORCE_TTY` does),
    /// glyphs by ``GlyphSet/resolve(_:environment:)``, links on a real terminal that shows
    /// them (``TerminalLink/isSupported(environment:)``) whose colour is not turned off.
    public static func detect(
        for stream: StandardStream, colorMode: ColorMode, glyphMode: GlyphMode = .auto,
        environment: [String: String] = StandardStream.processEnvironment, isTerminal: Bool? = nil
    ) -> TerminalStyle {
        let usesColor = ColorPolicy.usesColor(
            mode: colorMode, environment: environment, isTerminal: isTerminal ?? stream.isTerminal)
        return TerminalStyle(
            usesColor: usesColor,
            glyphs: GlyphSet.resolve(glyphMode, environment: environment),
            usesHyperlinks: usesColor && stream.isTerminal && TerminalLink.isSupported(environment: environment)
        )
    }
}
