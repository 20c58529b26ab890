import Foundation
import HeroesCore
import PropertyBased
import Testing

/// Generators for the decoding property tests: real character records (the captures and a few
/// of the 2017 catalog) mutated the way a broken or hostile server could send them, wrapped in
/// an envelope that answers a query.
///
/// Each mutation picks a node of the JSON tree by a random walk and removes it, sets it to
/// `null`, gives it another type (string, number, bool, array, object), enlarges it (numbers to
/// ±2^63-1, past Int, 1e308 and past Double; strings to 100,000 bytes, to bytes that are not
/// UTF-8, lone surrogate escapes and escape sequences; arrays to 1,000 elements; objects to 300
/// more keys or a duplicated key) or nests it 1,000 deep. Some bodies are then cut short.
enum MutatedAnswers {
    /// One generated answer: the body, what it answers and how it was made.
    struct Answer: Sendable, CustomStringConvertible {
        var body: Data
        var query: HeroesQuery
        /// The id asked for, for `/characters/{id}` answers.
        var id: Int
        /// The records used and the mutations made, for failure messages (the body is too big).
        var recipe: [String]

        var description: String {
            "\(body.count)-byte answer to offset \(query.offset) limit \(query.limit): "
                + recipe.joined(separator: "; ")
        }
    }

    /// An answer to `/characters` for a query with offset 0 to 1,000 and limit 1 to 100,
    /// holding up to 4 distinct real records, with 1 to 4 mutations.
    static let page: Generator<Answer, Shrink.None<Answer>> = Generator { rng in
        let query = HeroesQuery(
            offset: [0, 0, 20, 100, 1_000].randomElement(using: &rng)!,
            limit: [1, 20, 100, Int.random(in: 1...100, using: &rng)].randomElement(using: &rng)!
        )
        let count = Int.random(in: 0...min(query.limit, 4), using: &rng)
        return answer(query: query, records: pickRecords(count, using: &rng), using: &rng)
    }

    /// An answer to `/characters/{id}` holding one real record, with 1 to 4 mutations.
    static let hero: Generator<Answer, Shrink.None<Answer>> = Generator { rng in
        answer(query: HeroesQuery(offset: 0, limit: 20), records: pickRecords(1, using: &rng), using: &rng)
    }

    // MARK: - Real records

    /// A record and where it came from.
    struct Record: Sendable {
        var id: Int
        var source: String
        var json: JSON
    }

    /// Every character record of the captures, and every 100th record of the 2017 catalog, or
    /// why they could not be read.
    static let loaded: Result<[Record], any Error> = Result { try captureRecords() + catalogRecords() }

    /// The records, or none when they could not be read (tests check ``loaded`` first).
    static var records: [Record] { (try? loaded.get()) ?? [] }

    private static func captureRecords() throws -> [Record] {
        var records: [Record] = []
        for name in Captures.names where !name.contains("_error_") {
            var data = try Captures.data(name)
            if name.hasSuffix(".txt") { data = try Captures.rawHTTP(data).body }
            var results = try JSONDecoder().decode(JSON.self, from: data)
            if case .object = results, let inner = results["data"]?["results"] { results = inner }
            guard case .array(let elements) = results else { throw Failure("\(name) holds no results") }
            for element in elements {
                guard case .int(let id)? = element["id"] else { throw Failure("a record of \(name) has no id") }
                records.append(Record(id: id, source: name, json: element))
            }
        }
        return records
    }

