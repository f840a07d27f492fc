import _Support
import Mockup
import Motion
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the captures (PNG and JPEG files, and recordings) under a folder, recursively, in a stable order.
/// Hidden files and folders (".…") are skipped, symbolic links to folders are not followed (no
/// loops), and folders given in `excluding` (the output folder, when it lies inside the input)
/// or holding a gallery's state (`.gallery/`, any gallery's output folder) are not entered. Invariant: every `relativePath` is relative to the root, with "/" separators.
package enum CaptureScanner {
    /// A capture found under the root.
    public struct Found: Sendable, Equatable {
        /// The path to read (root + "/" + relativePath).
        public var path: String
        /// The path relative to the root, e.g. `en-US/home.png`.
        public var relativePath: String
    }

    /// The file extensions taken as captures (lower-cased): images, and recordings (`Recording.extensions`).
    public static let extensions: Set<String> = Set(["png", "jpg", "jpeg"]).union(Recording.extensions)

    /// Every capture under `root`, sorted by relative path.
    public static func scan(_ root: String, excluding: [String] = []) throws -> [Found] {
        var unreadable: [String] = []
        return try scan(root, excluding: excluding, unreadable: &unreadable)
    }

    /// `scan`, going on past sub-folders that cannot be listed and adding each to `unreadable`
    /// ("path: reason"); only the root itself failing to list stops it.
    public static func scan(_ root: String, excluding: [String] = [], unreadable: inout [String]) throws -> [Found] {
        var st = stat()
        guard stat(root, &st) == 0, (st.st_mode & S_IFMT) == S_IFDIR else {
            throw GalleryError.notAFolder(root)
        }
        let excluded = Set(excluding.compactMap { FileIdentity(path: $0) })
        var found: [Found] = []
        try walk(root, relative: "", excluded: excluded, into: &found, unreadable: &unreadable)
        return found.sorted { $0.relativePath < $1.relativePath }
    }

    /// Every file under `root` (any extension), relative paths, sorted: what globs are matched against.
    public static func allFiles(_ root: String, excluding: [String] = []) throws -> [Found] {
        let excluded = Set(excluding.compactMap { FileIdentity(path: $0) })
        var found: [Found] = []
        var unreadable: [String] = []
        try walk(root, relative: "", excluded: excluded, into: &found, unreadable: &unreadable, anyExtension: true)
        return found.sorted { $0.relativePath < $1.relativePath }
    }

    private static func walk(_ dir: String, relative: String, excluded: Set<FileIdentity>,
                             into found: inout [Found], unreadable: inout [String], anyExtension: Bool = false) throws {
        guard let handle = opendir(dir) else {
            let error = GalleryError.cannotList(dir, reason: String(cString: strerror(errno)))
            guard relative.isEmpty else {
                unreadable.append(error.description)
                return
            }
            throw error
        }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if !name.hasPrefix(".") { names.append(name) }
        }
        closedir(handle)
        for name in names.sorted() {
            let path = dir + "/" + name
            let rel = relative.isEmpty ? name : relative + "/" + name
            var link = stat()
            guard lstat(path, &link) == 0 else { continue }
            let kind = link.st_mode & S_IFMT
            if kind == S_IFDIR {
                if let id = FileIdentity(path: path), excluded.contains(id) { continue }
                if holdsGalleryState(path) { continue }
                try walk(path, relative: rel, excluded: excluded, into: &found, unreadable: &unreadable, anyExtension: anyExtension)
            } else if kind == S_IFREG || kind == S_IFLNK {
                var target = stat()
                guard stat(path, &target) == 0, (target.st_mode & S_IFMT) == S_IFREG else { continue }
                if anyExtension || extensions.contains(pathExtension(name)) {
                    found.append(Found(path: path, relativePath: rel))
                }
            }
        }
    }

    /// The lower-cased extension of a file name, without the dot ("" when none).
    public static func pathExtension(_ name: String) -> String { PathText.pathExtension(name).lowercased() }
}
