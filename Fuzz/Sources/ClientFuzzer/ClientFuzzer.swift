import DesignTokens
import Foundation
import FuzzerDriver
import HeroDetailsFeature
import HeroesFeature
@testable import HeroesCore
import MarvelWire

// libFuzzer target: a response body from a server (or a cache file) → what `heroes` shows.
//
// One input is a whole body. It goes where the client sends bodies: MarvelResponseDecoder's
// envelope, the answer checks for a page and for a hero, the mapping to Hero and HeroPage, the
// API key's scrubber, then every renderer (table and details, plain and in colour, at a width
// taken from the input; TSV; JSON) and the error messages.
//
// Checked for each input, besides "no trap": a page that passed the checks holds no more heroes
// than asked and no id twice; what is drawn for a terminal or a pipe holds no control character
// but line feeds (and tabs in TSV), no bidirectional control and, in colour, no escape but the
// renderer's own SGR colours; TSV has one line of seven fields per hero, plain details one
// `key<TAB>value` per line; JSON output parses;
// an error message is one neutral line; and a body that decodes still decodes, to the same
// numbers and ids, once the cache has scrubbed it.

let server = "127.0.0.1:8080"
let now = Date(timeIntervalSince1970: 1_743_508_800)

@main
enum Main {
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzClient(data, size) })
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzClient(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let body = Data(bytes)
    let width = 1 + Int(bytes.reduce(UInt32(0)) { $0 &+ UInt32($1) } % 160)

    let wrapper: DataWrapperDTO<CharacterDTO>
    do {
        wrapper = try MarvelResponseDecoder.envelope(body, server: server)
    } catch {
        checkMessages(error)
        return 0
    }
    checkScrubbed(body, decoded: wrapper)

    // The query a client would have sent for this answer (an offset and limit a user can ask
    // for: `heroes list` refuses an offset above 10^9), so that well-formed answers pass the
    // checks and reach the renderers.
    let container = wrapper.data
    let query = HeroesQuery(
        offset: min(max(container.offset ?? 0, 0), 1_000_000_000),
        limit: min(max(container.limit ?? HeroesQuery.defaultLimit, 1), HeroesQuery.maximumLimit)
    )
    do {
        let page: HeroPage = try MarvelResponseDecoder.list(from: wrapper, request: query.request, server: server)
        checkPage(page, query: query, width: width)
    } catch {
        checkMessages(error)
    }
    let id = container.results.first?.id ?? 1_009_610
    do {
        let hero: Hero = try MarvelResponseDecoder.record(from: wrapper, id: id, server: server)
        checkHero(hero, width: width)
    } catch {
        checkMessages(error)
    }
    return 0
}

func fail(_ reason: String, _ output: String = "") -> Never {
    fatalError("\(reason)\n\(output.debugDescription.prefix(4000))")
}

/// Whether `text` is fit for a terminal: neutral text with line breaks, and in colour no escape
/// but complete SGR sequences (`ESC [ digits and semicolons m`).
func checkTerminal(_ text: String, colored: Bool, _ what: String) {
    var plain = text
    if colored {
        var scalars = text.unicodeScalars[...]
        var kept = String.UnicodeScalarView()
        while let scalar = scalars.popFirst() {
            guard scalar == "\u{1B}" else { kept.append(scalar); continue }
            guard scalars.popFirst() == "[" else { fail("\(what): an escape that is not CSI", text) }
            while let next = scalars.popFirst() {
                if next == "m" { break }
                guard next == ";" || ("0"..."9").contains(next) else {
                    fail("\(what): an escape that is not SGR", text)
                }
                if scalars.isEmpty { fail("\(what): an unfinished escape", text) }
            }
        }
        plain = String(kept)
    }
    guard TerminalText.isNeutral(plain, lineBreaks: .keep) else {
        fail("\(what): a control character reaches the terminal", text)
    }
}

func checkJSON(_ text: String, _ what: String) {
    guard (try? JSONSerialization.jsonObject(with: Data(text.utf8))) != nil else { fail("\(what): not JSON", text) }
}