    /// The catalog is gzip-compressed JSON Lines; `gzip -dc` reads it.
    private static func catalogRecords() throws -> [Record] {
        let file = try Captures.folder.appendingPathComponent("../../marvel-catalog/2017-05/characters.jsonl.gz")
            .standardizedFileURL
        guard FileManager.default.fileExists(atPath: file.path) else {
            throw Failure("the catalog is missing: expected \(file.path)")
        }
        let gzip = Process()
        gzip.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        gzip.arguments = ["gzip", "-dc", file.path]
        let pipe = Pipe()
        gzip.standardOutput = pipe
        try gzip.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        gzip.waitUntilExit()
        guard gzip.terminationStatus == 0 else { throw Failure("gzip -dc \(file.path) failed") }
        let lines = data.split(separator: UInt8(ascii: "\n"))
        return try stride(from: 0, to: lines.count, by: 100).map { index in
            let json = try JSONDecoder().decode(JSON.self, from: Data(lines[index]))
            guard case .int(let id)? = json["id"] else { throw Failure("catalog line \(index + 1) has no id") }
            return Record(id: id, source: "catalog line \(index + 1)", json: json)
        }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    private static func pickRecords(_ count: Int, using rng: inout some RandomNumberGenerator) -> [Record] {
        var picked: [Record] = []
        while picked.count < count, let record = records.randomElement(using: &rng) {
            if !picked.contains(where: { $0.id == record.id }) { picked.append(record) }
        }
        return picked
    }

    // MARK: - Answers

    private static func answer(query: HeroesQuery, records: [Record], using rng: inout some RandomNumberGenerator)
        -> Answer
    {
        var recipe = records.map { "record \($0.id) from \($0.source)" }
        var results = records.map(\.json)
        let mutations = Int.random(in: 1...4, using: &rng)
        var wrapped = JSON.object([
            ("code", .int(200)), ("status", .string("Ok")), ("copyright", .string("© 2017 MARVEL")),
            ("attributionText", .string("Data provided by Marvel. © 2017 MARVEL")),
            ("etag", .string("f0fbae65eb2f8f28bdeea0a29be8749a4e67acb3")),
            (
                "data",
                .object([
                    ("offset", .int(query.offset)), ("limit", .int(query.limit)),
                    ("total", .int(query.offset + results.count + Int.random(in: 0...2_000, using: &rng))),
                    ("count", .int(results.count)), ("results", .array([])),
                ])
            ),
        ])
        for _ in 0..<mutations {
            // Most mutations go into a record; some anywhere in the envelope.
            if !results.isEmpty, Int.random(in: 0..<10, using: &rng) < 7 {
                let index = results.indices.randomElement(using: &rng)!
                recipe.append(mutate(&results[index], path: "results[\(index)]", using: &rng))
            } else {
                wrapped.setResults(results)
                recipe.append(mutate(&wrapped, path: "", using: &rng))
                // The results may be gone or another type now: then the records stay out.
                if case .array(let mutated)? = wrapped["data"]?["results"] { results = mutated } else { results = [] }
            }
        }
        wrapped.setResults(results)
        var body = wrapped.bytes
        if Int.random(in: 0..<20, using: &rng) == 0 {
            let cut = Int.random(in: 0..<body.count, using: &rng)
            body.removeSubrange(cut...)
            recipe.append("body cut at byte \(cut)")
        }
        return Answer(body: Data(body), query: query, id: records.first?.id ?? 1, recipe: recipe)
    }

    /// Mutates one node of `json`, found by a random walk from it; returns what was done.
    static func mutate(_ json: inout JSON, path: String, using rng: inout some RandomNumberGenerator) -> String {
        switch json {
        case .object(var members) where !members.isEmpty:
            let index = members.indices.randomElement(using: &rng)!
            let childPath = path + "." + members[index].key
            if Int.random(in: 0..<10, using: &rng) == 0 {
                let duplicate = replacement(for: members[index].value, using: &rng)
                members.append((members[index].key, duplicate.value))
                json = .object(members)
                return "\(childPath) given twice, the second time \(duplicate.what)"
            }
            let (remove, done) = mutate(child: &members[index].value, path: childPath, using: &rng)
            if remove { members.remove(at: index) }
            json = .object(members)
            return done
        case .array(var elements) where !elements.isEmpty:
            let index = elements.indices.randomElement(using: &rng)!
            let (remove, done) = mutate(child: &elements[index], path: path + "[\(index)]", using: &rng)
            if remove { elements.remove(at: index) }
            json = .array(elements)
            return done
        default:
            return "\(path.isEmpty ? "the body" : path) \(change(&json, using: &rng))"
        }
    }

    /// Goes down into `child` two times out of three when it is a container; else changes it, or
    /// one time in five says it is to be removed from its container.
    private static func mutate(child: inout JSON, path: String, using rng: inout some RandomNumberGenerator) -> (
        remove: Bool, done: String
    ) {
        if child.isContainer, Int.random(in: 0..<3, using: &rng) > 0 {
            return (false, mutate(&child, path: path, using: &rng))
        }
        if Int.random(in: 0..<5, using: &rng) == 0 { return (true, "\(path) removed") }
        return (false, "\(path) \(change(&child, using: &rng))")
    }

    /// Sets `json` to `null`, another type, an enlarged value or a deep nest.
    private static func change(_ json: inout JSON, using rng: inout some RandomNumberGenerator) -> String {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0, 1:
            json = .null
            return "set to null"
        case 2:
            let depth = Int.random(in: 1...1_000, using: &rng)
            for _ in 0..<depth { json = Bool.random(using: &rng) ? .array([json]) : .object([("a", json)]) }
            return "nested \(depth) deep"
        default:
            let new = replacement(for: json, using: &rng)
            json = new.value
            return new.what
        }
    }

