#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Creating output folders, with errors that name the folder.
package enum Folders {
    /// Creates `path` and its missing parents; an existing folder is fine, an existing file is not.
    public static func create(_ path: String) throws {
        var st = stat()
        if stat(path, &st) == 0 {
            if (st.st_mode & S_IFMT) == S_IFDIR { return }
            throw MockupError.notAFolder(path)
        }
        let parent = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        if !parent.isEmpty && parent != path { try create(parent) }
        if mkdir(path, 0o755) != 0 && errno != EEXIST {
            throw MockupError.cannotCreateFolder(path, reason: String(cString: strerror(errno)))
        }
    }

    /// Creates the folder `path` goes in when it is missing (a file's folder).
    public static func create(parentOf path: String) throws {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return }
        try create(String(path[..<slash]))
    }
}
