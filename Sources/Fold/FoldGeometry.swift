import _Support
import Warp

/// The folded device in 3D and its pinhole projection, exactly as Docs/Geometry.md ("The fold",
/// "The camera") states it: origin on the hinge at the middle of the art's other axis, X right,
/// Y down, Z towards the camera; book leaves turn φ = (180 − d)/2 about the hinge, outer edges
/// towards the camera; laptop lower half at elevation e on the table, upper half raised to d;
/// camera on the Z axis at D = distance × the art's longer side, (X, Y) ↦ (X, Y)·D/(D − Z).
///
/// Projected points are given in the *art frame*: the art's own pixel coordinates when flat
/// (the hinge midpoint stays where it is in the art); a canvas is the art frame shifted by a
/// whole number of pixels, and scaled when drawn at an output's size (`FoldCanvas`). Every value
/// is validated on construction.
public struct FoldGeometry: Sendable {
    /// One rigid half of the folded art.
    public struct Leaf: Sendable {
        /// −1 for the left (book) or upper (laptop) leaf, +1 for the right or lower one.
        public let side: Int
        /// Unit vector in the leaf's plane, away from the hinge (3D, after the camera's orbit).
        public let outward: SIMD3<Double>
        /// Unit normal of the leaf's front (the art side), towards the camera's half-space (after the orbit).
        public let normal: SIMD3<Double>
        /// `outward` and `normal` in the fold's frame, before the orbit.
        let frameOutward: SIMD3<Double>
        let frameNormal: SIMD3<Double>
        /// The leaf in art pixels, exactly up to the hinge: (x0, y0, x1, y1).
        public let artRect: (x0: Double, y0: Double, x1: Double, y1: Double)
        /// Distance from the camera plane of the leaf's centre, for the painter's order.
        public let depth: Double
    }

    /// The fold angles in degrees a hinge reaches: the highest is flat open, the lowest shut.
    public static let foldAngles: ClosedRange<Double> = 0...180
    /// The ends of `foldAngles` as messages write them (`0`, `180`).
    public static let foldAngleEnds = (shut: NumberText.shortest(foldAngles.lowerBound), flat: NumberText.shortest(foldAngles.upperBound))

    public let kind: FoldKind
    public let degrees: Double
    public let elevation: Double
    public let artWidth: Int
    public let artHeight: Int
    /// The hinge line in art pixels: x (book) or y (laptop); a flat plane's is the art's middle x.
    public let hinge: Double
    /// The viewpoint: the orbit after the fold, and the pinhole's distance.
    public let camera: Camera
    /// The camera's distance D in art pixels.
    public let cameraDistance: Double
    /// The hinge midpoint in the art frame (the 3D origin).
    public let hingeMidpoint: Point2D
    /// The two leaves, farthest first (the order they are drawn in).
    public let leaves: [Leaf]

    /// The largest canvas side a fold may project to (a camera almost touching the device).
    public static let maxCanvasSide = 16384.0

    /// The fold of an art of `artWidth × artHeight` at `degrees`, seen square-on; throws
    /// `FoldError` for what the camera cannot show.
    public init(kind: FoldKind, artWidth: Int, artHeight: Int, hinge: Double, degrees: Double,
                elevation: Double = 30, distance: Double = 3) throws {
        try self.init(kind: kind, artWidth: artWidth, artHeight: artHeight, hinge: hinge, degrees: degrees,
                      elevation: elevation, camera: Camera(distance: distance))
    }

