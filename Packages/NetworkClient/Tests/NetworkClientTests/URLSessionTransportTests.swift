import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import NetworkClient
import NetworkClientURLSession

/// What only `URLSessionTransport` has; the behaviour both transports share is in
/// ``TransportBehaviourTests``.
@Suite struct URLSessionTransportTests {
    @Test func theTimeoutIsPerInstance() {
        #expect(URLSessionTransport(timeout: 1).timeout == 1)
        #expect(URLSessionTransport().timeout == 30)
        #expect(URLSessionTransport(session: .shared).timeout == nil)
    }
}
