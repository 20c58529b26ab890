import CZstd
package import MarvelWire
package import NetworkStubs

/// The compression `scripts/generate-catalog` writes the 2017 snapshot with: each record one zstd
/// frame at ``level``, with a dictionary of at most ``dictionaryBytes`` for its table trained on
/// that table's records. Only the `generate-snapshot` tool and the tests link it, so zstd's
/// compressor and dictionary trainer are not in `heroes`, which only decompresses.
package struct ZstdRecordCompression: RecordCompressing {
    /// zstd's compression level.
    package let level: Int32
    /// The largest dictionary of each table; a table with none here is stored plain.
    package let dictionaryBytes: [MarvelResource: Int]

    package init(level: Int32, dictionaryBytes: [MarvelResource: Int]) {
        self.level = level
        self.dictionaryBytes = dictionaryBytes
    }

    /// What the 2017 snapshot is written with: larger dictionaries for the large tables that no
    /// command's start reads (each is loaded once per process, by the first read of its table;
    /// `list` reads characters, `show` comics: see benchmarks/DECISIONS.md).
    package static let snapshot = ZstdRecordCompression(
        level: 19,
        dictionaryBytes: [
            .characters: 112_640, .comics: 112_640, .creators: 1 << 19, .events: 112_640, .series: 1 << 19,
            .stories: 1 << 20,
        ])

    package func compressor(of resource: MarvelResource, trainedOn records: [[UInt8]]) -> RecordCompressor? {
        guard let capacity = dictionaryBytes[resource],
            let dictionary = Self.trainDictionary(on: records, capacity: capacity),
            let compressor = Compressor(dictionary: dictionary, level: level)
        else { return nil }
        return RecordCompressor(dictionary: dictionary, compress: compressor.compress)
    }

    /// How much of a table's records the dictionary is trained on: zstd's advice is about a
    /// hundred times the dictionary's size; the records are taken evenly across the table.
    static let sampleBytesPerDictionaryByte = 100

    /// A dictionary of at most `capacity` bytes trained on `records` (every `n`th when they hold
    /// more than ``sampleBytesPerDictionaryByte`` times that), or `nil` when zstd cannot train one
    /// (too few or too small records): that table is then stored plain.
    static func trainDictionary(on records: [[UInt8]], capacity: Int) -> [UInt8]? {
        let total = records.reduce(0) { $0 + $1.count }
        guard total > 0 else { return nil }
        let stride = max(1, total / (capacity * sampleBytesPerDictionaryByte))
        var samples: [UInt8] = []
        var sizes: [Int] = []
        for index in Swift.stride(from: 0, to: records.count, by: stride) {
            samples += records[index]
            sizes.append(records[index].count)
        }
        var dictionary = [UInt8](repeating: 0, count: capacity)
        let made = dictionary.withUnsafeMutableBytes { out in
            samples.withUnsafeBytes { input in
                sizes.withUnsafeBufferPointer { sizes in
                    ZDICT_trainFromBuffer(
                        out.baseAddress, capacity, input.baseAddress, sizes.baseAddress, UInt32(sizes.count))
                }
            }
        }
        guard ZDICT_isError(made) == 0, made > 0 else { return nil }
        return Array(dictionary.prefix(made))
    }

    /// Compresses records with one dictionary at one level; used by one thread.
    final class Compressor {
        private let context: OpaquePointer
        private let dictionary: OpaquePointer

        /// A compressor of records with `dictionary` at zstd level `level`.
        init?(dictionary bytes: [UInt8], level: Int32) {
            guard let context = ZSTD_createCCtx() else { return nil }
            guard let dictionary = bytes.withUnsafeBytes({ ZSTD_createCDict($0.baseAddress, $0.count, level) }) else {
                ZSTD_freeCCtx(context)
                return nil
            }
            self.context = context
            self.dictionary = dictionary
        }

        deinit {
            ZSTD_freeCDict(dictionary)
            ZSTD_freeCCtx(context)
        }

        /// One zstd frame of `record` (its size written in the frame's header).
        func compress(_ record: [UInt8]) -> [UInt8]? {
            var out = [UInt8](repeating: 0, count: ZSTD_compressBound(record.count))
            let written = out.withUnsafeMutableBytes { out in
                record.withUnsafeBytes { input in
                    ZSTD_compress_usingCDict(
                        context, out.baseAddress, out.count, input.baseAddress, input.count, dictionary)
                }
            }
            guard ZSTD_isError(written) == 0 else { return nil }
            return Array(out.prefix(written))
        }
    }
}
