import Foundation
import NetworkClient
import NetworkStubs
import Testing
import TestingUtils

/// esak 2.0 (PyPI), a Marvel client written by others, unchanged but for its base URL, against
/// `heroes serve` with keys: every operation of the API's spec, each answered as the catalog
/// answers the same request in-process.
@Suite struct EsakTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    @Test func esakGetsWhatTheCatalogHoldsForEveryOperationOfTheSpec() async throws {
        let spec = try Fixtures.marvelAPIDirectory().appendingPathComponent("spec-1.0.json")
        let operations = try EsakRun.operations(spec: spec)
        #expect(operations.count == 39, "spec-1.0.json lists \(operations.count) operations")
        let server = try ServeProcess(heroes, env: LoopbackServeTests.keys)
        defer { server.stop() }
        let run = try EsakRun.run(baseURL: server.baseURL, spec: spec)
        #expect(run.status == 0, "\(run)")
        let calls = run.stdout.split(separator: "\n").map { EsakRun.Call(line: String($0)) }
        #expect(
            calls.map(\.operation) == operations,
            "the script's calls, in order, are the spec's operations: \(calls.map(\.method))")

        var failing: [String] = []
        for call in calls {
            let expected = try await EsakRun.catalogAnswer(target: call.target)
            if let problem = call.problem(expected: expected) {
                failing.append(call.method)
                Issue.record("esak \(call.method) \(call.target): \(problem)")
            }
        }
        #expect(
            failing.isEmpty,
            "\(calls.count - failing.count) of \(calls.count) esak calls give what the catalog holds; failing: \(failing.joined(separator: ", "))"
        )
    }
}

/// Runs Tests/Clients/esak_every_operation.py with the project's virtualenv and reads its lines.
enum EsakRun {
    enum Failure: Error, CustomStringConvertible {
        case noVirtualenv(String)
        case notAnAnswer(String)
        var description: String {
            switch self {
            case .noVirtualenv(let python): "no \(python): run scripts/bootstrap --test (it installs esak into .venv/)"
            case .notAnAnswer(let target): "the in-process catalog's answer to \(target) is not the API's JSON"
            }
        }
    }

    /// The spec's paths with their id placeholder written `{id}`, in the spec's order.
    static func operations(spec: URL) throws -> [String] {
        struct Spec: Decodable {
            struct API: Decodable { let path: String }
            let apis: [API]
        }
        return try JSONDecoder().decode(Spec.self, from: Data(contentsOf: spec)).apis.map {
            $0.path.replacingOccurrences(of: #"\{[A-Za-z]+Id\}"#, with: "{id}", options: .regularExpression)
        }
    }

    /// The script, run once with esak's own signing against `baseURL`.
    static func run(baseURL: String, spec: URL) throws -> ProcessResult {
        let python = Repository.root.appendingPathComponent(".venv/bin/python").path
        guard FileManager.default.isExecutableFile(atPath: python) else { throw Failure.noVirtualenv(python) }
        let script = Repository.root.appendingPathComponent("Tests/Clients/esak_every_operation.py").path
        let keys = LoopbackServeTests.keys
        return try ProcessRunner.run(
            python, [script, baseURL, keys["MARVEL_PUBLIC_KEY"]!, keys["MARVEL_PRIVATE_KEY"]!, spec.path],
            environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "PYTHONDONTWRITEBYTECODE": "1"],
            timeout: 180)
    }

    /// What a call got, or the first record's facts the catalog holds for the same target.
    struct Outcome: Equatable, CustomStringConvertible {
        let count: Int
        let firstID: Int
        let firstLabel: String
        let lastID: Int
        var description: String { "\(count) records, first \(firstID) \"\(firstLabel)\", last \(lastID)" }
    }

    /// One line of the script: `METHOD TARGET ok COUNT FIRST_ID FIRST_LABEL LAST_ID` or
    /// `METHOD TARGET failed WHAT`, tab-separated.
    struct Call {
        let method: String
        let target: String
        /// The outcome, or why there is none.
        let outcome: Result<Outcome, Failed>

        struct Failed: Error { let what: String }

        init(line: String) {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            method = fields.first ?? line
            target = fields.count > 1 ? fields[1] : ""
            if fields.count == 7, fields[2] == "ok", let count = Int(fields[3]),
                let label = try? JSONDecoder().decode(String.self, from: Data(fields[5].utf8))
            {
                outcome = .success(
                    Outcome(count: count, firstID: Int(fields[4]) ?? 0, firstLabel: label, lastID: Int(fields[6]) ?? 0))
            } else if fields.count == 4, fields[2] == "failed" {
                outcome = .failure(Failed(what: fields[3]))
            } else {
                outcome = .failure(Failed(what: "the script printed an unreadable line: \(line)"))
            }
        }

        /// The spec's path the target answers, with its id written `{id}`.
        var operation: String {
            let path = target.split(separator: "?", maxSplits: 1).first.map(String.init) ?? target
            return path.replacingOccurrences(of: #"/\d+(/|$)"#, with: "/{id}$1", options: .regularExpression)
        }

        /// Why this call does not show esak working with the catalog, or nil when it does.
        func problem(expected: Outcome?) -> String? {
            switch outcome {
            case .failure(let failed): return failed.what
            case .success(let got):
                guard let expected else { return "the catalog holds no record for it in-process; esak got \(got)" }
                return got == expected ? nil : "esak got \(got); the catalog holds \(expected)"
            }
        }
    }

    /// The catalog's answer to `target` in-process (no HTTP, no esak): nil when it is not a
    /// 200 with at least one record.
    static func catalogAnswer(target: String) async throws -> Outcome? {
        let separator = target.contains("?") ? "&" : "?"
        guard let url = URL(string: "http://embedded.invalid" + target + separator + "apikey=k&ts=1&hash=h") else {
            throw Failure.notAnAnswer(target)
        }
        let response = try await InProcessTransport(catalog: Heroes.catalog).send(HTTPRequest(url: url))
        guard response.statusCode == 200 else { return nil }
        guard let object = try JSONSerialization.jsonObject(with: response.body) as? [String: Any],
            let results = (object["data"] as? [String: Any])?["results"] as? [[String: Any]]
        else { throw Failure.notAnAnswer(target) }
        guard let first = results.first, let last = results.last else { return nil }
        let key = labelKey(target: target)
        return Outcome(
            count: results.count, firstID: first["id"] as? Int ?? 0,
            firstLabel: (first[key] as? String ?? "").trimmingCharacters(in: .whitespacesAndNewlines),
            lastID: last["id"] as? Int ?? 0)
    }

    /// The field esak shows a record by: characters' `name`, creators' `fullName`, the others' `title`.
    static func labelKey(target: String) -> String {
        let path = target.split(separator: "?").first ?? ""
        return switch path.split(separator: "/").last(where: { Int($0) == nil }) {
        case "characters": "name"
        case "creators": "fullName"
        default: "title"
        }
    }
}
