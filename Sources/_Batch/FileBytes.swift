#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
#endif

/// Small whole-file reads for a batch's own files (stamps, a gallery file, a storefile), with errors
/// that name the file.
package enum FileBytes {
    /// The file's bytes; throws `BatchError.unreadable` when it cannot be read.
    public static func read(_ path: String) throws -> [UInt8] {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw BatchError.unreadable(path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        var out: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = block.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress!, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw BatchError.unreadable(path, reason: String(cString: strerror(errno)))
            }
            if n == 0 { return out }
            out += block[0..<n]
        }
    }

    /// True when `path` is a regular file (following links).
    public static func isRegularFile(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFREG
    }

    /// True when `path` itself is a regular file: a symbolic link, even to one, is not.
    public static func isRegularFileItself(_ path: String) -> Bool {
        var st = stat()
        return lstat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFREG
    }

    /// True when `path` is a folder (following links).
    public static func isDirectory(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR
    }
}
