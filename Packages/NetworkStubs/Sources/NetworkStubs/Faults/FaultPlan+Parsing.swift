/// Why a fault plan's text could not be read.
public struct FaultPlanParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The item that could not be read.
    public let item: String
    /// What is wrong with it.
    public let reason: String

    /// One sentence naming the item.
    public var description: String { "Invalid fault \"\(item)\": \(reason)." }
}

extension FaultPlan: CustomStringConvertible, LosslessStringConvertible {
    /// Reads a plan from its textual form: items separated by `,` or `;`, spaces ignored.
    ///
    /// | item | meaning |
    /// |---|---|
    /// | `latency=200ms`, `latency=1.5s` | fixed delay before every answer (a bare number is ms) |
    /// | `latency=50ms..300ms` (or `50ms-300ms`) | random delay within the range |
    /// | `status=503` | answer 503 (any status 100…599) |
    /// | `truncate` | send half the body under the full `Content-Length`, then close |
    /// | `malformed` | answer 200 with a body that is not JSON |
    /// | `reset` | close the connection without an answer |
    /// | `stall` | never answer |
    /// | `seed=42` | the seed of the random draws (default 0) |
    ///
    /// A fault may end with `:WHEN`: `:0.25` or `:25%` (that share of requests), `:next3`
    /// (the next 3 requests); without it, every request. Example:
    /// `"latency=20ms..80ms, status=503:0.5, reset:next1, seed=7"`. `""` and `"none"` are ``none``.
    public init(parsing text: String) throws(FaultPlanParseError) {
        self.init()
        let items = text.split(whereSeparator: { $0 == "," || $0 == ";" })
            .map { $0.filter { !$0.isWhitespace } }
            .filter { !$0.isEmpty }
        if items == ["none"] { return }
        for item in items {
            let (head, when) = Self.splitTrigger(item)
            let (name, value) = Self.splitValue(head)
            switch name.lowercased() {
            case "seed":
                guard when == nil, let value, let seed = UInt64(value) else {
                    throw FaultPlanParseError(item: item, reason: "the seed must be a whole number, as in seed=42")
                }
                self.seed = seed
            case "latency", "delay":
                guard when == nil, let value else {
                    throw FaultPlanParseError(item: item, reason: "write latency=200ms or latency=50ms..300ms")
                }
                self.latency = try Self.latency(value, item: item)
            case "status":
                guard let value, let code = Int(value), (100...599).contains(code) else {
                    throw FaultPlanParseError(
                        item: item, reason: "the status must be a number from 100 to 599, as in status=503")
                }
                rules.append(FaultRule(.status(code), when: try Self.trigger(when, item: item)))
            case "truncate", "truncated", "truncatedbody":
                try Self.noValue(value, item: item)
                rules.append(FaultRule(.truncatedBody, when: try Self.trigger(when, item: item)))
            case "malformed", "malformedjson":
                try Self.noValue(value, item: item)
                rules.append(FaultRule(.malformedJSON, when: try Self.trigger(when, item: item)))
            case "reset", "connectionreset":
                try Self.noValue(value, item: item)
                rules.append(FaultRule(.connectionReset, when: try Self.trigger(when, item: item)))
            case "stall":
                try Self.noValue(value, item: item)
                rules.append(FaultRule(.stall, when: try Self.trigger(when, item: item)))
            default:
                throw FaultPlanParseError(
                    item: item, reason: "unknown fault; use latency, status, truncate, malformed, reset, stall or seed"
                )
            }
        }
    }

    /// Reads a plan from its textual form; `nil` when it is not valid (see ``init(parsing:)``).
    public init?(_ description: String) {
        guard let plan = try? FaultPlan(parsing: description) else { return nil }
        self = plan
    }