    /// A value of another type than `json`, or `json` enlarged.
    private static func replacement(for json: JSON, using rng: inout some RandomNumberGenerator) -> (
        value: JSON, what: String
    ) {
        if Bool.random(using: &rng) {
            switch json {
            case .int, .double:
                let value = hugeNumbers.randomElement(using: &rng)!
                return (value, "enlarged to \(value.summary)")
            case .string(let text):
                let value = longString(from: text, using: &rng)
                return (value, "enlarged to \(value.summary)")
            case .array(let elements) where !elements.isEmpty:
                // 100 to 1,000 elements, fewer when they are big: at most about 256 KiB.
                let size = elements.map { $0.bytes.count + 1 }.reduce(0, +) / elements.count
                let count = min(Int.random(in: 100...1_000, using: &rng), max(2, 262_144 / size))
                return (.array((0..<count).map { elements[$0 % elements.count] }), "enlarged to \(count) elements")
            case .object(let members):
                let extra: [(key: String, value: JSON)] = (0..<300).map {
                    ("extra\($0)", JSON.string(String(repeating: "x", count: $0)))
                }
                return (.object(members + extra), "given 300 more keys")
            default: break
            }
        }
        let kinds: [(JSON) -> Bool] = [\.isString, \.isNumber, \.isBool, \.isArray, \.isObject]
        let others = kinds.indices.filter { !kinds[$0](json) }
        let value: JSON =
            switch others.randomElement(using: &rng)! {
            case 0: strangeStrings.randomElement(using: &rng)!
            case 1: (hugeNumbers + smallNumbers).randomElement(using: &rng)!
            case 2: .bool(Bool.random(using: &rng))
            case 3:
                [.array([]), .array([json]), .array([.int(1), .string("a"), .null, .array([])])].randomElement(
                    using: &rng)!
            default:
                [.object([]), .object([("available", .int(-1)), ("items", .null)]), .object([("id", json)])]
                    .randomElement(using: &rng)!
            }
        return (value, "retyped to \(value.summary)")
    }

    static let hugeNumbers: [JSON] = [
        .int(Int.max), .int(Int.min), .int(Int.max - 1), .double(1e308), .double(-1e308),
        .double(Double.leastNonzeroMagnitude),
        .raw(Array("9223372036854775808".utf8)), .raw(Array("-9223372036854775809".utf8)), .raw(Array("1e400".utf8)),
        .raw(Array("-1e400".utf8)), .raw(Array(String(repeating: "9", count: 5_000).utf8)),
        .double(9_007_199_254_740_993),
    ]

    static let smallNumbers: [JSON] = [
        .int(0), .int(-1), .int(1), .double(1.5), .double(-0.5), .raw(Array("-0".utf8)), .raw(Array("1E2".utf8)),
    ]

    /// Strings a hostile server could send: empty, numbers and words as text, controls and
    /// escape sequences, `\u0000`, lone surrogate escapes, bytes that are not UTF-8.
    static let strangeStrings: [JSON] = [
        .string(""), .string("42"), .string("-1"), .string("true"), .string("null"), .string(" "),
        .string("\u{1B}]52;c;cm0gLXJm\u{07}Hulk\u{1B}[2J"), .string("evil\u{202E}gpj.exe"),
        .string("\u{0}\u{9B}\u{85}\r\n"),
        .string("2014-04-29T14:18:17-0400"), .string("999999-12-31T23:59:60+9999"),
        .string("-0001-11-30T00:00:00-0500"),
        .string("http://gateway.marvel.com/v1/public/comics/99999999999999999999"),
        .string("http://x/comics/-9223372036854775808/"),
        .string("http://i.annihil.us/u/prod/marvel/i/mg/b/40/image_not_available"),
        .string("://no scheme?utm_source=key"),
        .string("http://[::1/?utm_source=key&utm_source=%ZZ#"),
        .raw(Array("\"\\ud800\"".utf8)), .raw(Array("\"\\udc00x\\ud83e\"".utf8)), .raw(Array("\"\\u0000\"".utf8)),
        .raw([0x22, 0xFF, 0xFE, 0xC0, 0xAF, 0x22]), .raw([0x22, 0xED, 0xA0, 0x80, 0x22]),
    ]

