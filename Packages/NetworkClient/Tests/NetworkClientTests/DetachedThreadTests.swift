import Dispatch
import Foundation
import Testing
import NetworkClient

@Suite struct DetachedThreadTests {
    @Test func runsTheBodyOnAThreadOtherThanTheCallers() {
        let done = DispatchSemaphore(value: 0)
        let caller = pthread_self()
        let ranElsewhere = LockedFlag()
        let started = DetachedThread.start(name: "heroes.test") {
            ranElsewhere.set(pthread_equal(pthread_self(), caller) == 0)
            done.signal()
        }
        #expect(started)
        #expect(done.wait(timeout: .now() + 30) == .success)
        #expect(ranElsewhere.value)
    }
}

/// A Bool written by one thread and read by another.
private final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = false
    func set(_ value: Bool) { lock.withLock { stored = value } }
    var value: Bool { lock.withLock { stored } }
}
