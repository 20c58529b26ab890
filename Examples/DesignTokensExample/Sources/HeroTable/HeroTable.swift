public import DesignTokens

/// A hero as this example lists it.
public struct HeroRow: Sendable {
    public let id: Int
    public let name: String
    public let comics: Int

    public init(id: Int, name: String, comics: Int) {
        self.id = id
        self.name = name
        self.comics = comics
    }
}

/// The lines of a table of `heroes` fitted to `width` columns: names shrink first, the comics
/// column goes when even that is not enough, and counts are grouped (`4,043`).
public func heroTable(_ heroes: [HeroRow], width: Int, style: TerminalStyle = .plain) -> [String] {
    let table = TextTable(
        columns: [
            TableColumn("ID"),
            TableColumn("NAME", isFlexible: true),
            TableColumn("COMICS", alignment: .right, dropOrder: 1),
        ],
        rows: heroes.map { hero in
            [
                TableCell(String(hero.id), style: .identifier), TableCell(hero.name),
                TableCell(NumberFormat.grouped(hero.comics)),
            ]
        }
    )
    return table.render(width: width, style: style)
}
