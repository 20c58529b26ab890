import Foundation
import Testing

/// The fault matrix: each command × each server fault × each cache state, run on the built
/// binary, piped. Read as documentation, ``Fault/outcome`` says what `heroes` does against each
/// fault when nothing usable is cached, and ``FaultMatrix/expectation(_:_:_:)`` what the cache
/// changes:
///
/// | cache state | what `heroes` does |
/// |---|---|
/// | none | the fault's outcome |
/// | fresh (younger than `--max-age`) | the cached answer, exit 0, nothing on stderr: the server is not asked |
/// | stale (`--max-age 0`) | a fault it gets past: the fresh answer; any other: the cached answer, exit 0, with `heroes: <why>: showing page 1 as cached just now` (``Fault/staleCause``: `offline` or what the server did) |
/// | corrupt (`heroes.sqlite` is garbage) | a warning that the file was moved aside, then the fault's outcome |
///
/// `random` keeps no cache (it has no cache options): for it every state is "none". After
/// every cell the cache is still readable: `--offline` answers what was cached (or says
/// nothing is), and `heroes cache info` exits 0.
enum FaultMatrix {
    /// Every cell: each command × each fault × each cache state.
    static let cells: [Cell] = Command.all.flatMap { command in
        Fault.allCases.flatMap { fault in CacheState.allCases.map { Cell(command: command, fault: fault, state: $0) } }
    }

    /// What one cell expects, from the fault's outcome and the cache state (see the table above).
    static func expectation(_ command: Command, _ fault: Fault, _ state: CacheState) -> Expectation {
        let state = command.cache == nil ? .none : state
        let requestsAnswered = fault.attempts.lowerBound + command.calls - 1
        var expectation: Expectation
        switch (state, fault.outcome) {
        case (.fresh, _):
            expectation = Expectation(status: 0, stdout: command.output, stderr: [], requests: 0...0)
        case (_, .answers):
            expectation = Expectation(
                status: 0, stdout: command.output, stderr: [], requests: requestsAnswered...requestsAnswered)
        case (.stale, .fails):
            let notice = command.cache.map { [$0.staleNotice(cause: fault.staleCause)] } ?? []
            expectation = Expectation(status: 0, stdout: command.output, stderr: notice, requests: fault.attempts)
        case (_, .fails(let status, let message)):
            let line = "heroes: " + message.replacingOccurrences(of: Pattern.call, with: "GET " + command.failingCall)
            expectation = Expectation(status: status, stdout: "", stderr: [line], requests: fault.attempts)
        }
        if state == .corrupt { expectation.stderr.insert(Pattern.corruptCacheWarning, at: 0) }
        expectation.cachedAfterwards =
            command.cache != nil && (state == .fresh || state == .stale || fault.outcome == .answers)
        return expectation
    }

    /// Placeholders in expected stderr lines, for what changes from run to run.
    enum Pattern {
        /// How long ago the cached answer was fetched ("just now" unless the machine is very slow).
        static let age = "<age>"
        /// `http://127.0.0.1:<port>`, the server of the cell.
        static let server = "<server>"
        /// The call that failed, as the error names it (``Command/failingCall``), filled in by
        /// ``FaultMatrix/expectation(_:_:_:)``.
        static let call = "<call>"
        /// `http://127.0.0.1:<port>`, where the redirect points.
        static let elsewhere = "<elsewhere>"
        /// The cache folder of the cell.
        static let cacheFolder = "<cache>"
        /// The time in the name a damaged cache file is moved to.
        static let time = "<time>"

        static let corruptCacheWarning =
            "heroes: warning: the cache file <cache>/heroes.sqlite was damaged (file is not a database); it was moved to <cache>/heroes.sqlite.corrupt-<time> and a new cache was started."

