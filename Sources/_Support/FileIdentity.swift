#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's identity on its file system, its device and inode: two paths name the same file
/// exactly when they agree (hard links, and on a Mac names that differ only in case, are one
/// file), and a folder put in another's place (a symbolic link swapped in mid-run) has another
/// identity. Invariant: two values are equal exactly when they name the same file of the same
/// file system, as `stat` saw it.
package struct FileIdentity: Hashable, Sendable {
    package let device: UInt64
    package let inode: UInt64

    /// The identity of what `stat` describes.
    package init(_ st: stat) {
        // By bit pattern: dev_t is a signed Int32 on Darwin (UInt64(_:) traps on a negative one).
        device = UInt64(truncatingIfNeeded: st.st_dev)
        inode = UInt64(truncatingIfNeeded: st.st_ino)
    }

    /// The identity of the file at `path` (a symbolic link followed unless `following` is false:
    /// then the link itself); nil when it cannot be stat'ed.
    package init?(path: String, following: Bool = true) {
        var st = stat()
        guard (following ? stat(path, &st) : lstat(path, &st)) == 0 else { return nil }
        self.init(st)
    }

    /// The identity of the folder at `path` itself (a link is not followed unless `following`);
    /// nil when there is no folder there.
    package init?(folder path: String, following: Bool = false) {
        var st = stat()
        guard (following ? stat(path, &st) : lstat(path, &st)) == 0, (st.st_mode & S_IFMT) == S_IFDIR else { return nil }
        self.init(st)
    }
}
