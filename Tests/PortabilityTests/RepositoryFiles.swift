import Foundation

/// The repository's files as the portability rules read them: every path (for names that clash
/// on a Mac) and the text of the ones the rules read. Build products and Git's own folder are
/// left out. Invariant: paths are relative to the root, with "/" separators, sorted.
enum RepositoryFiles {
    /// The package's root: three folders up from this file, or `DUO_PORTABILITY_ROOT` (to check
    /// another checkout with this one's rules).
    static let root: String = {
        if let other = ProcessInfo.processInfo.environment["DUO_PORTABILITY_ROOT"], !other.isEmpty { return other }
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    static let skipped: Set<String> = [".build", ".git", ".swiftpm", ".index-build"]
    static let textExtensions: Set<String> = ["swift", "json", "md", "yml", "yaml", "rb", "py", "sh", "strings", "xcstrings", "modulemap", "h", "c"]

    static func load() throws -> [SourceText] {
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var files: [SourceText] = []
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if skipped.contains(name) || name.hasPrefix(".build") { walker.skipDescendants(); continue }
            var isFolder: ObjCBool = false
            let full = root + "/" + relative
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            let ext = (name as NSString).pathExtension
            let readable = textExtensions.contains(ext) || ["run"].contains(name)
            let text = readable ? (try? String(contentsOfFile: full, encoding: .utf8)) ?? "" : ""
            files.append(SourceText(path: relative, text: text))
        }
        return files.sorted { $0.path < $1.path }
    }
}
