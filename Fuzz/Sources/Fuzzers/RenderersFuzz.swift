import DesignTokens
import Foundation
import HeroDetailsFeature
@testable import HeroesCore
import HeroesFeature
import HeroesPresentation
@testable import MarvelWire

// Target `renderers`: records of any content → every renderer and message of `list`, `show` and
// `show --comics`, in every format (table in plain, ASCII, colour and colour with links; TSV;
// CSV; JSON; plain details) and every state (loaded, empty, stale, failed).
//
// The records are DTOs of any content (`DTOs`), passed through what the client passes a server's
// answer through (the answer checks and the mapping of `MarvelResponseDecoder`), so that what is
// drawn is what `heroes` could draw. Checked on the RAW bytes, before any style is taken off:
// nothing a terminal would act on but the renderers' own styles (SGR colours; OSC 8 links in the
// style that draws them, their URL printable ASCII), no C0 control but line feeds (and the tabs
// of TSV and plain details), no C1 control, no bidirectional control; a TSV line holds its
// fields and plain details `key<TAB>value`; no CSV cell begins with a formula character (`=`,
// `+`, `-`, `@`, their full-width and small forms, after blanks) unless it is a number; the
// JSON parses; and nothing traps.
private let server = "127.0.0.1:8080"
private let renderTime = Date(timeIntervalSince1970: 1_743_508_800)
private let linked = TerminalStyle(usesColor: true, glyphs: .unicode, usesHyperlinks: true)
private let styles: [TerminalStyle] = [.plain, .ascii, .colored, linked]

func fuzzRenderers(_ bytes: [UInt8]) {
    var input = FuzzInput(bytes)
    let width = input.int(in: 0...200)
    let heroes = (0..<input.int(in: 0...4)).map { _ in DTOs.character(&input) }
    let comics = (0..<input.int(in: 0...4)).map { _ in DTOs.comic(&input) }
    let attribution = input.bool() ? input.string(maximum: 60) : "Data provided by Marvel. © 2026 MARVEL"
    let offset = input.bool() ? 0 : input.int(in: 0...2000)
    let limit = input.int(in: 1...100)
    let error = HeroesError.invalidResponse(reason: input.string(maximum: 30), server: input.string(maximum: 12))

    let heroWrapper = wrapper(heroes, offset: offset, limit: limit, attribution: attribution, &input)
    let query = HeroesQuery(offset: offset, limit: limit)
    if let page: HeroPage = try? MarvelResponseDecoder.list(from: heroWrapper, request: query.request, server: server) {
        for state in loadStates(page, empty: page.heroes.isEmpty, error: error) {
            checkList(.heroes, state, width: width, what: "list")
        }
    }
    if let hero = heroes.first,
        let record: Hero = try? MarvelResponseDecoder.record(
            from: wrapper([hero], offset: 0, limit: 20, attribution: attribution, &input), id: hero.id, server: server)
    {
        let comicsPage = comicsPage(
            comics, heroID: hero.id, offset: offset, limit: limit, attribution: attribution, &input)
        let details = HeroDetails(hero: record, latestComics: input.bool() ? comicsPage : nil)
        for state in loadStates(details, empty: false, error: error) {
            let spec = DetailSpec<HeroDetails>.hero(attribution: attribution)
            for style in styles {
                let format = DetailFormat.terminal(style: style, width: width, itemLimit: input.int(in: 0...6))
                checkScreen(
                    spec.output(for: state, as: format, errorStyle: style, now: renderTime), style: style,
                    what: "details")
            }
            checkPlainDetails(spec.output(for: state, as: .tsv, now: renderTime))
            checkCSV(spec.output(for: state, as: .csv, now: renderTime), "details CSV")
            checkJSON(spec.output(for: state, as: .json(), now: renderTime), "details JSON")
        }
    }
    let heroID = input.int(in: 1...2_000_000)
    if let page = comicsPage(comics, heroID: heroID, offset: offset, limit: limit, attribution: attribution, &input) {
        let spec: ListSpec<Comic> = heroID.isMultiple(of: 2) ? .comics(ofHero: heroID) : .comics(ofSeries: heroID)
        for state in loadStates(page, empty: page.items.isEmpty, error: error) {
            checkList(spec, state, width: width, what: "comics")
        }
    }
}

