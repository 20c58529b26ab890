import DesignTokens
import Foundation
import HeroDetailsFeature
@testable import HeroesCore
import HeroesFeature
import HeroesPresentation
@testable import MarvelWire
import TerminalScreen

// Target `frames`: `heroes browse` driven by any sequence of events (keys, pages of records of
// any content, failures, resizes, the clock), in the list and in a hero's details, drawn frame
// after frame as the app draws them (`ListBrowserRenderer`, `BrowseDetailRenderer`,
// `Frame.update(from:)`).
//
// Checked, besides "no trap": every line of every frame, raw, holds no escape but the style's
// SGR and nothing a terminal would act on (`checkTerminalText`), and fits the width; and the
// differential redraw is right: a terminal (`ScreenEmulator`) showing the previous frame, sent
// the update from it, shows exactly what a terminal sent the new frame whole shows, cell for
// cell and attribute for attribute; nothing is written past the last column.
private let clock0 = Date(timeIntervalSince1970: 1_743_508_800)

func fuzzFrames(_ bytes: [UInt8]) {
    var input = FuzzInput(bytes)
    let style: TerminalStyle = [.plain, .ascii, .colored][input.int(in: 0...2)]
    var size = TerminalSize(columns: input.int(in: 1...120), lines: input.int(in: 1...40))
    var now = clock0
    var browser = HeroesBrowser(lines: size.lines)
    _ = browser.start()
    var details: HeroDetailsBrowser?
    var shown: Frame?
    for _ in 0..<input.int(in: 1...24) {
        now = now.addingTimeInterval(Double(input.int(in: 0...2000)) / 1000)
        switch input.byte() % 8 {
        case 0, 1, 2:
            let key = frameKey(&input)
            if var open = details {
                _ = open.handle(.key(key, now: now))
                details = open
                if key == .escape || key == .character("q") { details = nil }
            } else {
                for effect in browser.handle(.key(key, now: now)) {
                    if case .open(let heroID, _) = effect {
                        details = HeroDetailsBrowser(heroID: heroID, generation: 1, lines: size.lines)
                    }
                }
            }
        case 3:
            let heroes = (0..<input.int(in: 0...6)).map { _ in DTOs.character(&input) }
            let offset = browser.list.items.count
            let container = DataContainerDTO(
                offset: offset, limit: 50, total: offset + heroes.count + input.int(in: 0...3000), count: heroes.count,
                results: heroes)
            let wrapper = DataWrapperDTO(
                code: 200, status: "Ok", copyright: nil, attributionText: input.string(maximum: 30),
                attributionHTML: nil, etag: nil, data: container)
            if let page: HeroPage = try? MarvelResponseDecoder.list(
                from: wrapper, request: HeroesQuery(offset: offset, limit: 50).request, server: "s")
            {
                let origin: FetchOrigin =
                    input.bool()
                    ? .network : .cache(fetchedAt: now.addingTimeInterval(-Double(input.int(in: 0...900_000))))
                _ = browser.handle(
                    .pages(
                        [Fetched(value: page, origin: origin)], generation: browser.generation, replacing: input.bool(),
                        final: input.bool()))
            }
        case 4:
            let error = HeroesError.invalidResponse(
                reason: input.string(maximum: 20), server: input.string(maximum: 10))
            _ = browser.handle(.failed(error, generation: browser.generation))
            if var open = details {
                _ = open.handle(.answer(.failed(error, slot: input.bool() ? 0 : 1, generation: 1)))
                details = open
            }
        case 5:
            if var open = details {
                let dto = DTOs.character(&input)
                let hero = Hero(
                    dto: CharacterDTO(
                        id: open.heroID, name: dto.name, description: dto.description, modified: dto.modified,
                        resourceURI: dto.resourceURI,
                        urls: dto.urls, thumbnail: dto.thumbnail, comics: dto.comics, stories: dto.stories,
                        events: dto.events, series: dto.series))
                _ = open.handle(.answer(.record(Fetched(value: hero, origin: .network), generation: 1)))
                details = open
            }
        case 6:
            size = TerminalSize(columns: input.int(in: 1...120), lines: input.int(in: 1...40))
            _ = browser.handle(.resized(lines: size.lines))
            if var open = details {
                _ = open.handle(.resized(lines: size.lines))
                details = open
            }
        default:
            _ = browser.handle(.clock(now: now))
        }
        let lines =
            details.map { BrowseDetailRenderer(style: style, now: now).lines($0, size: size) }
            ?? ListBrowserRenderer(style: style, now: now).lines(browser, size: size)
        for line in lines {
            checkTerminalText(line, style: style, what: "frames: a browse line")
            guard DisplayWidth.of(line) <= size.columns else {
                fail("frames: a line wider than the screen (\(size.columns))", line)
            }
        }
        let frame = Frame(width: size.columns, height: size.lines, lines: lines)
        var full = ScreenEmulator(width: size.columns, height: size.lines)
        full.write(frame.update(from: nil))
        if let shown, shown.width == frame.width, shown.height == frame.height {
            var updated = ScreenEmulator(width: size.columns, height: size.lines)
            updated.write(shown.update(from: nil))
            let update = frame.update(from: shown)
            updated.write(update)
            guard updated == full else {
                fail(
                    "frames: the differential redraw shows another screen than a full one",
                    "\(shown.lines)\n\(frame.lines)\n\(update.debugDescription)\n\(updated.text)\n---\n\(full.text)")
            }
        }
        shown = frame
    }
}

private func frameKey(_ input: inout FuzzInput) -> Key {
    let keys: [Key] = [
        .up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .enter, .escape, .backspace, .tab, .wheelUp,
        .wheelDown,
    ]
    switch input.byte() % 4 {
    case 0: return keys[input.int(in: 0...(keys.count - 1))]
    case 1: return .character(["/", "j", "k", "g", "G", " ", "r", "q", "?", "c"][input.int(in: 0...9)])
    default:
        // Text as KeyDecoder types it: never a C0 or C1 control or DEL.
        let text = input.string(maximum: 1)
        guard let character = text.first,
            !character.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        else { return .down }
        return .character(character)
    }
}
