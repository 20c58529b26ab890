public import DesignTokens
public import HeroesCore

/// The details for a terminal: the name as a heading, id and date, the description wrapped to
/// the width, the image URLs, the first items of each list, the links and the attribution.
///
/// ```text
/// Spider-Man (Peter Parker)
/// ID        1009610
/// Modified  2020-07-21
///
/// Bitten by a radioactive spider, high school student Peter Parker gained the
/// speed, strength and powers of a spider.
///
/// Image
///   Portrait   https://i.annihil.us/u/prod/marvel/i/mg/3/50/526548a343e4b/portrait_uncanny.jpg
///   Full size  https://i.annihil.us/u/prod/marvel/i/mg/3/50/526548a343e4b.jpg
///
/// Latest comics (3,995)
///   2017-05-03  Spider-Man (2016) #16
///               Brian Michael Bendis, Sara Pichelli, Justin Ponsor
///   … and 3,994 more
///
/// Links
///   detail  http://marvel.com/characters/54/spider-man
///
/// Data provided by Marvel. © 2025 MARVEL
/// ```
///
/// The latest comics come from the hero's full list of comics, newest first (``HeroDetails``);
/// when they could not be loaded, the first items of the hero's own summary of comics are shown
/// instead, as for series, stories and events. Item names are cut with an ellipsis to fit the
/// width; URLs are never cut, so they can be copied whole, and are clickable (OSC 8) when the
/// style makes links (`TerminalStyle.usesHyperlinks`). `loaded` and `stale` draw the same (the stale notice goes to stderr).
/// Every text from the server goes through `TerminalText` first, so no escape sequence or
/// bidirectional control in the data reaches the terminal.
public struct HeroDetailsTerminalRenderer: HeroDetailsRenderer {
    /// Colour and glyphs.
    public var style: TerminalStyle
    /// The terminal width, in columns.
    public var width: Int
    /// The attribution line to end with (a hero has none of its own).
    /// Used when the details carry none (see ``HeroDetails/attribution(or:)``).
    public var attribution: String
    /// How many items of each list to show before "… and N more".
    public var itemLimit: Int

    /// Creates a terminal renderer.
    public init(style: TerminalStyle, width: Int, attribution: String = HeroPage.defaultAttribution, itemLimit: Int = 5)
    {
        self.style = style
        self.width = width
        self.attribution = attribution
        self.itemLimit = itemLimit
    }

    /// The screen for `state` (see the type's description).
    public func render(_ state: LoadState<HeroDetails>) -> String {
        guard let details = state.value else { return "" }
        let hero = details.hero
        var sections: [[String]] = []
        sections.append(title(hero))
        sections.append(description(hero))
        sections.append(images(hero))
        if let latest = details.latestComics {
            sections.append(latestComics(latest, counted: hero.comics.available))
        } else {
            sections.append(resources("Comics", hero.comics))
        }
        for (name, list) in [("Series", hero.series), ("Stories", hero.stories), ("Events", hero.events)] {
            sections.append(resources(name, list))
        }
        sections.append(links(hero))
        sections.append(
            TextLayout.wrap(TextLayout.singleLine(details.attribution(or: attribution)), toWidth: width).map {
                style.paint($0, .muted)
            })
        let gap = Array(repeating: "", count: Spacing.sectionGap)
        return sections.filter { !$0.isEmpty }.joined(separator: gap).joined(separator: "\n") + "\n"
    }

    private var indent: String { String(repeating: " ", count: Spacing.indent) }

    private func title(_ hero: Hero) -> [String] {
        let name = TextLayout.singleLine(hero.name)
        let lines =
            name.isEmpty
            ? [style.paint("(no name)", .muted)]
            : TextLayout.wrap(name, toWidth: width).map { style.paint($0, .heading) }
        var facts = [
            ("ID", style.paint(String(hero.id), .identifier)),
            ("Modified", hero.modifiedDay ?? style.paint(style.glyphs.missing, .muted)),
        ]
        if hero.description.isEmpty { facts.append(("Description", style.paint("none", .muted))) }
        return lines + labelled(facts, indented: false)
    }

    /// The description wrapped; none (an empty section) when the hero has none, which the facts
    /// above say in one word (the 2017 catalog carries no descriptions at all).
    private func description(_ hero: Hero) -> [String] {
        guard !hero.description.isEmpty else { return [] }
        return TextLayout.wrap(TerminalText.neutralized(hero.description, lineBreaks: .keep), toWidth: width)
    }

    private func images(_ hero: Hero) -> [String] {
        let heading = style.paint("Image", .heading)
        guard let image = hero.thumbnail else { return [heading, indent + style.paint("No image.", .muted)] }
        var rows: [(String, String)] = []
        if let portrait = image.url(.portraitUncanny) { rows.append(("Portrait", linked(portrait.absoluteString))) }
        if let full = image.fullSizeURL { rows.append(("Full size", linked(full.absoluteString))) }
        return [heading] + labelled(rows, indented: true)
    }

