public import DesignTokens
public import FoundationEssentials
public import HeroesCore

/// The details screen's one-line messages for stderr.
public enum HeroDetailsMessages {
    /// The notice for a cached hero: `"heroes: offline: showing hero 1009610 as cached 2 days ago"`,
    /// the start saying why (`StaleCause` (HeroesCore)), painted in `.warning` when `style` has colour.
    public static func staleNotice(
        _ hero: Hero, since: Date, cause: HeroesError? = nil, now: Date, style: TerminalStyle = .plain
    ) -> String {
        let age = RelativeAge.describe(since, relativeTo: now)
        return style.paint("heroes: \(StaleCause.words(cause)): showing hero \(hero.id) as cached \(age)", .warning)
    }
}
