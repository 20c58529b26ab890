public import HeroesPresentation
public import HeroesCore

extension ListSpec where Item == Comic {
    /// The comics list (`heroes comics list`, any filters): the columns, fields and JSON of a
    /// hero's comics under `"Page 2 of 1,910 · 38,197 comics"`, `--json` with no owner's key; the
    /// table's next-page hint from `pageCommand`, none when it is `nil`.
    public static func comics(pageCommand: (@Sendable (Int) -> String)?) -> ListSpec<Comic> {
        comics(
            title: nil, cachedName: "the comics list", nothingFound: "No comics found.", owner: nil,
            pageCommand: pageCommand)
    }
}
