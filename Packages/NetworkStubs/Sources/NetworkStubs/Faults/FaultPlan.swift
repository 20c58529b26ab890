/// Which faults a ``MarvelServer`` injects, and when. Deterministic: the same plan (same
/// ``seed``) over the same sequence of requests always injects the same faults.
///
/// Build one in code or parse its textual form (the `heroes serve --faults` syntax), see
/// ``init(parsing:)``:
///
/// ```swift
/// let plan = try FaultPlan(parsing: "latency=50ms..200ms, status=503:0.25, reset:next1, seed=7")
/// let same = FaultPlan(
///     latency: .random(.milliseconds(50) ... .milliseconds(200)),
///     rules: [FaultRule(.status(503), when: .share(0.25)), FaultRule(.connectionReset, when: .nextRequests(1))],
///     seed: 7
/// )
/// ```
///
/// Per request: the latency is drawn first, then the rules are tried in order and the first
/// that fires gives the fault (a `share` rule draws one number when tried; a `nextRequests`
/// rule fires while its count lasts).
public struct FaultPlan: Sendable, Hashable {
    /// Delay added before every answer, if any.
    public var latency: Latency?
    /// The fault rules, tried in order.
    public var rules: [FaultRule]
    /// The seed of the plan's random numbers.
    public var seed: UInt64

    /// Creates a plan.
    public init(latency: Latency? = nil, rules: [FaultRule] = [], seed: UInt64 = 0) {
        self.latency = latency
        self.rules = rules
        self.seed = seed
    }

    /// No latency, no fault.
    public static let none = FaultPlan()

    /// Whether the plan adds neither latency nor faults.
    public var isEmpty: Bool { latency == nil && rules.isEmpty }
}

/// A delay added before an answer.
public enum Latency: Sendable, Hashable {
    /// Always this long.
    case fixed(Duration)
    /// A duration drawn uniformly from the range for each request.
    case random(ClosedRange<Duration>)
}

/// One fault and when it fires.
public struct FaultRule: Sendable, Hashable {
    /// What goes wrong.
    public var fault: Fault
    /// When it goes wrong.
    public var trigger: FaultTrigger

    /// Creates a rule; with no trigger, the fault fires on every request.
    public init(_ fault: Fault, when trigger: FaultTrigger = .always) {
        self.fault = fault
        self.trigger = trigger
    }
}

/// Something that goes wrong with an answer.
public enum Fault: Sendable, Hashable {
    /// Answer with this HTTP status and a gateway-style JSON body (429 and 503 add `Retry-After: 1`).
    case status(Int)
    /// Declare the whole body's `Content-Length` but send only half of it, then close the connection.
    case truncatedBody
    /// Answer 200 with a body that is not valid JSON (the envelope cut short, then garbage).
    case malformedJSON
    /// Close the connection abruptly, without an answer (TCP reset).
    case connectionReset
    /// Never answer; the client must time out or cancel.
    case stall
}

/// When a fault rule fires.
public enum FaultTrigger: Sendable, Hashable {
    /// On every request.
    case always
    /// On this share of requests, from 0 to 1, drawn with the plan's seeded generator.
    case share(Double)
    /// On the next N requests, then never again.
    case nextRequests(Int)
}
