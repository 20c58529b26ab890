import Foundation
import Testing
import TestingUtils

/// `heroes serve` refuses what would hurt it or expose it before it listens: a synthetic
/// catalog past its bound, a catalog that is not a small regular file, an address beyond
/// loopback with no keys.
@Suite struct ServeGuardTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    @Test func aSyntheticCatalogPastItsBoundIsABadArgument() throws {
        let result = try heroes.run(["serve", "--port", "0", "--synthetic", "100001"])
        #expect(result.status == 64, "\(result)")
        #expect(result.stderr.hasPrefix("Error: --synthetic must be 0 to 100000, got 100001.\n"), "\(result)")
    }

    @Test(arguments: ["/dev/zero", "/"])
    func aCatalogThatIsNotARegularFileIsRefusedBeforeItIsRead(path: String) throws {
        let result = try heroes.run(["serve", "--port", "0", "--catalog", path], timeout: 20)
        #expect(result.status == 78, "\(result)")
        #expect(result.stdout.isEmpty && result.stderr.contains(path), "\(result)")
    }

    @Test func anAddressBeyondLoopbackWithoutKeysIsRefusedAndTheFlagIsNamed() throws {
        let result = try heroes.run(["serve", "--port", "0", "--host", "0.0.0.0", "--stop-after", "2"], timeout: 20)
        #expect(result.status == 64, "\(result)")
        #expect(result.stdout.isEmpty, "it never listened: \(result)")
        #expect(result.stderr.contains("--allow-public-without-keys"), "\(result)")
    }
}
