import FoundationEssentials

/// Reading one value of the tape as a Swift type, with `JSONDecoder`'s errors: `valueNotFound`
/// for a null, `typeMismatch` for another kind of value (both at the value's coding path, which
/// `path` gives only when an error needs it), `dataCorrupted` with an empty path for a number
/// the type cannot hold (Foundation reports it as invalid JSON).
extension JSONTape {
    @inline(__always)
    func isNull(_ index: Int) -> Bool { nodes[index].kind == .null }

    func bool(at index: Int, path: () -> [any CodingKey]) throws -> Bool {
        switch nodes[index].kind {
        case .true: return true
        case .false: return false
        default: throw mismatch(Bool.self, at: index, path: path)
        }
    }

    func string(at index: Int, path: () -> [any CodingKey]) throws -> String {
        guard nodes[index].kind == .string else { throw mismatch(String.self, at: index, path: path) }
        return string(at: index)
    }

    func integer<T: FixedWidthInteger>(_ type: T.Type, at index: Int, path: () -> [any CodingKey]) throws -> T {
        let node = nodes[index]
        guard node.kind == .number else { throw mismatch(T.self, at: index, path: path) }
        let raw = rawBytes(of: index)
        guard let value = JSONNumbers.integer(raw, integral: node.flags & JSONNode.integral != 0, as: T.self) else {
            throw notRepresentable(index)
        }
        return value
    }

    func double(at index: Int, path: () -> [any CodingKey]) throws -> Double {
        guard nodes[index].kind == .number else { throw mismatch(Double.self, at: index, path: path) }
        guard let value = JSONNumbers.double(rawBytes(of: index)) else { throw notRepresentable(index) }
        return value
    }

    func float(at index: Int, path: () -> [any CodingKey]) throws -> Float {
        guard nodes[index].kind == .number else { throw mismatch(Float.self, at: index, path: path) }
        guard let value = JSONNumbers.float(rawBytes(of: index)) else { throw notRepresentable(index) }
        return value
    }

    /// Any Decodable type at `index`; `fixedPath` is the path of a value the document does not
    /// hold (`superDecoder(forKey:)` of a missing key). A URL is read from a string, as
    /// `JSONDecoder` reads it.
    func value<T: Decodable>(
        _ type: T.Type, at index: Int, fixedPath: [any CodingKey]? = nil, path: () -> [any CodingKey]
    ) throws -> T {
        if T.self == URL.self {
            let text = try string(at: index, path: path)
            guard let url = URL(string: text) else {
                throw DecodingError.dataCorrupted(.init(codingPath: path(), debugDescription: "Invalid URL string."))
            }
            return url as! T
        }
        return try T(from: WireDecoder(tape: self, index: index, fixedPath: fixedPath))
    }

    /// `valueNotFound` for a null, else `typeMismatch`, worded as `JSONDecoder` words them.
    func mismatch(_ type: Any.Type, at index: Int, path: () -> [any CodingKey]) -> DecodingError {
        let kind = nodes[index].kind
        if kind == .null {
            return .valueNotFound(
                type,
                .init(
                    codingPath: path(), debugDescription: "Cannot get value of type \(type) -- found null value instead"
                ))
        }
        let found =
            switch kind {
            case .string: "a string"
            case .number: "number"
            case .true, .false: "bool"
            case .null: "null"
            case .object: "a dictionary"
            case .array: "an array"
            }
        return .typeMismatch(
            type, .init(codingPath: path(), debugDescription: "Expected to decode \(type) but found \(found) instead."))
    }

    /// The number at `index` does not fit the type asked for: invalid JSON, as Foundation says.
    private func notRepresentable(_ index: Int) -> DecodingError {
        let text = String(decoding: rawBytes(of: index), as: UTF8.self)
        return MarvelJSONDecoder.invalidJSON(
            JSONSyntaxError(reason: .numberNotRepresentable(text), offset: Int(nodes[index].first)))
    }
}