/// Checks every format of a list screen (`spec`) for `state`: the table in each style, TSV, CSV, JSON.
private func checkList<Item>(_ spec: ListSpec<Item>, _ state: LoadState<Page<Item>>, width: Int, what: String) {
    for style in styles {
        checkScreen(
            spec.output(for: state, as: .table(style: style, width: width), errorStyle: style, now: renderTime),
            style: style, what: "\(what) table")
    }
    checkTSV(spec.output(for: state, as: .tsv, now: renderTime), "\(what) TSV")
    checkCSV(spec.output(for: state, as: .csv, now: renderTime), "\(what) CSV")
    checkJSON(spec.output(for: state, as: .json(), now: renderTime), "\(what) JSON")
}

/// An envelope around `results`, its numbers as a server could send them (mostly consistent).
private func wrapper<T>(_ results: [T], offset: Int, limit: Int, attribution: String, _ input: inout FuzzInput)
    -> DataWrapperDTO<T>
{
    let total = input.bool() ? offset + results.count + input.int(in: 0...5000) : input.anyInt()
    return DataWrapperDTO(
        code: 200, status: "Ok", copyright: "© 2026 MARVEL", attributionText: attribution, attributionHTML: nil,
        etag: nil,
        data: DataContainerDTO(
            offset: input.byte() % 8 == 0 ? nil : offset, limit: input.byte() % 8 == 0 ? nil : limit, total: total,
            count: input.byte() % 8 == 0 ? input.anyInt() : results.count, results: results))
}

private func comicsPage(
    _ comics: [ComicDTO], heroID: Int, offset: Int, limit: Int, attribution: String, _ input: inout FuzzInput
) -> Page<Comic>? {
    let request = ListRequest.comics(ofCharacter: heroID, page: offset / limit + 1, perPage: limit)
    return try? MarvelResponseDecoder.list(
        from: wrapper(comics, offset: request.offset, limit: limit, attribution: attribution, &input), request: request,
        server: server)
}

private func loadStates<T>(_ value: T, empty: Bool, error: HeroesError) -> [LoadState<T>] {
    [
        empty ? .empty(value) : .loaded(value), .stale(value, since: renderTime.addingTimeInterval(-7200)),
        .failed(error),
    ]
}

/// Whether `text`, raw, is fit for a terminal drawn in `style`: its only escape sequences are
/// SGR (`ESC [ digits;… m`) when the style has colour, and OSC 8 links with a printable ASCII
/// URL when it draws links; the rest, sequences taken off, is neutral with line breaks.
func checkTerminalText(_ text: String, style: TerminalStyle, what: String, tabs: Bool = false) {
    var scalars = text.unicodeScalars[...]
    var kept = String.UnicodeScalarView()
    while let scalar = scalars.popFirst() {
        guard scalar == "\u{1B}" else {
            kept.append(tabs && scalar == "\t" ? " " : scalar)
            continue
        }
        switch scalars.popFirst() {
        case "[" where style.usesColor:
            while true {
                guard let next = scalars.popFirst() else { fail("\(what): an unfinished escape", text) }
                if next == "m" { break }
                guard next == ";" || ("0"..."9").contains(next) else {
                    fail("\(what): an escape that is not SGR", text)
                }
            }
        case "]" where style.usesHyperlinks:
            guard scalars.starts(with: "8;;".unicodeScalars) else { fail("\(what): an OSC that is not a link", text) }
            scalars.removeFirst(3)
            while true {
                guard let next = scalars.popFirst() else { fail("\(what): an unfinished link", text) }
                if next == "\u{1B}" {
                    guard scalars.popFirst() == "\\" else { fail("\(what): a link not ended by ST", text) }
                    break
                }
                guard (0x21...0x7E).contains(next.value) else {
                    fail("\(what): a link's URL that is not printable ASCII", text)
                }
            }
        default: fail("\(what): an escape sequence the style does not draw", text)
        }
    }
    guard TerminalText.isNeutral(String(kept), lineBreaks: .keep) else {
        fail("\(what): a control character reaches the terminal", text)
    }
}

