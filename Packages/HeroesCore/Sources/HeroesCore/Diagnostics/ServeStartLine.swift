public import AppConfig
import DesignTokens
public import FoundationEssentials
public import MarvelWire

/// `heroes serve`'s one line on stderr that says the server runs: what it serves, where, and
/// which keys it checks signatures with and where each came from, or that it accepts any.
public enum ServeStartLine {
    /// The line for a server at `url` with `settings`' keys (AppConfig's `Settings.sources` says where each
    /// came from), serving `count(resource)` records of each type, in `MarvelResource`'s order
    /// and with the types of none left out (`no records` when every count is 0).
    public static func text(counting count: (MarvelResource) -> Int, on url: URL, settings: Settings) -> String {
        let counts = MarvelResource.allCases.compactMap { resource -> String? in
            let count = count(resource)
            return count == 0
                ? nil : "\(NumberFormat.grouped(count)) \(count == 1 ? resource.singular : resource.rawValue)"
        }
        let served =
            counts.count > 1
            ? counts.dropLast().joined(separator: ", ") + " and " + counts[counts.count - 1]
            : counts.first ?? "no records"
        return "heroes: serving \(served) on \(url.absoluteString), \(keys(settings)) (Ctrl-C to stop)"
    }

    /// Which keys the server checks, and where they came from.
    private static func keys(_ settings: Settings) -> String {
        guard settings.credentials != nil, let publicKey = settings.sources["public_key"],
            let privateKey = settings.sources["private_key"]
        else { return "accepting any key (no keys are set)" }
        if case .configFile(let path, _) = publicKey, case .configFile(path, _) = privateKey {
            return "checking signatures with public_key and private_key of the config file \(path)"
        }
        return "checking signatures with the public key from \(publicKey) and the private key from \(privateKey)"
    }
}
