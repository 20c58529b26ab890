import ArgumentParser
import CommandLinePlatform
import DesignTokens
import FoundationEssentials

/// `heroes show ID --web`: the hero's page opened in the user's browser with `xdg-open`, as
/// gh's `--web` does; where there is no graphical session (neither `DISPLAY` nor
/// `WAYLAND_DISPLAY`) or no `xdg-open`, or it fails, the URL is printed instead, for the user
/// to open.
enum Browser {
    /// What became of the URL.
    enum Outcome: Equatable {
        /// `xdg-open` took it.
        case opened
        /// It was printed on stdout.
        case printed
    }

    /// The page of the hero to open: its `detail` link, else `wiki`, else `comiclink`, else
    /// its first; only a safe http or https URL (``TerminalLink/safeURL(_:)``), since the
    /// server wrote it and a browser opener would act on any scheme.
    static func page(among links: [(kind: String, url: String)]) -> String? {
        let safe = links.compactMap { link in TerminalLink.safeURL(link.url).map { (link.kind, $0) } }
        for kind in ["detail", "wiki", "comiclink"] {
            if let match = safe.first(where: { $0.0 == kind }) { return match.1 }
        }
        return safe.first?.1
    }

    /// Opens `url` (one ``page(among:)`` returned), or prints it; `notices` says whether the
    /// "Opening …" line goes to stderr.
    static func open(
        _ url: String, notices: Bool, environment: [String: String] = StandardStream.processEnvironment
    ) throws(ExitCode) -> Outcome {
        let hasDisplay = [environment["DISPLAY"], environment["WAYLAND_DISPLAY"]].contains { !($0 ?? "").isEmpty }
        if hasDisplay, let opener = try? ChildProcess.start(["xdg-open", url]) {
            if notices { Console.err("Opening \(url) in your browser.") }
            if opener.wait() == 0 { return .opened }
        }
        try Console.out(url + "\n")
        return .printed
    }
}
