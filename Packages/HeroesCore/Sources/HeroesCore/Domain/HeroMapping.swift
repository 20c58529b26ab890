import Foundation
import MarvelWire

extension Hero {
    /// Builds a hero from the API's DTO: trims the name, turns `null` into `""`, parses the
    /// date once, drops the "image not available" placeholder and links that are not URLs.
    /// (The caller's public key, which the API writes into links, is gone before: see
    /// ``APIKeyScrubber``.)
    public init(dto: CharacterDTO) {
        func list(_ dto: ResourceListDTO?) -> HeroResourceList {
            let items = (dto?.items ?? []).map { item in
                HeroResource(
                    name: trimmed(item.name),
                    id: item.resourceURI.flatMap(lastPathNumber),
                    type: item.type.flatMap { $0.isEmpty ? nil : $0 }
                )
            }
            return HeroResourceList(available: dto?.available ?? items.count, items: items)
        }
        let image: HeroImage? = dto.thumbnail.flatMap { thumbnail in
            guard let path = thumbnail.path, !path.isEmpty, let ext = thumbnail.extension, !ext.isEmpty else { return nil }
            let image = HeroImage(path: path, fileExtension: ext)
            return image.isPlaceholder ? nil : image
        }
        self.init(
            id: dto.id,
            name: trimmed(dto.name),
            description: trimmed(dto.description),
            modified: MarvelDate.parse(dto.modified),
            thumbnail: image,
            links: (dto.urls ?? []).compactMap { link in
                guard let text = link.url, let url = URL(string: text), url.scheme != nil else { return nil }
                return HeroLink(kind: link.type ?? "link", url: url)
            },
            comics: list(dto.comics),
            series: list(dto.series),
            stories: list(dto.stories),
            events: list(dto.events)
        )
    }
}

/// `text` without leading and trailing white space, `""` for `nil`. Most names have none: that
/// case is checked on the UTF-8 bytes and returns the string itself, without Foundation's scan
/// (a page of 100 characters holds thousands of names).
func trimmed(_ text: String?) -> String {
    guard let text, let first = text.utf8.first, let last = text.utf8.last else { return "" }
    func plain(_ byte: UInt8) -> Bool { byte > 0x20 && byte < 0x80 }
    if plain(first), plain(last) { return text }
    return text.trimmingCharacters(in: .whitespacesAndNewlines)
}

/// The number that ends a resource URI, as in `…/comics/21366` (a trailing `/` is allowed), or
/// `nil` when the last path component is not a number.
func lastPathNumber(_ uri: String) -> Int? {
    let bytes = uri.utf8
    let slash = UInt8(ascii: "/")
    var end = bytes.endIndex
    while end > bytes.startIndex, bytes[bytes.index(before: end)] == slash { end = bytes.index(before: end) }
    let start = bytes[..<end].lastIndex(of: slash).map(bytes.index(after:)) ?? bytes.startIndex
    return Int(Substring(bytes[start..<end]))
}

extension HeroPage {
    /// Builds a page from the API's envelope. `fallbackOffset` and `fallbackLimit` (the
    /// request's) are used when the envelope omits `offset` or `limit`; without `total`, the
    /// total is what the page shows exists: its offset plus its heroes.
    public init(dto: DataWrapperDTO<CharacterDTO>, fallbackOffset: Int = 0, fallbackLimit: Int) {
        let heroes = dto.data.results.map(Hero.init(dto:))
        let offset = dto.data.offset ?? fallbackOffset
        self.init(
            offset: offset,
            limit: dto.data.limit ?? fallbackLimit,
            total: dto.data.total ?? offset + heroes.count,
            heroes: heroes,
            attribution: dto.attributionText ?? HeroPage.defaultAttribution
        )
    }

    /// The attribution shown when an answer carries none (2014 answers): Marvel's terms ask for one.
    public static let defaultAttribution = "Data provided by Marvel. © 2025 MARVEL"
}
