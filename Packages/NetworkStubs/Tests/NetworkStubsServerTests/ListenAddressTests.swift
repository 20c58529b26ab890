import Foundation
import NetworkStubs
import NIOCore
import Testing
@testable import NetworkStubsServer
import NetworkStubsTesting

@Suite("Listen address")
struct ListenAddressTests {
    @Test(
        "127.0.0.0/8, ::1 and IPv4-mapped 127.x are loopback",
        arguments: ["127.0.0.1", "127.255.3.9", "::1", "::ffff:127.0.0.1"])
    func loopback(address: String) throws {
        #expect(try SocketAddress(ipAddress: address, port: 0).isLoopback)
    }

    @Test(
        "any, private, public and mapped non-127 addresses are not loopback",
        arguments: ["0.0.0.0", "::", "10.0.0.1", "192.0.2.1", "::ffff:10.0.0.1", "2001:db8::1", "::2"])
    func notLoopback(address: String) throws {
        #expect(try !SocketAddress(ipAddress: address, port: 0).isLoopback)
    }

    @Test("localhost resolves to a loopback address")
    func localhost() throws {
        #expect(try SocketAddress.makeAddressResolvingHost("localhost", port: 0).isLoopback)
    }

    @Test("a public address is refused without keys, allowed with keys or when allowed explicitly; loopback always")
    func exposure() throws {
        let any = try SocketAddress(ipAddress: "0.0.0.0", port: 0)
        #expect(throws: MarvelHTTPServer.ListenError.publicWithoutKeys(host: "example", address: "0.0.0.0")) {
            try MarvelHTTPServer.checkExposure(
                of: any, host: "example", checksKeys: false, allowPublicWithoutKeys: false)
        }
        try MarvelHTTPServer.checkExposure(of: any, host: "example", checksKeys: true, allowPublicWithoutKeys: false)
        try MarvelHTTPServer.checkExposure(of: any, host: "example", checksKeys: false, allowPublicWithoutKeys: true)
        try MarvelHTTPServer.checkExposure(
            of: try SocketAddress(ipAddress: "127.0.0.1", port: 0), host: "127.0.0.1", checksKeys: false,
            allowPublicWithoutKeys: false)
    }

    @Test("start refuses 0.0.0.0 for a server without keys")
    func startRefuses() async throws {
        await #expect(throws: MarvelHTTPServer.ListenError.publicWithoutKeys(host: "0.0.0.0", address: "0.0.0.0")) {
            let server = try await MarvelHTTPServer.start(
                server: MarvelServer(api: MarvelAPI(catalog: .sample2017)), host: "0.0.0.0")
            await server.shutdown()
        }
    }
}
