import Foundation
import HeroDetailsFeature
import HeroesCore
import HeroesPresentation
import TerminalScreen

// The details screen's events and effects by what they mean for a hero, as the tests say them:
// the hero is slot 0 of the generic `BrowseDetailScreen`, its comics slot 1.

extension BrowseScreenEvent {
    static func key(_ key: Key) -> BrowseScreenEvent { .key(key, now: .distantPast) }

    static func hero(_ hero: Fetched<Hero>, generation: Int) -> BrowseScreenEvent {
        .answer(.record(hero, slot: 0, generation: generation))
    }

    static func heroFailed(_ error: HeroesError, generation: Int) -> BrowseScreenEvent {
        .answer(.failed(error, slot: 0, generation: generation))
    }

    static func comics(_ pages: [Fetched<Page<Comic>>], generation: Int, replacing: Bool, final: Bool)
        -> BrowseScreenEvent
    {
        .answer(.pages(pages, slot: 1, generation: generation, replacing: replacing, final: final))
    }

    static func comicsFailed(_ error: HeroesError, generation: Int) -> BrowseScreenEvent {
        .answer(.failed(error, slot: 1, generation: generation))
    }
}

extension BrowseScreenEffect {
    static func loadHero(id: Int, generation: Int, refresh: Bool) -> BrowseScreenEffect {
        .load(BrowseLoad(.record(id: id, refresh: refresh), of: Hero.self, slot: 0, generation: generation))
    }

    static func loadFirstComics(heroID: Int, generation: Int) -> BrowseScreenEffect {
        .load(
            BrowseLoad(
                .first(HeroDetailsBrowser.comicsRequest(heroID: heroID)), of: Comic.self, slot: 1,
                generation: generation))
    }

    static func loadNextComics(heroID: Int, generation: Int) -> BrowseScreenEffect {
        .load(BrowseLoad(.next, of: Comic.self, slot: 1, generation: generation))
    }
}
