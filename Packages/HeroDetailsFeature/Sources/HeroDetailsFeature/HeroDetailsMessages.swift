import DesignTokens
import Foundation
import HeroesCore

/// The details screen's one-line messages, for the App to write to stderr.
public enum HeroDetailsMessages {
    /// The error line: `"heroes: no hero with id 1. Try `heroes list` to see the ids."`, painted
    /// in `.error` when `style` has colour. The error may quote the server, so it is neutralised.
    public static func failure(_ error: HeroesError, style: TerminalStyle = .plain) -> String {
        style.paint("heroes: " + TextLayout.singleLine(error.description), .error)
    }

    /// The notice for a cached hero: `"heroes: offline: showing hero 1009610 as cached 2 days ago"`,
    /// painted in `.warning` when `style` has colour.
    public static func staleNotice(_ hero: Hero, since: Date, now: Date, style: TerminalStyle = .plain) -> String {
        let age = RelativeAge.describe(since, relativeTo: now)
        return style.paint("heroes: offline: showing hero \(hero.id) as cached \(age)", .warning)
    }
}
