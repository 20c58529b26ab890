public import HeroesCore

/// Turns the details' state into the text for stdout. Renderers are pure: the same state and
/// options always give the same text, which ends in a newline unless it is empty. States
/// without a hero (`idle`, `loading`, `failed`) give `""`.
public protocol HeroDetailsRenderer: Sendable {
    /// The text to write to stdout for `state`; `""` when there is nothing to write.
    func render(_ state: LoadState<HeroDetails>) -> String
}
