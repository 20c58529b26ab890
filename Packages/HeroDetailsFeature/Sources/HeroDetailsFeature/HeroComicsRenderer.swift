public import HeroesCore

/// Draws the comics screen's state as text for stdout.
public protocol HeroComicsRenderer: Sendable {
    func render(_ state: LoadState<Page<Comic>>) -> String
}
