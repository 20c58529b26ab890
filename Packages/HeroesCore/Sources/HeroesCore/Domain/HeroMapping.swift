import FoundationEssentials
public import MarvelWire

extension Hero: MarvelModel {
    public static var resource: MarvelResource { .characters }

    public static func id(of dto: CharacterDTO) -> Int { dto.id }

    public static func counts(of dto: CharacterDTO) -> [Int?] {
        [dto.comics, dto.series, dto.stories, dto.events].flatMap { [$0?.available, $0?.returned] }
    }

    /// Builds a hero from the API's DTO: trims the name, turns `null` into `""`, parses the
    /// date once, drops the "image not available" placeholder and links that are not URLs.
    /// (The caller's public key, which the API writes into links, is gone before: see
    /// `APIKeyScrubber`.)
    public init(dto: CharacterDTO) {
        self.init(
            id: dto.id,
            name: trimmed(dto.name),
            description: trimmed(dto.description),
            modified: MarvelDate.parse(dto.modified),
            thumbnail: HeroImage(dto: dto.thumbnail),
            links: (dto.urls ?? []).compactMap { link in
                guard let text = link.url, let url = URL(string: text), url.scheme != nil else { return nil }
                return HeroLink(kind: link.type ?? "link", url: url)
            },
            comics: resourceList(dto.comics),
            series: resourceList(dto.series),
            stories: resourceList(dto.stories),
            events: resourceList(dto.events)
        )
    }
}

extension HeroImage {
    /// The image of an API record, or `nil` when it has no path or extension or is Marvel's
    /// "image not available" placeholder.
    init?(dto: ImageDTO?) {
        guard let path = dto?.path, !path.isEmpty, let ext = dto?.extension, !ext.isEmpty else { return nil }
        self.init(path: path, fileExtension: ext)
        if isPlaceholder { return nil }
    }
}

/// `text` without leading and trailing white space, `""` for `nil`. Most names have none: that
/// case is checked on the UTF-8 bytes and returns the string itself, without Foundation's scan
/// (a page of 100 characters holds thousands of names).
func trimmed(_ text: String?) -> String {
    guard let text, let first = text.utf8.first, let last = text.utf8.last else { return "" }
    func plain(_ byte: UInt8) -> Bool { byte > 0x20 && byte < 0x80 }
    if plain(first), plain(last) { return text }
    return text.trimmingWhitespace()
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
