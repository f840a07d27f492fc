#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's identity on its file system: two paths name the same file exactly when they agree
/// (hard links, and on a Mac names that differ only in case, are one file).
public struct FileIdentity: Hashable, Sendable {
    public let device: UInt64
    public let inode: UInt64

    /// The identity of the file at `path` (symbolic links followed); nil when it cannot be stat'ed.
    public init?(path: String) {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        // By bit pattern: dev_t is a signed Int32 on Darwin (UInt64(_:) traps on a negative one).
        device = UInt64(truncatingIfNeeded: st.st_dev)
        inode = UInt64(truncatingIfNeeded: st.st_ino)
    }
}