    /// The fold of an art of `artWidth × artHeight` at `degrees`, seen from `camera` (a `.flat`
    /// plane ignores `hinge` and `degrees`); throws `FoldError` for what the camera cannot show,
    /// a viewpoint on the back of a leaf with the range of turns and tilts that works.
    public init(kind: FoldKind, artWidth: Int, artHeight: Int, hinge: Double, degrees: Double,
                elevation: Double = 30, camera: Camera) throws {
        let distance = camera.distance
        let degrees = kind == .flat ? 180 : degrees
        let hinge = kind == .flat ? Double(artWidth) / 2 : hinge
        guard degrees.isFinite, Self.foldAngles.contains(degrees) else {
            throw FoldError.angleOutOfRange(degrees)
        }
        guard distance.isFinite, distance > 0 else {
            throw FoldError.distanceNotPositive(distance)
        }
        if kind == .laptop {
            guard elevation.isFinite, elevation > 0, elevation <= 90 else {
                throw FoldError.elevationOutOfRange(elevation)
            }
        }
        for (name, angle, limit) in [("turn", camera.turn, Camera.turnLimit), ("tilt", camera.tilt, Camera.tiltLimit)]
            where !(angle.isFinite && abs(angle) <= limit) {
            throw FoldError.orbitOutOfRange(setting: name, angle, limit: limit)
        }
        guard artWidth > 0, artHeight > 0 else { throw FoldError.emptyArt }
        let across = Double(kind == .laptop ? artHeight : artWidth)
        guard hinge.isFinite, hinge > 0, hinge < across else {
            throw FoldError.hingeOutsideArt(hinge)
        }
        self.kind = kind
        self.degrees = degrees
        self.elevation = elevation
        self.artWidth = artWidth
        self.artHeight = artHeight
        self.hinge = hinge
        self.camera = camera
        cameraDistance = distance * Double(max(artWidth, artHeight))
        hingeMidpoint = kind == .laptop ? Point2D(Double(artWidth) / 2, hinge) : Point2D(hinge, Double(artHeight) / 2)

        // Every viewpoint is drawn with the faces it sees (Docs/Geometry.md, "Both sides of the device").
        let frames = FoldGeometry.frames(kind, degrees, elevation)
        let w = Double(artWidth), h = Double(artHeight), D = cameraDistance
        var list: [Leaf] = []
        for f in frames {
            let rect: (x0: Double, y0: Double, x1: Double, y1: Double)
            if kind == .flat {
                rect = (0, 0, w, h)
            } else if kind == .book {
                rect = f.side < 0 ? (0, 0, hinge, h) : (hinge, 0, w, h)
            } else {
                rect = f.side < 0 ? (0, 0, w, hinge) : (0, hinge, w, h)
            }
            let far = f.side < 0 ? hinge : across - hinge
            // The leaf's centre is half its length from the hinge along `outward`.
            var centreZ = f.outward.z * far / 2
            if !camera.isFrontal {
                let centre = Point2D((rect.0 + rect.2) / 2, (rect.1 + rect.3) / 2)
                centreZ = camera.orbit(FoldGeometry.framePoint(kind, hinge: hinge, mid: hingeMidpoint, side: f.side,
                                                               outward: f.outward, normal: f.normal, centre, behind: 0)).z
            }
            list.append(Leaf(side: f.side, outward: camera.orbit(f.outward), normal: camera.orbit(f.normal),
                             frameOutward: f.outward, frameNormal: f.normal, artRect: rect, depth: D - centreZ))
        }
        // Farthest first; a stable order for ties (book: left, then right).
        leaves = list.enumerated().sorted { a, b in
            a.element.depth != b.element.depth ? a.element.depth > b.element.depth : a.offset < b.offset
        }.map(\.element)
        // The camera must be in front of every point of the device.
        for leaf in leaves {
            for p in corners(leaf.artRect) where D - point3D(leaf, p).z <= 1e-6 * D {
                _ = p
                throw FoldError.cameraInsideDevice(distance: distance)
            }
        }
    }

    /// The unit frame of each leaf: outward direction and front normal, as the contract defines them.
    static func frames(_ kind: FoldKind, _ degrees: Double, _ elevation: Double)
        -> [(side: Int, outward: SIMD3<Double>, normal: SIMD3<Double>)] {
        func cs(_ deg: Double) -> (Double, Double) {
            // Exact at the angles that matter (0, 90, 180) so flat poses stay exactly flat.
            switch deg {
            case 0: return (1, 0)
            case 90: return (0, 1)
            case 180: return (-1, 0)
            default: let r = deg * .pi / 180; return (cos(r), sin(r))
            }
        }
        if kind == .flat { return [(1, SIMD3(1, 0, 0), SIMD3(0, 0, 1))] }
        if kind == .book {
            let (c, s) = cs((180 - degrees) / 2)
            return [(-1, SIMD3(-c, 0, s), SIMD3(s, 0, c)), (1, SIMD3(c, 0, s), SIMD3(-s, 0, c))]
        }
        let (ce, se) = cs(elevation)
        let (cu, su) = cs(degrees - elevation)
        return [(-1, SIMD3(0, -su, cu), SIMD3(0, cu, su)), (1, SIMD3(0, se, ce), SIMD3(0, -ce, se))]
    }

