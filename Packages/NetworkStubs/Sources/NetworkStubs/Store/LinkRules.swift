import MarvelWire

/// How the links between two records are rebuilt from the snapshot. The gateway cut every
/// summary list at 20 items, so a record's own summary is complete only when it has few links;
/// the other side of each link lists it too, and a story names its comics, characters, creators,
/// events and series all at once.
///
/// Measured over the 2017 snapshot (`scripts/generate-catalog` prints the figures), for each
/// pair the rule whose link counts agree with the summaries' `available` for the most records
/// without ever exceeding it: two records are linked when either lists the other; for the pairs
/// in ``throughStories``, also when one story lists both (a character is in a comic when it is in
/// one of the comic's stories). Through stories is wrong for the pairs among comics, events and
/// series (a story reprinted in a collection would link the collection to the story's events).
enum LinkRules {
    /// The pairs also linked through a story that lists both.
    static let throughStories: Set<Pair> = [
        Pair(.characters, .comics), Pair(.characters, .events), Pair(.characters, .series),
        Pair(.comics, .creators), Pair(.creators, .series),
    ]

    /// Two resource types, in either order.
    struct Pair: Hashable, Sendable {
        let first: MarvelResource
        let second: MarvelResource

        init(_ one: MarvelResource, _ other: MarvelResource) {
            if CatalogSchema.code(of: one) <= CatalogSchema.code(of: other) {
                (first, second) = (one, other)
            } else {
                (first, second) = (other, one)
            }
        }
    }
}
