import _Support

/// Why a fold cannot be drawn. Settings are named as the library names them (`deg`, `distance`,
/// `elevation`, `turn`, `tilt`, `thickness`, `glare`); `message(naming:)` lets a command line
/// spell them as its flags. Invariant: every message is one line.
public enum FoldError: Error, Sendable, Equatable, CustomStringConvertible {
    case angleOutOfRange(Double)
    case distanceNotPositive(Double)
    case elevationOutOfRange(Double)
    /// `turn` or `tilt` at or beyond a quarter turn.
    case orbitOutOfRange(setting: String, Double)
    case emptyArt
    case hingeOutsideArt(Double)
    /// The orbit would show the back of a leaf; the ranges that work, computed.
    case backOfLeafShows(ViewRefusal)
    /// A book at 0°: both leaves edge-on.
    case bookShut(degrees: Double)
    /// A laptop whose raised half faces away from a camera at this elevation.
    case raisedHalfFacesAway(degrees: Double, elevation: Double)
    case cameraInsideDevice(distance: Double)
    case cameraTooClose(distance: Double, width: Int, height: Int)
    /// A length in art pixels (`thickness`, `crease width`) below 0.
    case negativeLength(setting: String, Double)
    case glareOutOfRange(Double)
    /// An edge thicker than the art can show (`FoldOptions.maxThicknessFraction` of its short side).
    case thicknessTooLarge(Double, limit: Double, shortSide: Int)

    /// The message, each setting spelled by `name` (`{ "--" + $0 }` for flags).
    public func message(naming name: (String) -> String) -> String {
        let n = NumberText.shortest
        switch self {
        case .angleOutOfRange(let d):
            return "\(name("deg")) must be from 0 to 180 (180 = flat, 0 = shut), not \(n(d))"
        case .distanceNotPositive(let k):
            return "\(name("distance")) must be a positive number of art lengths, not \(n(k))"
        case .elevationOutOfRange(let e):
            return "\(name("elevation")) must be above 0 and at most 90 degrees (90 looks straight down; "
                + "at 0 the table half is edge-on), not \(n(e))"
        case .orbitOutOfRange(let setting, let a):
            return "\(name(setting)) must be between -90 and 90 degrees, not \(n(a))"
        case .emptyArt:
            return "the art to fold is empty"
        case .hingeOutsideArt(let h):
            return "the hinge (\(n(h)) px) lies outside the art"
        case .backOfLeafShows(let refusal):
            return refusal.message(naming: name)
        case .bookShut(let d):
            return "book at \(name("deg")) \(n(d)) is shut: both leaves are edge-on to the camera; use an angle above 0"
        case .raisedHalfFacesAway(let d, let e):
            return "laptop at \(name("deg")) \(n(d)) seen from \(name("elevation")) \(n(e)): the raised half would face "
                + "away from the camera (edge-on at deg = elevation); use \(name("deg")) above \(n(e)) or a lower "
                + name("elevation")
        case .cameraInsideDevice(let k):
            return "the camera (\(name("distance")) \(n(k))) is inside the folded device; move it back"
        case .cameraTooClose(let k, let w, let h):
            return "the camera (\(name("distance")) \(n(k))) is so close that the device would project to \(w)x\(h) px; move it back"
        case .negativeLength(let setting, let v):
            return "\(name(setting)) must be a number of art pixels ≥ 0, not \(n(v))"
        case .glareOutOfRange(let g):
            return "\(name("glare")) must be from 0 to 1, not \(n(g))"
        case .thicknessTooLarge(let t, let limit, let side):
            return "\(name("thickness")) \(n(t)) px is more than this art's edge can show: at most \(n(limit)) px "
                + "(5% of its \(side) px short side)"
        }
    }

    /// The message with the library's names.
    public var description: String { message(naming: { $0 }) }
}

/// A viewpoint refused because it would show the back of a leaf, with the ranges of turn and
/// tilt that work at this fold, computed by `ViewingRange`. Invariant: ranges are whole degrees.
public struct ViewRefusal: Sendable, Equatable {
    /// The fold, e.g. `book`, with its angle and (laptop) elevation; nil angle for a flat pose.
    public var kind: FoldKind
    public var degrees: Double
    public var elevation: Double
    public var turn: Double
    public var tilt: Double
    /// The leaf whose back would show, e.g. `the left leaf`.
    public var leaf: String
    /// "from -63 to 63", or nil when none works.
    public var turnsAtThisTilt: String?
    public var tiltsAtThisTurn: String?
    /// The turns that work level (tilt 0), when the tilt is not 0.
    public var turnsLevel: String?

    public func message(naming name: (String) -> String) -> String {
        let n = NumberText.shortest
        let subject = switch kind {
        case .flat: "a flat pose"
        case .book: "book at \(name("deg")) \(n(degrees))"
        case .laptop: "laptop at \(name("deg")) \(n(degrees)) \(name("elevation")) \(n(elevation))"
        }
        let t = n(turn), u = n(tilt)
        var parts = ["\(subject): \(name("turn")) \(t) \(name("tilt")) \(u) would show the back of \(leaf)"]
        parts.append(turnsAtThisTilt.map { "at \(name("tilt")) \(u), \(name("turn")) works \($0)" }
            ?? "no \(name("turn")) works at \(name("tilt")) \(u)")
        parts.append(tiltsAtThisTurn.map { "at \(name("turn")) \(t), \(name("tilt")) works \($0)" }
            ?? "no \(name("tilt")) works at \(name("turn")) \(t)")
        if tilt != 0, let turnsLevel { parts.append("at \(name("tilt")) 0, \(name("turn")) works \(turnsLevel)") }
        return parts.joined(separator: "; ")
    }
}
