import Foundation
import TestingUtils

/// An HTTPS server on 127.0.0.1 for tests: `openssl s_server -WWW`, serving the files of a
/// temporary folder over TLS with a certificate for `IP:127.0.0.1` signed by a certificate
/// authority made for the test (`caFile`), which no system store trusts. It binds a port of
/// its own choosing, accepts at most `maxConnections` connections and is killed when the
/// value goes away.
final class TLSTestServer: @unchecked Sendable {
    /// The port `openssl s_server` bound.
    let port: Int
    /// The PEM file of the test's certificate authority.
    let caFile: String

    private let folder: TemporaryFolder
    private let process: ChildProcess

    /// Makes the certificates, writes `files` (name → contents) and starts the server.
    init(files: [String: String], maxConnections: Int = 4) throws {
        folder = try TemporaryFolder(prefix: "heroes-tls")
        let path = folder.path
        caFile = path + "/ca.pem"
        try Data("subjectAltName=IP:127.0.0.1\n".utf8).write(to: URL(fileURLWithPath: path + "/san.ext"))
        let steps: [[String]] = [
            [
                "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-days", "1",
                "-subj", "/CN=heroes test CA", "-keyout", path + "/ca.key", "-out", caFile,
            ],
            [
                "req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-subj", "/CN=127.0.0.1",
                "-keyout", path + "/server.key", "-out", path + "/server.csr",
            ],
            [
                "x509", "-req", "-in", path + "/server.csr", "-CA", caFile, "-CAkey", path + "/ca.key",
                "-CAcreateserial", "-days", "1", "-extfile", path + "/san.ext", "-out", path + "/server.pem",
            ],
        ]
        for arguments in steps {
            let result = try ProcessRunner.run(
                "/usr/bin/openssl", arguments, environment: ["PATH": "/usr/bin:/bin"], timeout: 30)
            guard result.status == 0 && !result.timedOut else {
                throw ProxyFailure(description: "openssl \(arguments[0]) failed: \(result.stderr)")
            }
        }
        let site = path + "/site"
        try FileManager.default.createDirectory(atPath: site, withIntermediateDirectories: false)
        for (name, contents) in files {
            try Data(contents.utf8).write(to: URL(fileURLWithPath: site + "/" + name))
        }
        process = try ChildProcess(
            "/usr/bin/env",
            [
                "-C", site, "/usr/bin/openssl", "s_server", "-accept", "127.0.0.1:0", "-cert", path + "/server.pem",
                "-key", path + "/server.key", "-WWW", "-naccept", String(maxConnections),
            ])
        var found: Int? = nil
        while found == nil, let line = process.readLine(timeout: 10) {
            if line.hasPrefix("ACCEPT 127.0.0.1:") { found = Int(line.dropFirst("ACCEPT 127.0.0.1:".count)) }
        }
        guard let found else {
            throw ProxyFailure(description: "openssl s_server did not start: \(process.errorOutput(timeout: 1))")
        }
        port = found
    }

    /// `https://127.0.0.1:<port><path>`.
    func url(_ path: String) -> URL { URL(string: "https://127.0.0.1:\(port)\(path)")! }

    deinit { process.stop(timeout: 2) }
}
