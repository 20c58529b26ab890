import ArgumentParser
import HeroesCore
import Testing
@testable import HeroesCLI

/// `heroes doctor`'s arguments and exit statuses (its lines: HeroesCore's `DoctorTests`).
struct DoctorOutputTests {
    @Test(arguments: [("0", "0.0"), ("601", "601.0")])
    func aTimeoutOutOfRangeIsRefusedAsEveryCommandRefusesIt(value: String, shown: String) {
        do {
            _ = try DoctorCommand.parse(["--timeout", value])
            Issue.record("doctor accepted --timeout \(value)")
        } catch {
            #expect(
                DoctorCommand.message(for: error)
                    == "--timeout must be more than 0 and at most 600 seconds, got \(shown).")
        }
    }

    @Test(
        arguments: [
            ("config file", HeroesCLI.ExitStatus.configuration), ("settings", .configuration),
            ("base URL", .unavailable),
            ("keys", .permission), ("cache", .ioError), ("data source", .ioError), ("clock", .failure),
        ] as [(String, HeroesCLI.ExitStatus)])
    func aFailedCheckEndsWithItsStatus(name: String, status: HeroesCLI.ExitStatus) {
        #expect(DoctorCommand.status(of: Check(name, .fail, "x")) == status)
    }
}