    private func resources(_ name: String, _ list: HeroResourceList) -> [String] {
        var lines = [style.paint("\(name) (\(NumberFormat.grouped(list.available)))", .heading)]
        guard list.available > 0 || !list.items.isEmpty else {
            return lines + [indent + style.paint("None.", .muted)]
        }
        guard !list.items.isEmpty else {
            return lines + [indent + style.paint("None listed.", .muted)]
        }
        let shown = list.items.prefix(max(0, itemLimit))
        let bullet = style.glyphs.bullet + " "
        let room = width - Spacing.indent - DisplayWidth.of(bullet)
        for item in shown {
            let name = TextLayout.singleLine(item.name)
            let text =
                name.isEmpty
                ? style.paint(style.glyphs.missing, .muted)
                : TextLayout.truncate(name, toWidth: room, ellipsis: style.glyphs.ellipsis)
            lines.append(indent + bullet + text)
        }
        let more = max(list.available, list.items.count) - shown.count
        if more > 0 {
            lines.append(
                indent + style.paint("\(style.glyphs.ellipsis) and \(NumberFormat.grouped(more)) more", .muted))
        }
        return lines
    }

    /// The newest comics: the on-sale day in a column, the title, and the creators' names on
    /// the line below, muted; then how many more there are. The heading counts what the hero's
    /// summary counts (`counted`, the number `heroes list` shows); when the full list holds a
    /// different number, a last line says how many are listed and why.
    private func latestComics(_ page: Page<Comic>, counted: Int) -> [String] {
        [style.paint("Latest comics (\(NumberFormat.grouped(counted)))", .heading)] + latestComicRows(page)
            + listedNote(listed: page.total, counted: counted)
    }

    private func latestComicRows(_ page: Page<Comic>) -> [String] {
        var lines: [String] = []
        guard !page.items.isEmpty else { return lines + [indent + style.paint("None.", .muted)] }
        let dayWidth = 10
        let gap = String(repeating: " ", count: Spacing.labelGap)
        let room = width - Spacing.indent - dayWidth - Spacing.labelGap
        let shown = page.items.prefix(max(0, itemLimit))
        for comic in shown {
            let day = comic.onSaleDay.map { $0 } ?? style.paint(style.glyphs.missing, .muted)
            let name = TextLayout.singleLine(comic.title)
            let title =
                name.isEmpty
                ? style.paint(style.glyphs.missing, .muted)
                : TextLayout.truncate(name, toWidth: room, ellipsis: style.glyphs.ellipsis)
            lines.append(indent + TextLayout.pad(day, toWidth: dayWidth) + gap + title)
            let creators = comic.creators.map { TextLayout.singleLine($0.name) }.filter { !$0.isEmpty }
            if !creators.isEmpty {
                let names = TextLayout.truncate(
                    creators.joined(separator: ", "), toWidth: room, ellipsis: style.glyphs.ellipsis)
                lines.append(indent + String(repeating: " ", count: dayWidth) + gap + style.paint(names, .muted))
            }
        }
        let more = page.total - page.offset - shown.count
        if more > 0 {
            lines.append(
                indent + style.paint("\(style.glyphs.ellipsis) and \(NumberFormat.grouped(more)) more", .muted))
        }
        return lines
    }

    /// Nothing when the full list of comics holds as many as the summary counts; else one
    /// sentence, wrapped and muted: `2,912 of the 2,939 are listed: 27 have no record of their
    /// own.` (the 2017 snapshot lacks some 3% of the comics that summaries count).
    private func listedNote(listed: Int, counted: Int) -> [String] {
        guard listed != counted else { return [] }
        let text =
            listed < counted
            ? "\(NumberFormat.grouped(listed)) of the \(NumberFormat.grouped(counted)) are listed: "
                + NumberFormat.count(counted - listed, "has no record of its own.", "have no record of their own.")
            : "\(NumberFormat.grouped(listed)) are listed; the hero's summary counts \(NumberFormat.grouped(counted))."
        return TextLayout.wrap(text, toWidth: width - Spacing.indent).map { indent + style.paint($0, .muted) }
    }

    private func links(_ hero: Hero) -> [String] {
        let heading = style.paint("Links", .heading)
        guard !hero.links.isEmpty else { return [heading, indent + style.paint("No links.", .muted)] }
        return [heading]
            + labelled(
                hero.links.map { (TextLayout.singleLine($0.kind), linked($0.url.absoluteString)) },
                indented: true)
    }

    /// A URL from the server shown whole, neutralised, and clickable where the style makes
    /// links (``TerminalStyle/link(_:to:)``: only a safe http or https URL becomes one).
    private func linked(_ url: String) -> String {
        style.link(TextLayout.singleLine(url), to: url)
    }

    /// `label  value` rows with the values aligned; labels muted.
    private func labelled(_ rows: [(String, String)], indented: Bool) -> [String] {
        let labelWidth = rows.map { DisplayWidth.of($0.0) }.max() ?? 0
        return rows.map { label, value in
            (indented ? indent : "")
                + TextLayout.pad(style.paint(label, .muted), toWidth: labelWidth + Spacing.labelGap)
                + value
        }
    }
}
