/// How a font is named: a file (`.ttf`, `.otf`, or a `.ttc` collection with the index of one
/// face in it, from 0) or a family name that fontconfig resolves at the weight and slant asked
/// for. Invariant: `index` ≥ 0; a family name is not empty.
public enum FontSpec: Sendable, Hashable, CustomStringConvertible {
    case file(path: String, index: Int)
    case family(String, italic: Bool)

    /// A font file; `index` picks a face in a collection.
    public static func file(_ path: String, index: Int = 0) -> FontSpec { .file(path: path, index: index) }
    /// A family name found through fontconfig (which on macOS also sees the system fonts).
    public static func family(_ name: String) -> FontSpec { .family(name, italic: false) }

    /// Reads the command-line spelling: a path (it exists, contains "/", or ends in a font
    /// extension), optionally with "#INDEX" for a collection; anything else is a family name.
    public init(parsing text: String) {
        var path = text, index = 0
        if let hash = text.lastIndex(of: "#"), let n = Int(text[text.index(after: hash)...]) {
            path = String(text[..<hash]); index = n
        }
        let lower = path.lowercased()
        let looksLikeFile = path.contains("/")
            || [".ttf", ".otf", ".ttc", ".otc", ".woff", ".woff2", ".dfont"].contains { lower.hasSuffix($0) }
        if looksLikeFile || (index != 0 && path != text) {
            self = .file(path: path, index: index)
        } else {
            self = .family(text, italic: false)
        }
    }

    public var description: String {
        switch self {
        case .file(let path, let index): return index == 0 ? path : "\(path)#\(index)"
        case .family(let name, let italic): return italic ? "\(name) (italic)" : name
        }
    }
}
