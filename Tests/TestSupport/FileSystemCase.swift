import Foundation

/// Whether a folder's file system takes names that differ only in case for one file, as APFS and
/// HFS+ do as macOS formats them: tests that make such names need to know which world they are in.
public enum FileSystemCase {
    /// True when `folder` (which must exist and be writable) ignores case in names.
    public static func ignoresCase(at folder: String) -> Bool {
        let name = ".case-probe-" + UUID().uuidString.lowercased()
        guard FileManager.default.createFile(atPath: folder + "/" + name, contents: Data()) else { return false }
        defer { try? FileManager.default.removeItem(atPath: folder + "/" + name) }
        return FileManager.default.fileExists(atPath: folder + "/" + name.uppercased())
    }
}
