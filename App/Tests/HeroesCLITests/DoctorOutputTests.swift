import ArgumentParser
import HeroesCore
import Testing
@testable import HeroesCLI

/// `heroes doctor`'s lines and exit statuses.
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

    @Test func eachCheckIsOneLineAndAFailureItsFixBelow() {
        let lines = [
            Check("config file", .pass, "/home/u/.config/heroes/config, yours, mode 600"),
            Check("keys", .fail, "the server refused a signed call (HTTP 401)", fix: "set the keys"),
            Check("clock", .skip, "no server to compare with"),
            Check("cache", .pass, "a\u{1B}[2Jb"),
        ].map(DoctorCommand.line).joined()
        #expect(
            lines == """
                pass  config file: /home/u/.config/heroes/config, yours, mode 600
                FAIL  keys: the server refused a signed call (HTTP 401)
                      fix: set the keys
                skip  clock: no server to compare with
                pass  cache: ab

                """)
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
