/// The scanner's growing list of values, in memory it allocates itself so that the tape takes it
/// over as it is: no copy, no array checks. Whoever holds it last deallocates it.
struct JSONNodeBuffer {
    private(set) var base: UnsafeMutablePointer<JSONNode>
    private(set) var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 4)
        base = .allocate(capacity: self.capacity)
    }

    @inline(__always)
    mutating func append(_ node: JSONNode) {
        if count == capacity { grow() }
        (base + count).initialize(to: node)
        count &+= 1
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<JSONNode>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }

    /// A recorded value; the scanner completes a container's once its members are read.
    subscript(index: Int) -> JSONNode {
        get { base[index] }
        nonmutating set { base[index] = newValue }
    }

    func deallocate() { base.deallocate() }
}
