#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which folder a write must land in: its device and inode, as a check saw them. A folder put in
/// its place later (a symbolic link swapped in mid-run) has another identity. Invariant: two
/// values are equal exactly when they name the same folder of the same file system.
package struct FolderIdentity: Hashable, Sendable {
    public let device: UInt64
    public let inode: UInt64

    /// The identity of what `stat` describes (dev_t is signed on Darwin: its bits are kept).
    init(_ st: stat) {
        device = UInt64(truncatingIfNeeded: st.st_dev)
        inode = UInt64(truncatingIfNeeded: st.st_ino)
    }

    /// The folder at `path` itself (a link is not followed unless `following`); nil when there is no folder there.
    public init?(path: String, following: Bool = false) {
        var st = stat()
        guard (following ? stat(path, &st) : lstat(path, &st)) == 0, (st.st_mode & S_IFMT) == S_IFDIR else { return nil }
        self.init(st)
    }
}