        /// `lines` as one regular expression matching the whole of stderr, with the
        /// placeholders filled in.
        static func regex(_ lines: [String], server: String, elsewhere: String, cacheFolder: String) throws -> Regex<
            AnyRegexOutput
        > {
            let text = lines.map { $0 + "\n" }.joined()
                .replacingOccurrences(of: Self.server, with: server)
                .replacingOccurrences(of: Self.elsewhere, with: elsewhere)
                .replacingOccurrences(of: Self.cacheFolder, with: cacheFolder)
            let pattern = NSRegularExpression.escapedPattern(for: text)
                .replacingOccurrences(of: Self.age, with: "(just now|[0-9]+ minutes? ago)")
                .replacingOccurrences(of: Self.time, with: "[0-9]{8}T[0-9]{6}Z")
            return try Regex(pattern)
        }
    }
}

/// A command of the matrix. Adding a command is one line in ``all``.
struct Command: Sendable {
    /// What the cache keeps of the command's answer: how the offline notice names it, and how
    /// `--offline` names it when it is not cached.
    struct Cached: Sendable {
        let notice: String
        let summary: String

        /// The line a cached answer comes with when the server failed (`cause` says how) or
        /// `--offline` was asked (`cause` is `offline`).
        func staleNotice(cause: String) -> String {
            "heroes: \(cause): showing \(notice) as cached \(FaultMatrix.Pattern.age)"
        }
        /// What `--offline` says when the answer is not cached.
        var notCached: String {
            "heroes: \(summary) is not cached yet. Run the command once without --offline while online.\n"
        }
    }

    let name: String
    let arguments: [String]
    /// The calls a good run makes.
    let calls: Int
    /// The path and query of the call whose failure the command reports, as errors name it.
    let failingCall: String
    /// What it prints, piped, when the server answers well.
    let output: String
    /// `nil` for a command that keeps nothing in the cache.
    let cache: Cached?

    static let all: [Command] = [
        Command(
            name: "list", arguments: ["list"], calls: 1, failingCall: "/v1/public/characters?limit=20&offset=0",
            output: GoodCatalog.rows,
            cache: Cached(notice: "page 1", summary: "page 1 of the hero list")),
        Command(
            name: "show", arguments: ["show", "2"], calls: 2, failingCall: "/v1/public/characters/2",
            output: GoodCatalog.details(2),
            cache: Cached(notice: "hero 2", summary: "hero 2")),
        Command(
            name: "list --all", arguments: ["list", "--all"], calls: 1,
            failingCall: "/v1/public/characters?limit=100&offset=0", output: GoodCatalog.rows,
            cache: Cached(notice: "page 1", summary: "page 1 of the hero list (100 per page)")),
        Command(
            name: "random", arguments: ["random", "--seed", "1"], calls: 3,
            failingCall: "/v1/public/characters?limit=1&offset=0", output: GoodCatalog.details(3), cache: nil),
        Command(
            name: "show --comics", arguments: ["show", "2", "--comics"], calls: 1,
            failingCall: "/v1/public/characters/2/comics?orderBy=-onsaleDate%2Ctitle&limit=20&offset=0",
            output: GoodCatalog.comicRows(2),
            cache: Cached(notice: "page 1 of hero 2's comics", summary: "page 1 of the comics of hero 2")),
    ]
}

/// How the server misbehaves, on every request once the faults start. ``FaultServer`` acts each one out.
enum Fault: String, CaseIterable, Sendable {
    case unavailableTwice, unavailableAlways, retryAfterSeconds, retryAfterDate, stall, truncatedBody, malformedJSON,
        reset, wrongContentType, errorBodyWith200, htmlPage, hugeBody, absurdNumbers, redirectElsewhere

