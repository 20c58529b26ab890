extension MarvelHTTPServer {
    /// What one client may cost the server: how long it may take to send a request, how long
    /// a kept-alive connection may sit idle, how many connections are served at once, how
    /// much request body is read (and dropped) and how many header fields a request may have
    /// before it is refused.
    ///
    /// The defaults hold a slowloris (a request head trickled byte by byte) to 10 s and a flood
    /// of connections to 512 at once, the longest-waiting giving way to new ones; tests pass
    /// fractions of a second.
    public struct Limits: Sendable, Hashable {
        /// How long a client has to send one whole request, head and body: counted from the
        /// connection's opening, or from the first byte of a request on a kept-alive connection.
        /// Past it the connection is closed, with a 408 if the head had arrived.
        public var readTimeout: Duration
        /// How long a kept-alive connection may wait for its next request, counted from the end
        /// of the previous response; past it the connection is closed without a word.
        public var idleTimeout: Duration
        /// The most connections served at once. A connection over it takes the place of the one
        /// that has waited longest on its client (silent, idle, or still sending its request),
        /// which is closed; when every connection is being answered, the new one is closed at
        /// once and the others go on.
        public var maximumConnections: Int
        /// The most request-body bytes read (and dropped: the API takes no body); a request
        /// declaring or sending more is answered 413 and its connection closed.
        public var maximumBodySize: Int
        /// The most header fields a request may have; a request with more is answered 431 and
        /// its connection closed. (Their bytes are bounded by the HTTP parser: 80 KiB a head.)
        public var maximumHeaderFields: Int

        /// Limits with the given values; the defaults suit `heroes serve`.
        public init(
            readTimeout: Duration = .seconds(10),
            idleTimeout: Duration = .seconds(30),
            maximumConnections: Int = 512,
            maximumBodySize: Int = 64 << 10,
            maximumHeaderFields: Int = 100
        ) {
            self.readTimeout = readTimeout
            self.idleTimeout = idleTimeout
            self.maximumConnections = maximumConnections
            self.maximumBodySize = maximumBodySize
            self.maximumHeaderFields = maximumHeaderFields
        }
    }
}
