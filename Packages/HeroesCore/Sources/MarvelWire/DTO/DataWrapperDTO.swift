/// The API's envelope around every successful answer (`CharacterDataWrapper` in the spec).
public struct DataWrapperDTO<Result: Decodable & Sendable>: Decodable, Sendable {
    /// The HTTP status code, repeated in the body.
    public let code: Int?
    /// A short status text such as `"Ok"`.
    public let status: String?
    /// The copyright notice (absent in 2014 answers).
    public let copyright: String?
    /// The attribution to show with the data (absent in 2014 answers).
    public let attributionText: String?
    /// The attribution as an HTML link.
    public let attributionHTML: String?
    /// A digest of the answer, for conditional requests.
    public let etag: String?
    /// The results and their paging.
    public let data: DataContainerDTO<Result>
}

/// The paging container inside the envelope (`CharacterDataContainer` in the spec).
public struct DataContainerDTO<Result: Decodable & Sendable>: Decodable, Sendable {
    /// The offset asked for.
    public let offset: Int?
    /// The limit asked for.
    public let limit: Int?
    /// How many results exist in all.
    public let total: Int?
    /// How many results this answer holds.
    public let count: Int?
    /// The results.
    public let results: [Result]
}
