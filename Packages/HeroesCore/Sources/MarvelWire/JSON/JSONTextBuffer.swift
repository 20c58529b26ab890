/// A growing run of trivial values (bytes, ``JSONTextTree/Node``s) in memory that JSONText
/// allocates itself: appending and writing in place have no copy-on-write check, no bounds
/// check and no reference count (benchmarks/DECISIONS.md says what that saves). Whoever
/// creates one frees it with ``deallocate()``; it is never copied after that.
struct JSONTextBuffer<Element: BitwiseCopyable> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    func deallocate() { base.deallocate() }

    subscript(index: Int) -> Element {
        unsafeAddress {
            precondition(index >= 0 && index < count, "JSONTextBuffer index out of range")
            return UnsafePointer(base + index)
        }
        unsafeMutableAddress {
            precondition(index >= 0 && index < count, "JSONTextBuffer index out of range")
            return base + index
        }
    }

    /// The elements in `range`, valid until the next append.
    func elements(_ range: Range<Int>) -> UnsafeBufferPointer<Element> {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "JSONTextBuffer range out of bounds")
        return UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)
    }

    mutating func append(_ element: Element) {
        if count == capacity { grow(to: count + 1) }
        (base + count).initialize(to: element)
        count += 1
    }

    mutating func append(_ elements: UnsafeBufferPointer<Element>) {
        guard let source = elements.baseAddress, !elements.isEmpty else { return }
        if capacity - count < elements.count { grow(to: count + elements.count) }
        (base + count).initialize(from: source, count: elements.count)
        count += elements.count
    }

    /// Appends `count` copies of `element`.
    mutating func append(repeating element: Element, count: Int) {
        guard count > 0 else { return }
        if capacity - self.count < count { grow(to: self.count + count) }
        (base + self.count).initialize(repeating: element, count: count)
        self.count += count
    }

    @inline(never)
    private mutating func grow(to needed: Int) {
        var newCapacity = capacity
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
