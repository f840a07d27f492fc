import _Support
import Raster

/// What can be wrong with bezel art or its manifest. Invariant: `description` is one line that
/// names the file(s) or folder concerned and says what is wrong, without naming a flag.
public enum BezelError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The art could not be read or decoded.
    case unreadable(file: String, problem: String)
    /// A manifest's mistakes, each at its place (`bezels.open.hinge`), in the order found.
    case manifest(file: String, mistakes: [JSONMistake])
    /// The art has no enclosed transparent screen.
    case noScreenHole(file: String, ScreenHoleProblem)
    /// A folder of bezel art that does not exist; `namedBy` says who named it (`DUO_BEZELS`).
    case noSuchFolder(String, namedBy: String?)
    /// No bezel set anywhere the lookup looks.
    case noArtFound(looked: [String], environmentVariable: String)
    /// Several files look like the art for one pose.
    case ambiguous(folder: String, pose: Pose, candidates: [String], manifestName: String)
    /// A set without art for a pose: what was wanted, and what the folder or manifest offers.
    case missingPose(source: String, pose: Pose, wanted: String, available: [String], fromManifest: Bool)
    /// A file that does not exist; `namedBy` says who named it.
    case noSuchFile(String, namedBy: String?)
    /// A folder with no PNG art in it.
    case noArtFiles(folder: String, manifestName: String)

    /// Why no screen hole was found.
    public enum ScreenHoleProblem: Sendable, Equatable {
        case reachesEdge
        case tooSmall(width: Int, height: Int)
        case everyPixelOpaque
        case opaqueIn(PixelRect)
    }

    /// The file or folder the error is about, when there is one.
    public var file: String? {
        switch self {
        case .unreadable(let file, _), .manifest(let file, _), .noScreenHole(let file, _): file
        case .noSuchFolder(let path, _), .noSuchFile(let path, _): path
        case .ambiguous(let folder, _, _, _), .noArtFiles(let folder, _): folder
        case .missingPose(let source, _, _, _, _): source
        case .noArtFound: nil
        }
    }

    /// What is wrong, without the file's name.
    public var problem: String {
        switch self {
        case .unreadable(_, let problem):
            problem
        case .manifest(_, let mistakes):
            mistakes.map(\.description).joined(separator: "; ")
        case .noScreenHole(_, let why):
            switch why {
            case .reachesEdge: "no screen hole: the transparent area at the centre reaches the edge of the art"
            case .tooSmall(let w, let h): "no screen hole: the transparent area at the centre is only \(w)×\(h) px"
            case .everyPixelOpaque: "no screen hole: every pixel of the art is opaque"
            case .opaqueIn(let r): "no screen hole: the art is opaque everywhere in the screen rectangle \(r)"
            }
        case .noSuchFolder(_, let namedBy):
            "no such folder" + (namedBy.map { " (named by \($0))" } ?? "")
        case .noArtFound(let looked, let variable):
            "no bezel art found: looked in " + looked.joined(separator: ", ")
                + " and for the bundled Bezels.example; name a folder of bezel art or set \(variable)"
        case .ambiguous(_, let pose, let candidates, let manifest):
            "\(candidates.count) files look like the \(pose.rawValue) bezel: " + candidates.joined(separator: "; ")
                + "; keep one, or name one in \(manifest)"
        case .missingPose(_, let pose, let wanted, let available, let fromManifest):
            "no bezel for the \(pose.rawValue) pose (\(wanted)); "
                + (fromManifest ? "it names: " + available.joined(separator: ", ") : "found: " + available.joined(separator: "; "))
        case .noSuchFile(_, let namedBy):
            "no such file" + (namedBy.map { " (named by \($0))" } ?? "")
        case .noArtFiles(_, let manifest):
            "no PNG files (a bezel set is a folder of PNG art, or has a \(manifest))"
        }
    }

    /// `FILE: problem`, one line.
    public var description: String { file.map { "\($0): \(problem)" } ?? problem }
}
