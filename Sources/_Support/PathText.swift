/// The parts of a path, as text: the one place that knows where a name's extension starts.
/// A leading dot (`.hidden`) is not an extension. Invariant: pure functions, no file system access.
public enum PathText {
    /// The last component: `a/b/home.png` → `home.png`.
    public static func lastComponent(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
    }

    /// The folder part: `a/b/home.png` → `a/b`, `home.png` → `.`, `/home.png` → `/`.
    public static func folder(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// The extension of the last component, as written, without the dot ("" when none).
    public static func pathExtension(_ path: String) -> String {
        let last = lastComponent(path)
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return "" }
        return String(last[last.index(after: dot)...])
    }

    /// The path without its last component's extension: `en-US/home.png` → `en-US/home`.
    public static func removingExtension(_ path: String) -> String {
        let ext = pathExtension(path)
        return ext.isEmpty ? path : String(path.dropLast(ext.count + 1))
    }

    /// The last component without its extension: `a/b/home.png` → `home`.
    public static func stem(_ path: String) -> String { removingExtension(lastComponent(path)) }

    /// `path` made absolute against `folder` (itself absolute), its `.` and `..` parts resolved
    /// (`..` at the root stays there): `../store.json` in `/p/out` → `/p/store.json`.
    public static func absolute(_ path: String, in folder: String) -> String {
        var parts: [Substring] = []
        for part in ((path.hasPrefix("/") ? "" : folder + "/") + path).split(separator: "/") {
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `path` as reached from `folder`, both absolute and free of `.` and `..` parts:
    /// `/p/fastlane/store.json` from `/p/fastlane/out` → `../store.json`.
    public static func relative(_ path: String, from folder: String) -> String {
        let to = path.split(separator: "/"), from = folder.split(separator: "/")
        var common = 0
        while common < min(to.count, from.count) && to[common] == from[common] { common += 1 }
        let parts = Array(repeating: "..", count: from.count - common) + to[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
