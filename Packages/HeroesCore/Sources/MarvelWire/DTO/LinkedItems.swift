/// Whether decoding a record reads the items of its linked lists (a character's `comics`, an
/// event's `creators`, …: each a ``ResourceListDTO``) or leaves them unread.
///
/// A decoder carries it in its `userInfo` under ``userInfoKey`` (``MarvelJSONDecoder/userInfo``,
/// or `JSONDecoder`'s); without it the items are read. A list drawn as a table, TSV or CSV shows
/// each linked list's count alone, so it can skip them: they are most of a page's members (an
/// event lists up to a hundred).
///
/// ```swift
/// var decoder = MarvelJSONDecoder()
/// decoder.userInfo[LinkedItems.userInfoKey] = LinkedItems.skipped
/// let page = try decoder.decode(DataWrapperDTO<EventDTO>.self, from: body)
/// ```
public enum LinkedItems: Sendable, Hashable {
    /// Every member of each linked list: the record whole.
    case read
    /// Each linked list's `available`, `returned` and `collectionURI`; its `items` are `nil`,
    /// unless the list has no `available`, whose count its items then give (they are read).
    case skipped

    /// The `userInfo` key it is carried under.
    public static let userInfoKey = CodingUserInfoKey(rawValue: "MarvelWire.LinkedItems")!

    /// What `decoder` was asked for: ``read`` unless its `userInfo` says ``skipped``.
    static func asked(of decoder: any Decoder) -> LinkedItems {
        decoder.userInfo[userInfoKey] as? LinkedItems ?? .read
    }
}
