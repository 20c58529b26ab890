import FoundationEssentials
public import HeroesCore
public import MarvelWire

extension CharacterDTO {
    /// The record the API would send for `hero`: what ``HeroesCore/Hero/init(dto:)`` maps back
    /// to the same hero (its date to the second). For tests that serve heroes made as values,
    /// for example from NetworkStubs' in-process Marvel (`Catalog(characters:comics:)`).
    public init(hero: Hero) {
        func list(_ list: HeroResourceList, _ resource: MarvelResource) -> ResourceListDTO {
            ResourceListDTO(
                available: list.available,
                returned: list.items.count,
                collectionURI: "http://gateway.marvel.com/v1/public/characters/\(hero.id)/\(resource.rawValue)",
                items: list.items.map { item in
                    ResourceSummaryDTO(
                        resourceURI: item.id.map { "http://gateway.marvel.com/v1/public/\(resource.rawValue)/\($0)" },
                        name: item.name,
                        type: item.type
                    )
                }
            )
        }
        self.init(
            id: hero.id,
            name: hero.name,
            description: hero.description,
            modified: hero.modified.map(MarvelDate.format),
            resourceURI: "http://gateway.marvel.com/v1/public/characters/\(hero.id)",
            urls: hero.links.map { URLDTO(type: $0.kind, url: $0.url.absoluteString) },
            thumbnail: hero.thumbnail.map { ImageDTO(path: $0.path, extension: $0.fileExtension) },
            comics: list(hero.comics, .comics),
            stories: list(hero.stories, .stories),
            events: list(hero.events, .events),
            series: list(hero.series, .series)
        )
    }
}
