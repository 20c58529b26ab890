/// One page of heroes: the list screen's page.
public typealias HeroPage = Page<Hero>

extension Page where Item == Hero {
    /// The heroes of this page.
    public var heroes: [Hero] {
        get { items }
        set { items = newValue }
    }

    public init(offset: Int, limit: Int, total: Int, heroes: [Hero], attribution: String) {
        self.init(offset: offset, limit: limit, total: total, items: heroes, attribution: attribution)
    }
}