    private static func longString(from text: String, using rng: inout some RandomNumberGenerator) -> JSON {
        let length = Int.random(in: 1_000...100_000, using: &rng)
        let unit =
            (text.isEmpty ? "x" : text) + ["", " ", "\u{1B}[31m", "スパイダー", "\u{202E}", "e\u{301}", "👨‍👩‍👧‍👦"].randomElement(
                using: &rng)!
        return .string(String(String(repeating: unit, count: length / max(1, unit.utf8.count) + 1).prefix(length)))
    }
}

/// A JSON value that keeps what the mutations need: the order of keys, duplicated keys, and
/// raw bytes for numbers and strings that no Swift value writes (past `Int`, past `Double`,
/// lone surrogate escapes, bytes that are not UTF-8).
indirect enum JSON: Sendable, Decodable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSON])
    case object([(key: String, value: JSON)])
    /// Written as they are.
    case raw([UInt8])

    /// Tries the likeliest kinds first (each miss throws, and the captures have 60,000 nodes):
    /// strings, then objects, arrays, and the rest.
    init(from decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer()
        if value.decodeNil() {
            self = .null
        } else if let string = try? value.decode(String.self) {
            self = .string(string)
        } else if let object = try? decoder.container(keyedBy: Key.self) {
            // Sorted, so a seed always gives the same walk.
            self = .object(
                try object.allKeys.sorted { $0.stringValue < $1.stringValue }.map {
                    ($0.stringValue, try object.decode(JSON.self, forKey: $0))
                })
        } else if var array = try? decoder.unkeyedContainer() {
            var elements: [JSON] = []
            while !array.isAtEnd { elements.append(try array.decode(JSON.self)) }
            self = .array(elements)
        } else if let bool = try? value.decode(Bool.self) {
            self = .bool(bool)
        } else if let int = try? value.decode(Int.self) {
            self = .int(int)
        } else {
            self = .double(try value.decode(Double.self))
        }
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// The member `key` of an object (the first, when it is given twice).
    subscript(key: String) -> JSON? {
        get {
            guard case .object(let members) = self else { return nil }
            return members.first { $0.key == key }?.value
        }
        set {
            guard case .object(var members) = self, let index = members.firstIndex(where: { $0.key == key }),
                let newValue
            else { return }
            members[index].value = newValue
            self = .object(members)
        }
    }

    /// Puts `results` in `data.results` when that is still an array.
    mutating func setResults(_ results: [JSON]) {
        guard case .array? = self["data"]?["results"] else { return }
        self["data"]?["results"] = .array(results)
    }

    var isContainer: Bool { isArray || isObject }
    var isArray: Bool { if case .array = self { true } else { false } }
    var isObject: Bool { if case .object = self { true } else { false } }
    var isString: Bool { if case .string = self { true } else { false } }
    var isBool: Bool { if case .bool = self { true } else { false } }
    var isNumber: Bool {
        switch self {
        case .int, .double: true
        default: false
        }
    }

    /// The JSON text.
    var bytes: [UInt8] {
        var bytes: [UInt8] = []
        write(into: &bytes)
        return bytes
    }

    /// A short account of the value for failure messages: small values as JSON, big ones by size.
    var summary: String {
        switch self {
        case .array(let elements) where !elements.isEmpty: return "an array of \(elements.count)"
        case .object(let members) where !members.isEmpty: return "an object of \(members.count) keys"
        case .string(let text) where text.utf8.count > 60: return "a string of \(text.utf8.count) bytes"
        case .raw(let raw) where raw.count > 60: return "\(raw.count) raw bytes"
        default: return String(decoding: bytes, as: UTF8.self)
        }
    }

    private func write(into bytes: inout [UInt8]) {
        switch self {
        case .null: bytes += Array("null".utf8)
        case .bool(let value): bytes += Array((value ? "true" : "false").utf8)
        case .int(let value): bytes += Array(String(value).utf8)
        case .double(let value): bytes += Array("\(value)".utf8)
        case .string(let value): Self.write(value, into: &bytes)
        case .raw(let raw): bytes += raw
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                element.write(into: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            bytes.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                Self.write(member.key, into: &bytes)
                bytes.append(UInt8(ascii: ":"))
                member.value.write(into: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }

    private static func write(_ string: String, into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), byte]
            case ..<0x20: bytes += Array(String(format: "\\u%04x", byte).utf8)
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
