import _Batch
import _Support

/// The content hashes of input files (`ContentHash.ofFile`), kept between the rounds of a watch.
/// Invariant: a hash is served only for a file whose mark (`InputSnapshot.Mark`: size,
/// modification time to the nanosecond, device, inode) is the one it had when it was read, and is
/// kept only when that mark held across the read and the file had been left alone for
/// `InputSnapshot.settleMargin` before it (`Mark.predates`), so a hit is what hashing the file
/// again would give.
package final class FileHashCache: Sendable {
    private let entries = Locked([String: (mark: InputSnapshot.Mark, hash: String)]())

    package init() {}

    /// The file's content hash in hex, or nil when it cannot be read.
    package func hash(of path: String) -> String? {
        let started = InputSnapshot.now()
        guard let before = InputSnapshot.mark(of: path) else { return try? ContentHash.ofFile(path).hex }
        if let known = entries.withLock({ $0[path] }), known.mark == before { return known.hash }
        guard let hash = try? ContentHash.ofFile(path).hex else {
            entries.withLock { $0[path] = nil }
            return nil
        }
        let keep = before.predates(started) && InputSnapshot.mark(of: path) == before
        entries.withLock { $0[path] = keep ? (before, hash) : nil }
        return hash
    }

    /// How many files' hashes are kept.
    package var count: Int { entries.withLock { $0.count } }
}
