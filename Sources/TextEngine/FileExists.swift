#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Whether a path names an existing file or directory (stat(2)); `isDirectory` says which.
func fileExists(_ path: String, isDirectory: inout Bool) -> Bool {
    var info = stat()
    guard stat(path, &info) == 0 else { return false }
    isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
    return true
}
