import Foundation
import Testing
@testable import NetworkStubs

@Suite("Fault plans")
struct FaultPlanTests {
    @Test("the textual form reads into the typed plan")
    func parses() throws {
        let plan = try FaultPlan(
            parsing: "latency=50ms..200ms, status=503:0.25; reset:next1, truncate:10%, malformed, stall:next2, seed=7")
        #expect(
            plan
                == FaultPlan(
                    latency: .random(.milliseconds(50) ... .milliseconds(200)),
                    rules: [
                        FaultRule(.status(503), when: .share(0.25)),
                        FaultRule(.connectionReset, when: .nextRequests(1)),
                        FaultRule(.truncatedBody, when: .share(0.1)),
                        FaultRule(.malformedJSON),
                        FaultRule(.stall, when: .nextRequests(2)),
                    ],
                    seed: 7
                ))
        #expect(try FaultPlan(parsing: "latency=1.5s").latency == .fixed(.milliseconds(1500)))
        #expect(try FaultPlan(parsing: "latency=20").latency == .fixed(.milliseconds(20)))
        #expect(try FaultPlan(parsing: "latency=10ms-30ms").latency == .random(.milliseconds(10) ... .milliseconds(30)))
        #expect(try FaultPlan(parsing: "status=500:next3").rules == [FaultRule(.status(500), when: .nextRequests(3))])
        #expect(try FaultPlan(parsing: "") == .none)
        #expect(try FaultPlan(parsing: "none") == .none)
    }

    @Test("description reads back to the same plan")
    func roundTrip() throws {
        for text in [
            "latency=50ms..200ms,status=503:0.25,reset:next1,seed=7",
            "latency=1500ms,truncate,malformed:0.5,stall:next2", "none", "latency=0.5ms",
        ] {
            let plan = try FaultPlan(parsing: text)
            #expect(try FaultPlan(parsing: plan.description) == plan)
            #expect(FaultPlan(plan.description) == plan)
        }
        #expect(
            FaultPlan(latency: .fixed(.milliseconds(5)), rules: [FaultRule(.status(429), when: .share(0.5))], seed: 3)
                .description
                == "latency=5ms,status=429:0.5,seed=3")
    }

    @Test(
        "mistakes are reported with the item",
        arguments: [
            "status=abc", "status=700", "explode", "reset=1", "status=503:2", "status=503:next0", "latency=fast",
            "latency=300ms..100ms", "seed=-1", "status=503:sometimes",
        ])
    func rejects(text: String) {
        #expect(throws: FaultPlanParseError.self) { try FaultPlan(parsing: text) }
        #expect(FaultPlan(text) == nil)
    }

    @Test("the error names the item")
    func errorText() {
        do {
            _ = try FaultPlan(parsing: "status=503, explode:0.5")
            Issue.record("expected an error")
        } catch {
            #expect(error.item == "explode:0.5")
            #expect(error.description.hasPrefix("Invalid fault \"explode:0.5\": unknown fault"))
        }
    }

    @Test("an injector replays the same faults for the same seed, other ones for another")
    func deterministic() throws {
        let plan = try FaultPlan(parsing: "latency=10ms..90ms, status=500:0.3, reset:0.2, seed=42")
        func run(_ plan: FaultPlan) -> [String] {
            var injector = FaultInjector(plan: plan)
            return (0..<200).map { _ in
                let (delay, fault) = injector.next()
                return "\(delay)|\(String(describing: fault))"
            }
        }
        let first = run(plan)
        #expect(first == run(plan))
        var other = plan
        other.seed = 43
        #expect(first != run(other))
        var injector = FaultInjector(plan: plan)
        var counts: [String: Int] = [:]
        for _ in 0..<1000 {
            let (delay, fault) = injector.next()
            #expect(delay >= .milliseconds(10) && delay <= .milliseconds(90))
            counts[String(describing: fault), default: 0] += 1
        }
        // 30% then 20% of the remaining 70%: about 300 and 140 in 1000.
        #expect((240...360).contains(counts[String(describing: Fault?.some(.status(500)))] ?? 0))
        #expect((90...190).contains(counts[String(describing: Fault?.some(.connectionReset))] ?? 0))
    }

    @Test("next N fires exactly N times, always fires always, rules in order")
    func triggers() throws {
        var injector = FaultInjector(plan: try FaultPlan(parsing: "status=503:next2, reset:next1"))
        let faults = (0..<5).map { _ in injector.next().fault }
        #expect(faults == [.status(503), .status(503), .connectionReset, nil, nil])
        var always = FaultInjector(plan: try FaultPlan(parsing: "stall"))
        #expect((0..<3).allSatisfy { _ in always.next().fault == .stall })
        var none = FaultInjector(plan: .none)
        #expect(none.next() == (.zero, nil))
    }

    @Test("SplitMix64 gives the reference sequence")
    func splitMix() {
        var generator = SplitMix64(seed: 1234567)
        // Reference values of SplitMix64 for seed 1234567.
        #expect(generator.next() == 6_457_827_717_110_365_317)
        #expect(generator.next() == 3_203_168_211_198_807_973)
        let unit = generator.nextUnitInterval()
        #expect(unit >= 0 && unit < 1)
    }
}