    /// The plan's textual form, which ``init(parsing:)`` reads back to an equal plan; `none` when empty.
    public var description: String {
        var items: [String] = []
        switch latency {
        case .fixed(let duration): items.append("latency=" + Self.format(duration))
        case .random(let range):
            items.append("latency=" + Self.format(range.lowerBound) + ".." + Self.format(range.upperBound))
        case nil: break
        }
        for rule in rules {
            let head: String
            switch rule.fault {
            case .status(let code): head = "status=\(code)"
            case .truncatedBody: head = "truncate"
            case .malformedJSON: head = "malformed"
            case .connectionReset: head = "reset"
            case .stall: head = "stall"
            }
            switch rule.trigger {
            case .always: items.append(head)
            case .share(let share): items.append(head + ":\(share)")
            case .nextRequests(let count): items.append(head + ":next\(count)")
            }
        }
        if seed != 0 { items.append("seed=\(seed)") }
        return items.isEmpty ? "none" : items.joined(separator: ",")
    }

    private static func splitTrigger(_ item: String) -> (String, String?) {
        guard let colon = item.lastIndex(of: ":") else { return (item, nil) }
        return (String(item[..<colon]), String(item[item.index(after: colon)...]))
    }

    private static func splitValue(_ head: String) -> (String, String?) {
        guard let equals = head.firstIndex(of: "=") else { return (head, nil) }
        return (String(head[..<equals]), String(head[head.index(after: equals)...]))
    }

    private static func noValue(_ value: String?, item: String) throws(FaultPlanParseError) {
        guard value == nil else { throw FaultPlanParseError(item: item, reason: "this fault takes no value") }
    }

    private static func trigger(_ text: String?, item: String) throws(FaultPlanParseError) -> FaultTrigger {
        guard let text else { return .always }
        let lower = text.lowercased()
        if lower.hasPrefix("next") {
            let digits = lower.dropFirst(4).drop { $0 == "=" }
            guard let count = Int(digits), count > 0 else {
                throw FaultPlanParseError(item: item, reason: "write :next3 for the next 3 requests")
            }
            return .nextRequests(count)
        }
        let share: Double?
        if lower.hasSuffix("%") {
            share = Double(lower.dropLast()).map { $0 / 100 }
        } else {
            share = Double(lower)
        }
        guard let share, share >= 0, share <= 1 else {
            throw FaultPlanParseError(item: item, reason: "write a share from 0 to 1 (:0.25 or :25%) or :next3")
        }
        return .share(share)
    }

    private static func latency(_ text: String, item: String) throws(FaultPlanParseError) -> Latency {
        let bounds: [Substring]
        if let range = text.firstRange(of: "..") {
            bounds = [text[..<range.lowerBound], text[range.upperBound...]]
        } else {
            bounds = text.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        }
        let durations = bounds.map { duration(String($0)) }
        guard durations.allSatisfy({ $0 != nil }) else {
            throw FaultPlanParseError(item: item, reason: "a duration is a number with ms or s, as in 200ms or 1.5s")
        }
        let values = durations.compactMap { $0 }
        if values.count == 1 { return .fixed(values[0]) }
        guard values[0] <= values[1] else {
            throw FaultPlanParseError(item: item, reason: "the range's lower bound is above its upper bound")
        }
        return .random(values[0]...values[1])
    }

    private static func duration(_ text: String) -> Duration? {
        let lower = text.lowercased()
        let (number, scale): (Substring, Double) =
            lower.hasSuffix("ms")
            ? (lower.dropLast(2), 1)
            : lower.hasSuffix("s")
                ? (lower.dropLast(1), 1000)
                : (Substring(lower), 1)
        guard let value = Double(number), value >= 0, value.isFinite else { return nil }
        return .microseconds(Int64((value * scale * 1000).rounded()))
    }

    private static func format(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let micros = seconds * 1_000_000 + attoseconds / 1_000_000_000_000
        if micros % 1000 == 0 { return "\(micros / 1000)ms" }
        return "\(Double(micros) / 1000)ms"
    }
}
