import NetworkClient

/// The latest requests a ``MarvelServer`` was asked, oldest first, bounded twice: at most
/// ``MarvelServer/requestHistoryLimit`` requests and at most
/// ``MarvelServer/requestHistoryByteLimit`` bytes of their URLs, header fields and bodies (the
/// latest request is always kept, whatever its size). A client sending large headers thus holds
/// a megabyte of the server's memory, not a thousand times its headers.
///
/// Appending is O(1) amortised in the history's length (the size of a request is read from its
/// strings' UTF-8 counts, once per field): a request dropped from the front leaves an empty slot,
/// and the slots are compacted once they are half of the array.
struct RequestHistory {
    private var slots: [(request: HTTPRequest, bytes: Int)?] = []
    /// The index of the oldest request kept.
    private var start = 0
    /// The bytes of the requests kept.
    private(set) var bytes = 0

    /// How many requests are kept.
    var count: Int { slots.count - start }

    /// The requests kept, oldest first.
    var requests: [HTTPRequest] { slots[start...].compactMap { $0?.request } }

    /// Keeps `request`, of `size` bytes (``size(of:)``, read before taking the server's lock),
    /// dropping the oldest ones past either bound.
    mutating func append(_ request: HTTPRequest, size: Int) {
        slots.append((request, size))
        bytes += size
        while count > MarvelServer.requestHistoryLimit
            || (bytes > MarvelServer.requestHistoryByteLimit && count > 1)
        {
            bytes -= slots[start]?.bytes ?? 0
            slots[start] = nil
            start += 1
        }
        if start > 0 && start >= slots.count / 2 {
            slots.removeFirst(start)
            start = 0
        }
    }

    /// The bytes `request` holds: its URL, its header fields' names and values, and its body.
    static func size(of request: HTTPRequest) -> Int {
        var size = request.url.absoluteString.utf8.count + (request.body?.count ?? 0)
        for field in request.headers { size += field.name.utf8.count + field.value.utf8.count }
        return size
    }
}
