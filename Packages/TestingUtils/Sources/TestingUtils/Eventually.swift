/// Waits until `condition` holds, checking it again after each `Task.yield()` and every 10 ms,
/// for at most `timeout`; returns whether it held. For a test that must wait for work on
/// another task (a request reaching a server, a task reaching a gate) without a fixed sleep:
/// write `#expect(await eventually { … })`, so that a condition that never holds fails the test
/// instead of hanging it. The default `timeout` (30 s) only bounds a hang: a passing check
/// returns as soon as the condition holds, and a loaded machine (CI runs every test at once on
/// two cores) may take seconds to get there, so never pass a short one to mean "soon".
///
/// ```swift
/// let task = Task { try await client.send(request) }
/// #expect(await eventually { server.requests.count == 1 })
/// task.cancel()
/// ```
public func eventually(timeout: Duration = .seconds(30), _ condition: () async -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
        if await condition() { return true }
        // Yield first, so that work on this executor runs without a 10 ms wait.
        for _ in 0..<100 {
            await Task.yield()
            if await condition() { return true }
        }
        try? await Task.sleep(for: .milliseconds(10))
    }
    return await condition()
}
