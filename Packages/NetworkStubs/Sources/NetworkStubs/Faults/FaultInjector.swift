/// Plays a ``FaultPlan`` request by request: the state (random generator, counts left of
/// `nextRequests` rules) of one plan. A value type, so a copy replays the same sequence.
public struct FaultInjector: Sendable, Hashable {
    /// The plan being played.
    public let plan: FaultPlan
    private var random: SplitMix64
    private var remaining: [Int]

    /// Starts playing `plan` from its first request.
    public init(plan: FaultPlan) {
        self.plan = plan
        self.random = SplitMix64(seed: plan.seed)
        self.remaining = plan.rules.map { rule in
            if case .nextRequests(let count) = rule.trigger { return count }
            return 0
        }
    }

    /// The delay and the fault (if any) for the next request.
    public mutating func next() -> (delay: Duration, fault: Fault?) {
        let delay: Duration
        switch plan.latency {
        case nil: delay = .zero
        case .fixed(let fixed): delay = fixed
        case .random(let range):
            let span = range.upperBound - range.lowerBound
            delay = range.lowerBound + span * random.nextUnitInterval()
        }
        for (index, rule) in plan.rules.enumerated() {
            switch rule.trigger {
            case .always:
                return (delay, rule.fault)
            case .share(let share):
                if random.nextUnitInterval() < share { return (delay, rule.fault) }
            case .nextRequests:
                if remaining[index] > 0 {
                    remaining[index] -= 1
                    return (delay, rule.fault)
                }
            }
        }
        return (delay, nil)
    }
}
