import Foundation
import TestingUtils

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Debian's nginx running the README's caching configuration (Tests/Clients/nginx-heroes-cache.conf)
/// in front of one `heroes serve`, on a free 127.0.0.1 port, with every file (pid, logs, temp
/// files, cache) in a temporary folder of its own. `timeout` stops it after `lifetime` seconds in
/// case the test never does (its timer's SIGALRM is not blocked); the value stops it when it goes away.
final class NginxCacheProxy: Sendable {
    enum Failure: Error, CustomStringConvertible {
        case noNginx(String)
        case configurationChanged(String)
        case didNotStart(String)
        var description: String {
            switch self {
            case .noNginx(let path): "no nginx at \(path): run scripts/bootstrap --test (it installs nginx-light)"
            case .configurationChanged(let text):
                "\(NginxCacheProxy.configurationPath) should hold \"\(text)\" once, for the test to put its own address there"
            case .didNotStart(let why): "nginx did not start: \(why)"
            }
        }
    }

    static let nginx = "/usr/sbin/nginx"
    static let configurationPath = "Tests/Clients/nginx-heroes-cache.conf"

    /// The configuration the README shows, byte for byte.
    static func configuration() throws -> String {
        try String(contentsOf: Repository.root.appendingPathComponent(configurationPath), encoding: .utf8)
    }

    let port: Int
    private let folder: TemporaryFolder
    private let child: ChildProcess

    /// Starts nginx on a free port. A free port is only free when it is picked (another process
    /// may bind it before nginx does), so nginx is started again on another one, up to five
    /// times, when it ends without having written its pid file, which it writes once its
    /// listening socket is bound.
    init(upstreamPort: Int, lifetime: Int = 60) throws {
        guard FileManager.default.isExecutableFile(atPath: Self.nginx) else { throw Failure.noNginx(Self.nginx) }
        folder = try TemporaryFolder(prefix: "heroes-nginx")
        let root = folder.path
        var failures: [String] = []
        for _ in 0..<5 {
            let port = FreePort.find()
            let child = try Self.start(root: root, port: port, upstreamPort: upstreamPort, lifetime: lifetime)
            // At most 60 s (a bound on a hang only): nginx either writes its pid file and
            // listens, or ends (its port taken: it tries to bind for 2.5 s, then gives up).
            let deadline = Date().addingTimeInterval(60)
            var listening = false
            while child.isRunning, Date() < deadline {
                if FileManager.default.fileExists(atPath: "\(root)/nginx.pid"), Self.accepts(port: port) {
                    listening = true
                    break
                }
                usleep(50_000)
            }
            if listening {
                self.port = port
                self.child = child
                return
            }
            child.stop()
            let log = (try? String(contentsOfFile: "\(root)/error.log", encoding: .utf8)) ?? ""
            failures.append("nothing listens on 127.0.0.1:\(port); its error log: \(log)")
            try? FileManager.default.removeItem(atPath: "\(root)/error.log")
        }
        throw Failure.didNotStart(failures.joined(separator: "\n"))
    }

    /// nginx started in `root` with the README's site listening on `port`, in front of
    /// `upstreamPort`.
    private static func start(root: String, port: Int, upstreamPort: Int, lifetime: Int) throws -> ChildProcess {
        // The README's addresses and cache folder become this test's; nothing else changes.
        var site = try Self.configuration()
        for (text, replacement) in [
            ("server 127.0.0.1:8080;", "server 127.0.0.1:\(upstreamPort);"),
            ("listen 80;", "listen 127.0.0.1:\(port);"),
            ("/var/cache/nginx/heroes", "\(root)/cache"),
        ] {
            guard site.components(separatedBy: text).count == 2 else { throw Failure.configurationChanged(text) }
            site = site.replacingOccurrences(of: text, with: replacement)
        }
        try site.write(toFile: "\(root)/heroes-cache.conf", atomically: true, encoding: .utf8)
        // As root, nginx's workers would become `nobody`, who cannot write in this folder.
        let user = getuid() == 0 ? "user root root;" : ""
        let main = """
            \(user)
            daemon off;
            worker_processes 1;
            pid \(root)/nginx.pid;
            error_log \(root)/error.log warn;
            events { worker_connections 64; }
            http {
                log_format cache '$upstream_cache_status $upstream_status $request_uri';
                access_log \(root)/access.log cache;
                client_body_temp_path \(root)/body;
                proxy_temp_path \(root)/proxy;
                fastcgi_temp_path \(root)/fastcgi;
                uwsgi_temp_path \(root)/uwsgi;
                scgi_temp_path \(root)/scgi;
                include \(root)/heroes-cache.conf;
            }

            """
        try main.write(toFile: "\(root)/nginx.conf", atomically: true, encoding: .utf8)
        return try ChildProcess(
            "/usr/bin/timeout",
            [
                "-k", "5", String(lifetime), Self.nginx, "-e", "\(root)/error.log", "-p", root, "-c",
                "\(root)/nginx.conf",
            ],
            environment: ["PATH": "/usr/bin:/bin:/usr/sbin"])
    }

    /// SIGTERM goes to nginx's master itself (its pid file names it): `timeout`, started from a
    /// test thread, inherits a signal mask that blocks SIGTERM, so it would not pass one on.
    /// nginx sets its own mask, stops its workers and exits, and `timeout` then ends.
    deinit {
        let pidFile = "\(folder.path)/nginx.pid"
        if let text = try? String(contentsOfFile: pidFile, encoding: .utf8),
            let master = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)), master > 1
        {
            kill(master, SIGTERM)
        }
        child.stop(timeout: 5)
    }

    var baseURL: String { "http://127.0.0.1:\(port)" }

    /// The access log's lines so far: `CACHE_STATUS UPSTREAM_STATUS REQUEST_URI`, one a request.
    func accessLog() -> [String] {
        let text = (try? String(contentsOfFile: "\(folder.path)/access.log", encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init)
    }

    /// Whether a connection to 127.0.0.1:`port` is accepted.
    private static func accepts(port: Int) -> Bool {
        (try? RawHTTPConnection(port: port)) != nil
    }
}
