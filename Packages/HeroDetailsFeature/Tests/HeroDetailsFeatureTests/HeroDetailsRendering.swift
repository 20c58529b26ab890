import DesignTokens
import HeroDetailsFeature
import HeroesCore
import HeroesPresentation
import MarvelWire

/// The hero's details in one format: `DetailSpec.hero(attribution:)` and a `DetailFormat`,
/// drawn by the generic renderer, so that the tests written for the hero's own renderers read
/// as they did.
struct HeroDetailsRendering {
    var spec: DetailSpec<HeroDetails>
    var format: DetailFormat

    func render(_ state: LoadState<HeroDetails>) -> String { spec.render(state, as: format) }

    static func terminal(
        style: TerminalStyle, width: Int, attribution: String = HeroPage.defaultAttribution, itemLimit: Int = 5
    ) -> Self {
        Self(spec: .hero(attribution: attribution), format: .terminal(style: style, width: width, itemLimit: itemLimit))
    }

    static func plain(attribution: String = HeroPage.defaultAttribution) -> Self {
        Self(spec: .hero(attribution: attribution), format: .tsv)
    }

    static func csv(attribution: String = HeroPage.defaultAttribution) -> Self {
        Self(spec: .hero(attribution: attribution), format: .csv)
    }

    static func json(
        attribution: String = HeroPage.defaultAttribution, fields: Set<String>? = nil, layout: JSONLayout = .indented
    ) -> Self {
        Self(spec: .hero(attribution: attribution), format: .json(fields: fields, layout: layout))
    }
}
