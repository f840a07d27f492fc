import _Support
import Foundation
import Raster

/// A bezel set's `bezels.json`, parsed and checked field by field: invariant: each entry names a
/// flat pose once, a non-empty file name, and sizes/radii/widths that are finite and not negative.
///
/// Format (Docs/Bezels.md): `{"format": "duo-mockup-bezels/1", "bezels": {POSE: ENTRY, ...}}`,
/// POSE one of closed, closed-turned, open, upright (and `back`: `{"file": "x.png"}`, the device's
/// back); ENTRY `{"file": "x.png", "screen": {"x", "y",
/// "width", "height"} or [x, y, w, h], "cornerRadius", "hinge", "creaseWidth", "thickness"}`, all
/// but `file` optional. The peers' format (`"hole": [x, y, w, h]`, `"hole_radius"`, `"hinge":
/// {"pos", "crease_px": [a, b]}`) is read too.
public struct BezelManifest: Sendable {
    /// What the manifest says about one pose's art.
    public struct Entry: Sendable, Equatable {
        public var pose: Pose
        /// The PNG's name, relative to the manifest's folder.
        public var file: String
        /// The screen's rectangle in art pixels; nil: detected.
        public var screen: PixelRect?
        /// The screen's corner radius in art pixels; nil: estimated.
        public var cornerRadius: Double?
        /// The hinge line (x for open, y for upright) in art pixels; nil: the screen's middle.
        public var hinge: Double?
        /// The crease band's width in art pixels; nil: 40 pt at the art's scale.
        public var creaseWidth: Double?
        /// The body's thickness in art pixels; nil: the renderer's default.
        public var thickness: Double?
    }

    /// The file name the tool looks for in a bezel folder.
    public static let fileName = "bezels.json"
    /// The value of the "format" field this version writes.
    public static let formatName = "duo-mockup-bezels/1"

    /// The entries, in the order of `Pose.flatPoses`.
    public var entries: [Entry]
    /// The device's back (`bezels.back.file`), relative to the manifest's folder; nil: none.
    public var back: String? = nil

    /// The entry for a flat pose, if the manifest has one.
    public func entry(for pose: Pose) -> Entry? { entries.first { $0.pose == pose.flatPose } }

    /// Reads and checks the manifest at `path`.
    public static func read(path: String) throws -> BezelManifest {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw BezelError.unreadable(file: path, problem: "cannot read the file")
        }
        return try parse(data, file: path)
    }

    /// Parses and checks manifest JSON: every mistake, each at its place and position, in one
    /// error naming `file`.
    public static func parse(_ data: Data, file: String) throws -> BezelManifest {
        var checker = BezelManifestChecker()
        guard let manifest = checker.manifest([UInt8](data)) else {
            throw BezelError.manifest(file: file, mistakes: checker.mistakes)
        }
        return manifest
    }

    /// Checks an entry against its art: the screen within the art, the hinge within the screen.
    func check(_ entry: Entry, artWidth: Int, artHeight: Int, manifestPath: String) throws {
        func mistake(_ field: String, _ message: String) -> BezelError {
            .manifest(file: manifestPath, mistakes: [JSONMistake(place: "bezels.\(entry.pose.rawValue).\(field)", position: nil,
                                                                  message: message)])
        }
        if let rect = entry.screen, !PixelRect(x: 0, y: 0, width: artWidth, height: artHeight).contains(rect) {
            throw mistake("screen", "\(rect.width)×\(rect.height) at (\(rect.x), \(rect.y)) does not lie within "
                          + "\(entry.file) (\(artWidth)×\(artHeight))")
        }
        if let hinge = entry.hinge, let rect = entry.screen {
            let span = entry.pose == .open ? (Double(rect.minX), Double(rect.maxX)) : (Double(rect.minY), Double(rect.maxY))
            guard hinge > span.0 && hinge < span.1 else {
                throw mistake("hinge", "\(NumberText.decimal(hinge, places: 1)) lies outside the screen "
                              + "(\(Int(span.0))–\(Int(span.1)))")
            }
        }
        if let radius = entry.cornerRadius, let rect = entry.screen,
           radius > Double(min(rect.width, rect.height)) / 2 {
            throw mistake("cornerRadius", "\(NumberText.decimal(radius, places: 1)) is more than half the screen's shorter side")
        }
    }
}