func checkPage(_ page: HeroPage, query: HeroesQuery, width: Int) {
    guard page.heroes.count <= query.limit else { fail("more heroes than asked") }
    guard Set(page.heroes.map(\.id)).count == page.heroes.count else { fail("the same hero twice") }
    let state: LoadState<HeroPage> = page.heroes.isEmpty ? .empty(page) : .loaded(page)
    for (style, colored) in [(TerminalStyle.plain, false), (.colored, true), (.ascii, false)] {
        checkTerminal(HeroesTableRenderer(style: style, width: width).render(state), colored: colored, "table")
        checkTerminal(HeroesListMessages.empty(page), colored: false, "empty message")
        checkTerminal(
            HeroesListMessages.staleNotice(page, since: now.addingTimeInterval(-3600), now: now, style: style),
            colored: colored, "stale notice")
    }
    let tsv = HeroesTSVRenderer().render(state)
    let lines = tsv.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    guard lines.count == page.heroes.count else { fail("TSV: not one line per hero", tsv) }
    for line in lines {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
        guard fields.count == 7, fields.allSatisfy({ TerminalText.isNeutral(String($0)) }) else {
            fail("TSV: a bad line", String(line))
        }
    }
    checkJSON(HeroesJSONRenderer().render(state), "list JSON")
    if let first = page.heroes.first {
        checkHero(first, width: width, attribution: page.attribution)
    }
}

func checkHero(_ hero: Hero, width: Int, attribution: String = HeroPage.defaultAttribution) {
    let state = LoadState<Hero>.loaded(hero)
    for (style, colored) in [(TerminalStyle.plain, false), (.colored, true), (.ascii, false)] {
        let renderer = HeroDetailsTerminalRenderer(style: style, width: width, attribution: attribution)
        checkTerminal(renderer.render(state), colored: colored, "details")
        checkTerminal(
            HeroDetailsMessages.staleNotice(hero, since: now.addingTimeInterval(-60), now: now, style: style),
            colored: colored, "details stale notice")
    }
    let plain = HeroDetailsPlainRenderer(attribution: attribution).render(state)
    for line in plain.split(separator: "\n") {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
        guard fields.count == 2, fields.allSatisfy({ TerminalText.isNeutral(String($0)) }) else {
            fail("details, plain: a bad line", String(line))
        }
    }
    checkJSON(HeroDetailsJSONRenderer(attribution: attribution).render(state), "details JSON")
}

func checkMessages(_ error: HeroesError) {
    let list = HeroesListFormat.tsv().output(for: .failed(error)).standardError
    let details = HeroDetailsFormat.plain().output(for: .failed(error)).standardError
    for message in [list, details] {
        guard message.hasSuffix("\n"), !message.dropLast().contains("\n") else {
            fail("an error message of more than one line", message)
        }
        checkTerminal(String(message.dropLast()), colored: false, "error message")
    }
    checkTerminal(
        ScreenOutput.failureLine(error.description, style: .colored), colored: true, "error message in colour")
}

/// Bodies lose their `utm_source` items as they arrive (and are stored so): what decoded must
/// still decode, with the same numbers and ids.
func checkScrubbed(_ body: Data, decoded: DataWrapperDTO<CharacterDTO>) {
    let scrubbed = APIKeyScrubber.scrub(body)
    guard scrubbed != body else { return }
    guard let again = try? MarvelResponseDecoder.envelope(scrubbed, of: CharacterDTO.self, server: server) else {
        fail("the scrubbed body no longer decodes", String(decoding: scrubbed, as: UTF8.self))
    }
    let before = decoded.data, after = again.data
    guard before.offset == after.offset, before.limit == after.limit, before.total == after.total,
        before.count == after.count, before.results.map(\.id) == after.results.map(\.id)
    else { fail("scrubbing changed the page", String(decoding: scrubbed, as: UTF8.self)) }
}