private func checkScreen(_ output: ScreenOutput, style: TerminalStyle, what: String) {
    checkTerminalText(output.standardOutput, style: style, what: what)
    checkTerminalText(output.standardError, style: style, what: what + " (stderr)")
}

private func checkTSV(_ output: ScreenOutput, _ what: String) {
    checkTerminalText(output.standardOutput, style: .plain, what: what, tabs: true)
    checkTerminalText(output.standardError, style: .plain, what: what + " (stderr)")
    let lines = output.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    let counts = Set(lines.map { $0.split(separator: "\t", omittingEmptySubsequences: false).count })
    guard counts.count <= 1 else { fail("\(what): lines with different numbers of fields", output.standardOutput) }
}

private func checkPlainDetails(_ output: ScreenOutput) {
    checkTerminalText(output.standardOutput, style: .plain, what: "details plain", tabs: true)
    checkTerminalText(output.standardError, style: .plain, what: "details plain (stderr)")
    for line in output.standardOutput.split(separator: "\n") {
        guard line.split(separator: "\t", omittingEmptySubsequences: false).count == 2 else {
            fail("details plain: a line that is not key<TAB>value", String(line))
        }
    }
}

private func checkJSON(_ output: ScreenOutput, _ what: String) {
    checkTerminalText(output.standardError, style: .plain, what: what + " (stderr)")
    guard
        output.standardOutput.isEmpty
            || (try? JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8))) != nil
    else {
        fail("\(what): not JSON", output.standardOutput)
    }
}

/// The first characters a spreadsheet reads as the start of a formula.
private let formulaStarts: Set<Unicode.Scalar> = ["=", "+", "-", "@", "＝", "＋", "－", "＠", "﹦", "﹢", "﹣", "﹫"]

private func checkCSV(_ output: ScreenOutput, _ what: String) {
    checkTerminalText(output.standardError, style: .plain, what: what + " (stderr)")
    let text = output.standardOutput
    guard text.isEmpty || text.hasSuffix("\r\n") else { fail("\(what): a record not ended by CR LF", text) }
    for line in text.components(separatedBy: "\r\n").dropLast() {
        guard let cells = csvCells(line) else { fail("\(what): a record that is not RFC 4180", line) }
        for cell in cells {
            guard TerminalText.isNeutral(cell) else { fail("\(what): a cell that is not neutral", cell) }
            guard let first = cell.unicodeScalars.first(where: { !$0.properties.isWhitespace }),
                formulaStarts.contains(first)
            else { continue }
            guard cell.wholeMatch(of: #/-?[0-9]+(\.[0-9]+)?/#) != nil else {
                fail("\(what): a cell that begins a formula", line)
            }
        }
    }
}

/// The cells of one RFC 4180 record; nil when its quoting is broken.
private func csvCells(_ line: String) -> [String]? {
    var cells: [String] = []
    var cell = ""
    var scalars = line.unicodeScalars[...]
    while true {
        if scalars.first == "\"" {
            scalars.removeFirst()
            while true {
                guard let next = scalars.popFirst() else { return nil }
                if next == "\"" {
                    if scalars.first == "\"" { scalars.removeFirst(); cell.unicodeScalars.append("\"") } else { break }
                } else {
                    cell.unicodeScalars.append(next)
                }
            }
            guard scalars.isEmpty || scalars.first == "," else { return nil }
        } else {
            while let next = scalars.first, next != "," {
                guard next != "\"" else { return nil }
                cell.unicodeScalars.append(scalars.removeFirst())
            }
        }
        cells.append(cell)
        cell = ""
        guard scalars.popFirst() == "," else { return cells }
    }
}
