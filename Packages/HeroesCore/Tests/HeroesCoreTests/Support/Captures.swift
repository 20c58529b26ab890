import Foundation
import NetworkClient
import Testing
import TestingUtils

/// The real API captures the contract tests cover, read through ``Fixtures``.
enum Captures {
    /// Every capture the contract tests cover, by file name.
    static let names = [
        "01_characters_offset0_limit20_2025-04.json",
        "02_characters_offset0_limit20_2023.json",
        "03_characters_results_only_offset0_limit100_2020.json",
        "04_characters_results_only_offset100_limit100_2020.json",
        "05_character_1011334_3-D_Man_2023_converted_from_elixir.json",
        "06_character_1009368_Iron_Man_2023_extracted_from_ts.json",
        "07_character_1009610_Spider-Man_2014.json",
        "08_characters_offset0_limit20_2014_raw_http_response.txt",
        "09_character_1009220_Captain_America_2021_from_marvelous_sqlite.json",
        "10_characters_limit1_2019.json",
        "11_error_409_unrecognized_parameter_2014_vcr.json",
    ]

    /// `<repo>/../shared/marvel-api/captures` (or `$HEROES_SHARED_DIR/marvel-api/captures`);
    /// throws, naming where it looked, when it is missing.
    static var folder: URL {
        get throws { try Fixtures.capturesDirectory() }
    }

    /// The bytes of the capture `name`; throws, naming the folder or the file, when either is
    /// missing.
    static func data(_ name: String) throws -> Data {
        try Fixtures.capture(name)
    }

    /// A raw HTTP/1.1 response split into status, headers and body at the first blank line.
    struct RawHTTPResponse {
        var statusCode: Int
        var headers: HTTPHeaders
        var body: Data
    }

    static func rawHTTP(_ data: Data, sourceLocation: SourceLocation = #_sourceLocation) throws -> RawHTTPResponse {
        let separator = Data("\r\n\r\n".utf8)
        let range = try #require(
            data.range(of: separator), "No blank line between headers and body", sourceLocation: sourceLocation)
        let head = String(decoding: data[..<range.lowerBound], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        let status = try #require(
            statusLine.count >= 2 ? Int(statusLine[1]) : nil, "No status in the status line",
            sourceLocation: sourceLocation)
        var headers = HTTPHeaders()
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers.add(
                name: String(line[..<colon]),
                value: line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            )
        }
        return RawHTTPResponse(statusCode: status, headers: headers, body: Data(data[range.upperBound...]))
    }
}
