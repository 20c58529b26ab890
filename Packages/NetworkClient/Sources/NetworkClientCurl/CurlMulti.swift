import CCurl
import NetworkClient
import Synchronization

/// One libcurl multi handle and the thread that drives it: transfers are added from any task,
/// run side by side on that thread, and share its connection cache, so a second request to a
/// host reuses the first one's connection (and HTTP/2 streams share one connection).
///
/// The thread sleeps in `curl_multi_poll` and is woken by `curl_multi_wakeup` when a transfer
/// is added or cancelled, so a cancelled transfer is removed at once, not at its next timeout.
final class CurlMulti: @unchecked Sendable {
    private struct Queue {
        var added: [CurlTransfer] = []
        var cancelled: [CurlTransfer] = []
        var stopping = false
    }

    private let library: CurlLibrary
    /// The multi handle (`CURLM *`), used by the thread alone (and `curl_multi_wakeup`, which
    /// libcurl allows from any thread).
    private let multi: UnsafeMutableRawPointer
    private let queue = Mutex(Queue())

    /// Makes the multi handle and starts its thread; `maxConnectionsPerHost` bounds the
    /// connections open to one host at once (more transfers wait for one).
    init(library: CurlLibrary, maxConnectionsPerHost: Int) throws(NetworkError) {
        guard let multi = library.api.pointee.multi_init() else {
            throw NetworkError.other("libcurl could not make a multi handle (out of memory)")
        }
        self.library = library
        self.multi = multi
        _ = heroes_curl_multi_setopt_long(library.api, multi, CURLMOPT_MAX_HOST_CONNECTIONS, maxConnectionsPerHost)
        _ = heroes_curl_multi_setopt_long(library.api, multi, CURLMOPT_MAXCONNECTS, max(16, maxConnectionsPerHost))
        guard DetachedThread.start(name: "heroes.curl", { [self] in run() }) else {
            _ = library.api.pointee.multi_cleanup(multi)
            throw NetworkError.other("no thread could be started for libcurl (the process's thread limit is reached)")
        }
    }

    /// Starts `transfer` (unless it was cancelled already).
    func add(_ transfer: CurlTransfer) {
        let stopping = queue.withLock { queue in
            if !queue.stopping { queue.added.append(transfer) }
            return queue.stopping
        }
        if stopping { return transfer.finish(.failure(.other("the transport was shut down"))) }
        _ = library.api.pointee.multi_wakeup(multi)
    }

    /// Ends `transfer` with ``NetworkError/cancelled`` now, and has the thread drop it from the
    /// multi handle (closing its connection if it was mid-answer) as soon as it wakes.
    func cancel(_ transfer: CurlTransfer) {
        transfer.finish(.failure(.cancelled))
        queue.withLock { $0.cancelled.append(transfer) }
        _ = library.api.pointee.multi_wakeup(multi)
    }

    /// Ends every transfer with ``NetworkError/cancelled``, closes the connections and lets the
    /// thread end. Transfers added later fail.
    func stop() {
        queue.withLock { $0.stopping = true }
        _ = library.api.pointee.multi_wakeup(multi)
    }

    // MARK: - The thread

    private func run() {
        let api = library.api
        var running: [UnsafeMutableRawPointer: CurlTransfer] = [:]
        var active: Int32 = 0
        while true {
            let (added, cancelled, stopping) = queue.withLock { queue in
                defer {
                    queue.added.removeAll()
                    queue.cancelled.removeAll()
                }
                return (queue.added, queue.cancelled, queue.stopping)
            }
            for transfer in added where !transfer.isFinished {
                if api.pointee.multi_add_handle(multi, transfer.handle) == CURLM_OK {
                    running[transfer.handle] = transfer
                } else {
                    transfer.finish(.failure(.other("libcurl refused the transfer")))
                }
            }
            for transfer in cancelled + (stopping ? Array(running.values) : []) {
                guard running.removeValue(forKey: transfer.handle) != nil else { continue }
                _ = api.pointee.multi_remove_handle(multi, transfer.handle)
                transfer.finish(.failure(.cancelled))
            }
            if stopping { break }
            _ = api.pointee.multi_perform(multi, &active)
            var queued: Int32 = 0
            while let message = api.pointee.multi_info_read(multi, &queued) {
                guard message.pointee.msg == CURLMSG_DONE, let handle = message.pointee.easy_handle,
                    let transfer = running.removeValue(forKey: handle)
                else { continue }
                let code = heroes_curl_message_result(message)
                _ = api.pointee.multi_remove_handle(multi, handle)
                transfer.finish(code: code)
            }
            // Sleeps until a socket is ready, a curl timer is due, or add/cancel/stop wakes it.
            _ = api.pointee.multi_poll(multi, nil, 0, 1000, nil)
        }
        _ = api.pointee.multi_cleanup(multi)
    }
}
