/// Why a font could not be used; `description` is one line naming the font and the problem.
public enum FontError: Error, Sendable, Equatable, CustomStringConvertible {
    case missingFile(String)
    case notAFont(String)
    case indexOutOfRange(path: String, index: Int, count: Int)
    case familyNotFound(String, substitute: String?)
    /// Every family of a fallback list is missing (one missing family alone is `familyNotFound`).
    case noListedFamilyInstalled([String])

    public var description: String {
        switch self {
        case .missingFile(let path): return "\(path): no such font file"
        case .notAFont(let path): return "\(path): not a font file (no TrueType or OpenType data)"
        case .indexOutOfRange(let path, let index, let count):
            return "\(path): font index \(index) is out of range (the file holds \(count) font\(count == 1 ? "" : "s"), 0…\(count - 1))"
        case .familyNotFound(let name, let substitute):
            return "no font family '\(name)' is installed" + (substitute.map { " (the nearest is '\($0)')" } ?? "")
        case .noListedFamilyInstalled(let names):
            return "none of the font families " + names.map { "'\($0)'" }.joined(separator: ", ") + " is installed"
        }
    }
}
