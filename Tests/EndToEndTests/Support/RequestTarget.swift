import Foundation

/// A request's target as a scripted test server reads it (`/v1/public/characters?offset=20&limit=20`):
/// its path, its query's values by name (the last of a repeated name), and the page it asks for.
struct RequestTarget {
    let path: String
    let query: [String: String]

    init(_ target: String) {
        let components = URLComponents(string: "http://server" + target)
        path = components?.path ?? ""
        query = Dictionary((components?.queryItems ?? []).map { ($0.name, $0.value ?? "") }) { $1 }
    }

    /// The `offset` asked for, 0 when none or not a number.
    var offset: Int { Int(query["offset"] ?? "") ?? 0 }
    /// The `limit` asked for, the API's 20 when none or not a number.
    var limit: Int { Int(query["limit"] ?? "") ?? 20 }
}