    private func corners(_ r: (x0: Double, y0: Double, x1: Double, y1: Double)) -> [Point2D] {
        [Point2D(r.x0, r.y0), Point2D(r.x1, r.y0), Point2D(r.x1, r.y1), Point2D(r.x0, r.y1)]
    }

    /// The leaf's four corners in art pixels (TL, TR, BR, BL), exactly up to the hinge.
    public func artCorners(_ leaf: Leaf) -> [Point2D] { corners(leaf.artRect) }

    /// The 3D position of an art point on a leaf's plane (continued past the hinge when the point
    /// lies beyond it), moved `behind` art pixels along −normal (into the body).
    public func point3D(_ leaf: Leaf, _ art: Point2D, behind: Double = 0) -> SIMD3<Double> {
        camera.orbit(FoldGeometry.framePoint(kind, hinge: hinge, mid: hingeMidpoint, side: leaf.side,
                                             outward: leaf.frameOutward, normal: leaf.frameNormal, art, behind: behind))
    }

    /// The contract's placement of an art point on a leaf, in the fold's frame (before the orbit).
    private static func framePoint(_ kind: FoldKind, hinge: Double, mid: Point2D, side: Int, outward: SIMD3<Double>,
                                   normal: SIMD3<Double>, _ art: Point2D, behind: Double) -> SIMD3<Double> {
        let along: Double, away: Double
        let axis: SIMD3<Double>
        if kind != .laptop {
            along = art.y - mid.y; away = Double(side) * (art.x - hinge); axis = SIMD3(0, 1, 0)
        } else {
            along = art.x - mid.x; away = Double(side) * (art.y - hinge); axis = SIMD3(1, 0, 0)
        }
        return along * axis + away * outward - behind * normal
    }

    /// The hinge's direction (book: down the art, laptop: across it) after the orbit; a flat
    /// plane's is the art's downward axis.
    public var hingeAxis: SIMD3<Double> { camera.orbit(kind == .laptop ? SIMD3(1, 0, 0) : SIMD3(0, 1, 0)) }

    /// A 3D point's image in the art frame.
    public func project(_ p: SIMD3<Double>) -> Point2D {
        let f = cameraDistance / (cameraDistance - p.z)
        return Point2D(hingeMidpoint.x + p.x * f, hingeMidpoint.y + p.y * f)
    }

    /// The projective map from art pixels on a leaf's plane (moved `behind` px into the body) to the
    /// art frame shifted by `-offset` and then scaled by (`scaleX`, `scaleY`) (i.e. to a canvas whose
    /// origin sits at `offset` in the art frame, `FoldCanvas`). Built from the contract directly
    /// (affine art → 3D, then the pinhole), not solved from points.
    public func artToCanvas(_ leaf: Leaf, behind: Double = 0, offset: Point2D = Point2D(0, 0),
                            scaleX: Double = 1, scaleY: Double = 1) -> Homography {
        // 3D = A · (x, y, 1): the images of the art's x and y unit steps and of its origin.
        let o = point3D(leaf, Point2D(0, 0), behind: behind)
        let ex = point3D(leaf, Point2D(1, 0), behind: behind) - o
        let ey = point3D(leaf, Point2D(0, 1), behind: behind) - o
        let D = cameraDistance
        let cx = (hingeMidpoint.x - offset.x) * scaleX, cy = (hingeMidpoint.y - offset.y) * scaleY
        // canvas = (c·(D − Z) + X·D·s) / (D − Z), per axis (s = 1 leaves every term as it was).
        func row(_ k: (SIMD3<Double>) -> Double, _ c: Double, _ s: Double) -> [Double] {
            [c * -ex.z + k(ex) * D * s, c * -ey.z + k(ey) * D * s, c * (D - o.z) + k(o) * D * s]
        }
        let rx = row({ $0.x }, cx, scaleX), ry = row({ $0.y }, cy, scaleY)
        let rw = [-ex.z, -ey.z, D - o.z]
        return Homography(rx + ry + rw).normalized()
    }

    /// The leaf's corners projected into the art frame (TL, TR, BR, BL of `artRect`).
    public func projectedCorners(_ leaf: Leaf, behind: Double = 0) -> [Point2D] {
        artCorners(leaf).map { project(point3D(leaf, $0, behind: behind)) }
    }

    /// True when the fold is flat and seen square-on: both leaves face the camera and share one map.
    public var isFlatFacingCamera: Bool {
        leaves.allSatisfy { $0.normal == SIMD3(0, 0, 1) }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
