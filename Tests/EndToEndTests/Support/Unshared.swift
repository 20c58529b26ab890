import Foundation
import TestingUtils

/// A shell script run in namespaces of its own (util-linux `unshare`): a mount namespace, whose
/// mounts no other process sees and which go with it, and a network namespace, whose only
/// interface is its own loopback, so a server bound beyond loopback there is reachable from
/// nowhere else. Root can make both (CI runs as root in a container that allows mount); a
/// user where user namespaces are allowed too (`unshare -r`).
enum Unshared {
    /// The namespaces a script runs in.
    enum Namespace: String, Sendable {
        case mount = "--mount"
        case network = "--net"
    }

    /// Whether this machine lets a test make both (tried once).
    static let isPossible: Bool = {
        guard FileManager.default.isExecutableFile(atPath: unshare) else { return false }
        let probe = try? run(
            "mount -t tmpfs tmpfs /mnt && ip link set lo up", in: [.mount, .network], environment: [:])
        return probe?.status == 0
    }()

    static let unshare = "/usr/bin/unshare"

    /// Runs `script` with bash in new `namespaces`, with `arguments` as `$1`, `$2`, ….
    static func run(
        _ script: String, _ arguments: [String] = [], in namespaces: [Namespace], environment: [String: String],
        timeout: TimeInterval = 60
    ) throws -> ProcessResult {
        let user = geteuid() == 0 ? [] : ["--map-root-user"]
        return try ProcessRunner.run(
            unshare, user + namespaces.map(\.rawValue) + ["/bin/bash", "-c", script, "bash"] + arguments,
            environment: environment.merging(["PATH": "/usr/bin:/bin:/usr/sbin:/sbin"]) { $1 }, timeout: timeout)
    }
}
