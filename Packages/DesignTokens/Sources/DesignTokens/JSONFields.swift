import FoundationEssentials

/// The fields `--json` was asked for: all of them (`--json`), or a comma list
/// (`--json id,name,comics`) checked against the fields the output has.
///
/// ```swift
/// let fields = try JSONFields.parse("id,name", valid: ["id", "name", "comics"])   // .some(["id", "name"])
/// try JSONFields.parse("id,nmae", valid: ["id", "name"])  // throws: names "nmae" and lists id, name
/// ```
public enum JSONFields {
    /// A field list naming a field the output does not have.
    public struct UnknownField: Error, Equatable, CustomStringConvertible {
        /// The names asked for that are not fields.
        public var unknown: [String]
        /// Every valid field, in their documented order.
        public var valid: [String]

        /// The error for `unknown` names among `valid` ones.
        public init(unknown: [String], valid: [String]) {
            self.unknown = unknown
            self.valid = valid
        }

        /// `Unknown JSON field: "nmae". Available fields: id, name, comics.`
        public var description: String {
            let names = unknown.map { "\"\($0)\"" }.joined(separator: ", ")
            let noun = unknown.count == 1 ? "field" : "fields"
            return "Unknown JSON \(noun): \(names). Available fields: \(valid.joined(separator: ", "))."
        }
    }

    /// The names in `text` (commas between, spaces around ignored); `nil` (every field) when
    /// `text` is empty. Throws ``UnknownField`` naming each name not in `valid`.
    public static func parse(_ text: String, valid: [String]) throws(UnknownField) -> Set<String>? {
        let names = text.split(separator: ",").map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
        guard !names.isEmpty else { return nil }
        let unknown = names.filter { !valid.contains($0) }
        guard unknown.isEmpty else {
            throw UnknownField(unknown: unknown.map { TextLayout.singleLine($0) }, valid: valid)
        }
        return Set(names)
    }
}
