import MarvelWire

/// DTOs of any content, as a hostile or broken server could send them: every field present or
/// missing, text of any scalars, numbers of any size, dates well formed or not.
enum DTOs {
    static func character(_ input: inout FuzzInput) -> CharacterDTO {
        CharacterDTO(
            id: input.byte() % 4 == 0 ? input.anyInt() : input.int(in: 1...1_020_000),
            name: optional(&input) { $0.string() },
            description: optional(&input) { $0.string(maximum: 120) },
            modified: optional(&input) { date(&$0) },
            resourceURI: optional(&input) { $0.string() },
            urls: optional(&input) { input in
                (0..<input.int(in: 0...3)).map { _ in
                    URLDTO(type: optional(&input) { $0.string(maximum: 10) }, url: optional(&input) { url(&$0) })
                }
            },
            thumbnail: optional(&input) { image(&$0) },
            comics: optional(&input) { list(&$0) }, stories: optional(&input) { list(&$0) },
            events: optional(&input) { list(&$0) }, series: optional(&input) { list(&$0) })
    }

    static func comic(_ input: inout FuzzInput) -> ComicDTO {
        ComicDTO(
            id: input.byte() % 4 == 0 ? input.anyInt() : input.int(in: 1...100_000),
            digitalId: optional(&input) { $0.anyInt() },
            title: optional(&input) { $0.string() },
            issueNumber: optional(&input) { $0.double() },
            variantDescription: optional(&input) { $0.string(maximum: 10) },
            description: optional(&input) { $0.string(maximum: 120) },
            modified: optional(&input) { date(&$0) },
            format: optional(&input) { $0.string(maximum: 12) },
            pageCount: optional(&input) { $0.anyInt() },
            resourceURI: optional(&input) { $0.string() },
            urls: optional(&input) { input in
                (0..<input.int(in: 0...2)).map { _ in URLDTO(type: input.string(maximum: 8), url: url(&input)) }
            },
            series: optional(&input) { summary(&$0) },
            dates: optional(&input) { input in
                (0..<input.int(in: 0...2)).map { _ in
                    ComicDateDTO(type: input.bool() ? "onsaleDate" : input.string(maximum: 8), date: date(&input))
                }
            },
            thumbnail: optional(&input) { image(&$0) },
            creators: optional(&input) { list(&$0) }, characters: optional(&input) { list(&$0) },
            stories: optional(&input) { list(&$0) }, events: optional(&input) { list(&$0) })
    }

    static func optional<T>(_ input: inout FuzzInput, _ make: (inout FuzzInput) -> T) -> T? {
        input.byte() % 5 == 0 ? nil : make(&input)
    }

    static func list(_ input: inout FuzzInput) -> ResourceListDTO {
        let items = (0..<input.int(in: 0...4)).map { _ in summary(&input) }
        return ResourceListDTO(
            available: optional(&input) { $0.bool() ? $0.int(in: 0...5000) : $0.anyInt() },
            returned: optional(&input) { $0.bool() ? items.count : $0.anyInt() },
            collectionURI: optional(&input) { $0.string() }, items: optional(&input) { _ in items })
    }

    static func summary(_ input: inout FuzzInput) -> ResourceSummaryDTO {
        ResourceSummaryDTO(
            resourceURI: optional(&input) { url(&$0) }, name: optional(&input) { $0.string() },
            type: optional(&input) { $0.string(maximum: 8) }, role: optional(&input) { $0.string(maximum: 8) })
    }

    static func image(_ input: inout FuzzInput) -> ImageDTO {
        ImageDTO(
            path: optional(&input) {
                $0.bool() ? "http://i.annihil.us/u/prod/marvel/i/mg/" + $0.string(maximum: 8) : $0.string()
            },
            extension: optional(&input) {
                $0.bool() ? ["jpg", "gif", "png"][$0.int(in: 0...2)] : $0.string(maximum: 5)
            })
    }

    /// A date as the API writes them (`2014-04-29T14:18:17-0400`), with any numbers, or any text.
    static func date(_ input: inout FuzzInput) -> String {
        guard input.bool() else { return input.string(maximum: 30) }
        func digits(_ count: Int, _ input: inout FuzzInput) -> String {
            let value = String(input.int(in: 0...(count == 4 ? 9999 : 99)))
            return String(repeating: "0", count: max(0, count - value.count)) + value
        }
        let sign = input.bool() ? "-" : "+"
        return "\(input.bool() ? "-" : "")\(digits(4, &input))-\(digits(2, &input))-\(digits(2, &input))T"
            + "\(digits(2, &input)):\(digits(2, &input)):\(digits(2, &input))\(sign)\(digits(4, &input))"
    }

    static func url(_ input: inout FuzzInput) -> String {
        switch input.byte() % 3 {
        case 0:
            "http://marvel.com/comics/characters/\(input.int(in: 0...2_000_000))/x?utm_campaign=apiRef&utm_source=\(input.string(maximum: 8))"
        case 1: "http://gateway.marvel.com/v1/public/comics/\(input.anyInt())"
        default: input.string()
        }
    }
}
