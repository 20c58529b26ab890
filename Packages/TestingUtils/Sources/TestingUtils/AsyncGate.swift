/// Holds async work until a test opens it, so that the test can observe what happens while
/// the work is in flight (a `loading` state, calls that overlap).
///
/// ```swift
/// let gate = AsyncGate()
/// let task = Task { await gate.wait(); return 42 }
/// while await gate.waiting == 0 { await Task.yield() }
/// await gate.open()
/// let answer = await task.value  // 42
/// ```
public actor AsyncGate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// How many callers are waiting now.
    public private(set) var waiting = 0

    /// A closed gate.
    public init() {}

    /// Returns once the gate is open (at once if it is).
    public func wait() async {
        guard !isOpen else { return }
        waiting += 1
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Opens the gate for good and lets every waiting caller go on.
    public func open() {
        isOpen = true
        for waiter in waiters { waiter.resume() }
        waiters.removeAll()
        waiting = 0
    }
}
