/// How an ffmpeg that did not end cleanly ended, for the message: its exit status, or the signal
/// that killed it. Invariant: `status` is the signal's number when `bySignal`.
public struct FFmpegExit: Sendable, Equatable, CustomStringConvertible {
    public var status: Int32
    public var bySignal: Bool

    public init(status: Int32, bySignal: Bool) {
        self.status = status; self.bySignal = bySignal
    }

    /// `killed by signal 9` or `exit status 1`.
    public var description: String { bySignal ? "killed by signal \(status)" : "exit status \(status)" }
}
