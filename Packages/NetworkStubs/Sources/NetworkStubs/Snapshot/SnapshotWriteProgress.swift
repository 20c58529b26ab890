/// How far the one run that writes the catalog file has got: what a program is told before,
/// during and after the write, so that it can say why this run takes longer than the others.
public struct SnapshotWriteProgress: Sendable, Equatable {
    /// Where the write is.
    public enum Stage: Sendable, Equatable {
        /// About to write: nothing written yet.
        case starting
        /// Writing: ``written`` of ``total`` bytes are written.
        case writing
        /// Done, written whole or not (a failure is thrown after this): a line drawn for the
        /// write is to be cleared now.
        case finished
    }

    /// The stage.
    public let stage: Stage
    /// The catalog file's path.
    public let path: String
    /// The bytes written so far.
    public let written: Int
    /// The size of the catalog file.
    public let total: Int

    /// A progress report (public for the tests of the programs that draw one).
    public init(stage: Stage, path: String, written: Int, total: Int) {
        self.stage = stage
        self.path = path
        self.written = written
        self.total = total
    }
}
