public import FoundationEssentials

/// A Marvel image: a path and an extension, from which sized variants are built.
public struct HeroImage: Sendable, Hashable, Codable {
    /// The path without extension, for example `https://i.annihil.us/u/prod/marvel/i/mg/3/50/526548a343e4b`.
    public var path: String
    /// The extension, for example `jpg`.
    public var fileExtension: String

    /// Creates an image reference.
    public init(path: String, fileExtension: String) {
        self.path = path
        self.fileExtension = fileExtension
    }

    /// Marvel's named sizes.
    public enum Variant: String, Sendable, CaseIterable {
        /// 300×450 portrait.
        case portraitUncanny = "portrait_uncanny"
        /// 150×225 portrait.
        case portraitXLarge = "portrait_xlarge"
        /// 200×200 square.
        case standardXLarge = "standard_xlarge"
        /// 464×261 landscape.
        case landscapeIncredible = "landscape_incredible"
    }

    /// The full-size image: `path.extension`.
    public var fullSizeURL: URL? { URL(string: "\(path).\(fileExtension)") }

    /// A sized variant: `path/variant.extension`.
    public func url(_ variant: Variant) -> URL? { URL(string: "\(path)/\(variant.rawValue).\(fileExtension)") }

    /// Whether this is Marvel's "image not available" placeholder.
    var isPlaceholder: Bool { path.hasSuffix("image_not_available") }
}
