import Foundation
import MarvelWire
import TestingUtils

/// The envelope's fields as one Hashable value, to compare two decoders' envelopes.
struct EnvelopeFields<Result: Decodable & Sendable & Hashable>: Hashable {
    var code: Int?
    var status, copyright, attributionText, attributionHTML, etag: String?
    var offset, limit, total, count: Int?
    var results: [Result]

    init(_ wrapper: DataWrapperDTO<Result>) {
        code = wrapper.code
        status = wrapper.status
        copyright = wrapper.copyright
        attributionText = wrapper.attributionText
        attributionHTML = wrapper.attributionHTML
        etag = wrapper.etag
        offset = wrapper.data.offset
        limit = wrapper.data.limit
        total = wrapper.data.total
        count = wrapper.data.count
        results = wrapper.data.results
    }
}

/// Decodes `body` with `MarvelJSONDecoder` and `JSONDecoder` into `T` (through `map`) and
/// gives both outcomes: (new, Foundation).
func bothOutcomes<D: Decodable, T: Hashable>(_ type: D.Type, _ body: Data, map: (D) -> T) -> (Outcome<T>, Outcome<T>) {
    let new = Outcome.of { map(try MarvelJSONDecoder().decode(D.self, from: body)) }
    let foundation = Outcome.of { map(try JSONDecoder().decode(D.self, from: body)) }
    return (new, foundation)
}

/// The bodies of the real API captures, and samples of the 2017 catalog the server is built from.
enum WireBodies {
    /// Every capture's body (a raw HTTP response's body after its blank line), by file name.
    static func captures() throws -> [(name: String, body: Data)] {
        let folder = try Fixtures.capturesDirectory()
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        return try names.map { name in
            var data = try Fixtures.capture(name)
            if name.hasSuffix(".txt"), let blank = data.range(of: Data("\r\n\r\n".utf8)) {
                data = Data(data[blank.upperBound...])
            }
            return (name, data)
        }
    }

    /// The first `count` records of `resource` in the 2017 catalog (`marvel-catalog/2017-05`,
    /// gzip-compressed JSON Lines), each a JSON object's bytes.
    static func catalogRecords(_ resource: MarvelResource, count: Int) throws -> [Data] {
        let file = try Fixtures.marvelAPIDirectory()
            .appendingPathComponent("../marvel-catalog/2017-05/\(resource.rawValue).jsonl.gz").standardizedFileURL
        guard FileManager.default.fileExists(atPath: file.path) else { throw Missing(path: file.path) }
        let result = try ProcessRunner.run(
            "/bin/sh", ["-c", "gzip -dc \(ProcessRunner.shellQuote(file.path)) | head -n \(count)"],
            environment: ProcessInfo.processInfo.environment)
        guard result.status == 0 || !result.stdout.isEmpty else { throw Missing(path: file.path) }
        return Data(result.stdout.utf8).split(separator: UInt8(ascii: "\n")).map { Data($0) }
    }

    /// Pages of 20 records in the API's envelope, as the server writes them.
    static func catalogPages(_ resource: MarvelResource, records: Int) throws -> [Data] {
        let all = try catalogRecords(resource, count: records)
        return stride(from: 0, to: all.count, by: 20).map { offset in
            let slice = all[offset..<min(offset + 20, all.count)]
            var page = Data(
                #"{"code":200,"status":"Ok","copyright":"© 2017 MARVEL","etag":"e","data":{"offset":\#(offset),"limit":20,"total":\#(all.count),"count":\#(slice.count),"results":["#
                    .utf8)
            page.append(contentsOf: Data(slice.joined(separator: Data(",".utf8))))
            page.append(contentsOf: Data("]}}".utf8))
            return page
        }
    }

    struct Missing: Error, CustomStringConvertible {
        var path: String
        var description: String { "the catalog is missing: expected \(path)" }
    }
}
