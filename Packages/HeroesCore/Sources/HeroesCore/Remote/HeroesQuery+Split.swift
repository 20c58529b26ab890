extension HeroesQuery {
    /// This query cut into calls of at most `maximum` heroes each, in order: a limit of 240 at
    /// offset 0 gives limits 100, 100 and 40 at offsets 0, 100 and 200. A query within the
    /// maximum (or with a limit below 1) is returned alone.
    public func split(maximum: Int = HeroesQuery.maximumLimit) -> [HeroesQuery] {
        let size = max(1, maximum)
        guard limit > size else { return [self] }
        return stride(from: 0, to: limit, by: size).map { start in
            var part = self
            part.offset = offset + start
            part.limit = min(size, limit - start)
            return part
        }
    }

    /// How this query is named in messages, for example `page 2 of the hero list`.
    var summary: String {
        let page = limit > 0 ? offset / limit + 1 : 1
        var text = "page \(page)"
        if let name {
            text += " of heroes named \"\(name)\""
        } else if let nameStartsWith {
            text += " of heroes starting with \"\(nameStartsWith)\""
        } else {
            text += " of the hero list"
        }
        if limit != HeroesQuery.defaultLimit { text += " (\(limit) per page)" }
        return text
    }
}