    /// What `heroes` does against the fault with nothing usable cached.
    var outcome: Outcome {
        switch self {
        // Retried after a short backoff: the third attempt is answered.
        case .unavailableTwice: .answers
        case .unavailableAlways: .fails(69, "the server failed on <call> (HTTP 503). Try again in a moment.")
        // Retry-After: 1 is waited for twice; the third 429 is the answer.
        case .retryAfterSeconds: .fails(69, "the server's rate limit was reached; try again in 1 second.")
        // A date an hour away is past the 5 s heroes waits: no retry, the wait in words.
        case .retryAfterDate: .fails(69, "the server's rate limit was reached; try again in 60 minutes.")
        // With --timeout 1: the call, retries included, ends after a second.
        case .stall: .fails(69, "<server> did not answer in time. Try again, or check your network.")
        case .truncatedBody, .reset:
            .fails(69, "the connection to <server> broke before the answer arrived. Try again.")
        case .malformedJSON, .htmlPage: .fails(65, invalid("the body is not valid JSON"))
        // The body decides: a Marvel answer sent as image/png is still a Marvel answer.
        case .wrongContentType: .answers
        case .errorBodyWith200:
            .fails(
                65, invalid(#"its body is an error, not data: InvalidCredentials, "The passed API key is invalid.""#))
        // Past the client's cap (the cache's 8 MiB per answer), the rest is not read.
        case .hugeBody: .fails(65, invalid("its body is larger than \(FaultServer.bodyCap) bytes"))
        case .absurdNumbers: .fails(65, invalid("its total 9223372036854775807 is not between 0 and 100000000"))
        // The signed request is never sent to another host, and an answer from elsewhere never cached.
        case .redirectElsewhere: .fails(65, invalid("it redirected to <elsewhere>, and heroes follows no redirect"))
        }
    }

    /// How the notice of a cached answer shown instead says why, for a fault that fails: a
    /// server that answered with a failure is not called offline.
    var staleCause: String {
        switch self {
        case .unavailableTwice, .unavailableAlways: "the server failed (HTTP 503)"
        case .retryAfterSeconds, .retryAfterDate: "the server's rate limit was reached"
        case .stall, .truncatedBody, .reset: "offline"
        case .malformedJSON, .wrongContentType, .errorBodyWith200, .htmlPage, .hugeBody, .absurdNumbers,
            .redirectElsewhere:
            "the server's answer was not a Marvel API response"
        }
    }

    /// The requests the first call makes: 3 attempts for what may pass (5xx, 429, a broken
    /// connection), 1 for an answer that is wrong. A stall may be cut during its first or a later attempt.
    var attempts: ClosedRange<Int> {
        switch self {
        case .unavailableTwice, .unavailableAlways, .retryAfterSeconds, .truncatedBody, .reset: 3...3
        case .stall: 1...3
        case .retryAfterDate, .malformedJSON, .wrongContentType, .errorBodyWith200, .htmlPage, .hugeBody,
            .absurdNumbers, .redirectElsewhere:
            1...1
        }
    }

    /// Options the command runs with against this fault.
    var extraArguments: [String] { self == .stall ? ["--timeout", "1"] : [] }

    private func invalid(_ reason: String) -> String {
        "the answer from <server> to <call> was not a Marvel API response (\(reason)). Check HEROES_BASE_URL."
    }
}

/// The cache before the command runs.
enum CacheState: String, CaseIterable, Sendable {
    /// No cache file.
    case none
    /// The answer cached just before, younger than `--max-age` (24 h by default).
    case fresh
    /// The answer cached just before, and the command run with `--max-age 0`, so it is revalidated.
    case stale
    /// `heroes.sqlite` is 4 KiB of garbage.
    case corrupt
}

/// What `heroes` does against a fault, the cache aside.
enum Outcome: Equatable, Sendable {
    /// It shows the heroes and exits 0.
    case answers
    /// It prints `heroes: <message>` on stderr, nothing on stdout, and exits with the status.
    case fails(Int32, String)
}

/// What one cell expects.
struct Expectation {
    var status: Int32
    var stdout: String
    /// Lines with ``FaultMatrix/Pattern`` placeholders.
    var stderr: [String]
    /// How many requests reach the server once the faults start.
    var requests: ClosedRange<Int>
    /// Whether `--offline` answers afterwards.
    var cachedAfterwards = false
}

/// One cell: `list × stall × stale`.
struct Cell: Sendable, CustomTestStringConvertible {
    let command: Command
    let fault: Fault
    let state: CacheState

    var testDescription: String { "\(command.name) × \(fault.rawValue) × \(state.rawValue)" }
}
