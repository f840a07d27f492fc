import _Support

/// Why a fold cannot be drawn. Settings are named as the library names them (`deg`, `distance`,
/// `elevation`, `turn`, `tilt`, `thickness`, `glare`); `message(naming:)` lets a command line
/// spell them as its flags. Invariant: every message is one line.
public enum FoldError: Error, Sendable, Equatable, CustomStringConvertible {
    case angleOutOfRange(Double)
    case distanceNotPositive(Double)
    case elevationOutOfRange(Double)
    /// `turn` beyond a half turn or `tilt` beyond a quarter turn (`limit`), or not finite.
    case orbitOutOfRange(setting: String, Double, limit: Double)
    case emptyArt
    case hingeOutsideArt(Double)
    case cameraInsideDevice(distance: Double)
    case cameraTooClose(distance: Double, width: Int, height: Int)
    /// A length in art pixels (`thickness`, `crease width`) below 0.
    case negativeLength(setting: String, Double)
    case glareOutOfRange(Double)
    /// An edge thicker than the art can show (`FoldOptions.maxThicknessFraction` of its short side).
    case thicknessTooLarge(Double, limit: Double, shortSide: Int)

    /// The message, each setting spelled by `name` (a command line gives its flags).
    public func message(naming name: (String) -> String) -> String {
        let n = NumberText.shortest
        switch self {
        case .angleOutOfRange(let d):
            let (shut, flat) = FoldGeometry.foldAngleEnds
            return "\(name("deg")) must be from \(shut) to \(flat) (\(flat) = flat, \(shut) = shut), not \(n(d))"
        case .distanceNotPositive(let k):
            return "\(name("distance")) must be a positive number of art lengths, not \(n(k))"
        case .elevationOutOfRange(let e):
            return "\(name("elevation")) must be above 0 and at most 90 degrees (90 looks straight down; "
                + "at 0 the table half is edge-on), not \(n(e))"
        case .orbitOutOfRange(let setting, let a, let limit):
            return "\(name(setting)) must be from -\(n(limit)) to \(n(limit)) degrees, not \(n(a))"
        case .emptyArt:
            return "the art to fold is empty"
        case .hingeOutsideArt(let h):
            return "the hinge (\(n(h)) px) lies outside the art"
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
