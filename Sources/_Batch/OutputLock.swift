#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An advisory lock (`flock`, on Linux and Darwin alike) on an output folder's
/// `.gallery/lock`, held while a run writes into the folder, so that two runs on one folder never
/// interleave their stamps and records: the second waits for the first. A whole run holds it
/// exclusively; a shard of a gallery holds it shared, with its own shard's lock exclusively, so
/// disjoint shards still run side by side. Invariant: while a value lives, its locks are held; the
/// system drops them when the process ends, however it ends (kill -9 included), so a lock is
/// never stale. The lock file itself is never removed (removing it would let two runs lock two
/// different files).
package final class OutputLock {
    private var descriptors: [Int32] = []
    /// The lock file, for messages.
    public let path: String

    /// Where the lock lives, relative to OUTDIR.
    public static let file = OutputSafety.reservedFolder + "/lock"

    /// Takes the lock on `safety`'s output folder (shared plus the shard's own, for a shard),
    /// calling `waiting` once with the lock file's path if another run holds it, then waiting.
    /// Throws a `BatchError` when the lock file cannot be made (a full disk, a link in the way).
    public init(_ safety: OutputSafety, shard: String? = nil, waiting: (String) -> Void) throws {
        path = try safety.prepare(Self.file, allowReserved: true)
        var files = [(path, shard == nil ? LOCK_EX : LOCK_SH)]
        if let shard {
            files.append((try safety.prepare(Self.file + "-shard-" + shard.replacingOccurrences(of: "/", with: "-of-"),
                                             allowReserved: true), LOCK_EX))
        }
        var warned = false
        for (file, mode) in files {
            let fd = open(file, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
            guard fd >= 0 else { throw BatchError.cannotLock(file, reason: String(cString: strerror(errno))) }
            descriptors.append(fd)
            if flock(fd, mode | LOCK_NB) == 0 { continue }
            guard errno == EWOULDBLOCK else { continue }  // a file system without locks: run unlocked
            if !warned { waiting(file); warned = true }
            while flock(fd, mode) != 0 && errno == EINTR {}
        }
    }

    deinit { for fd in descriptors { close(fd) } }
}
