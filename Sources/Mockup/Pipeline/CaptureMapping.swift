import Fold
import Raster
import Warp

/// Where a mock-up draws each point of its capture, as Docs/Geometry.md ("Capture to output")
/// states it: the capture's placement on the screen (a scale and an offset), then the fold or the
/// turned plane (the point on its leaf, projected by the camera), then the canvas and the framing
/// (an offset and a scale). Invariant: `point` gives the pixel position in the mock-up's image (or,
/// after `placed`, in whatever that image was drawn into) of a capture position, both in continuous
/// pixel coordinates (pixel (i, j) covers [i, i+1) × [j, j+1)).
public struct CaptureMapping: Sendable {
    /// A scale per axis and an offset: p ↦ (p.x · scaleX + dx, p.y · scaleY + dy).
    public struct Affine: Sendable, Equatable {
        public var scaleX: Double, scaleY: Double, dx: Double, dy: Double
        public init(scaleX: Double, scaleY: Double, dx: Double, dy: Double) {
            self.scaleX = scaleX; self.scaleY = scaleY; self.dx = dx; self.dy = dy
        }
        public static let identity = Affine(scaleX: 1, scaleY: 1, dx: 0, dy: 0)
        public func apply(_ p: Point2D) -> Point2D { Point2D(p.x * scaleX + dx, p.y * scaleY + dy) }
        /// This map followed by `next`.
        public func then(_ next: Affine) -> Affine {
            Affine(scaleX: scaleX * next.scaleX, scaleY: scaleY * next.scaleY,
                   dx: dx * next.scaleX + next.dx, dy: dy * next.scaleY + next.dy)
        }
    }

    /// The capture's size in pixels.
    public let captureWidth: Int
    public let captureHeight: Int
    /// Capture pixels to flat-art pixels (at the working scale): the capture's place on the screen.
    public let toArt: Affine
    /// The fold, or the plane of a turned flat pose; nil when the flat art is drawn as it is.
    public let geometry: FoldGeometry?
    /// Art-frame pixels (after the fold's projection) to the image's pixels: the canvas and the framing.
    public let toImage: Affine

    public init(captureWidth: Int, captureHeight: Int, toArt: Affine, geometry: FoldGeometry?, toImage: Affine) {
        self.captureWidth = captureWidth; self.captureHeight = captureHeight
        self.toArt = toArt; self.geometry = geometry; self.toImage = toImage
    }

    /// The same mapping for the image drawn scaled and moved by `placement` (a page's device frame).
    public func placed(_ placement: Affine) -> CaptureMapping {
        CaptureMapping(captureWidth: captureWidth, captureHeight: captureHeight, toArt: toArt, geometry: geometry,
                       toImage: toImage.then(placement))
    }

    /// A capture position's position in the image.
    public func point(_ capture: Point2D) -> Point2D {
        let art = toArt.apply(capture)
        guard let g = geometry else { return toImage.apply(art) }
        return toImage.apply(g.project(g.point3D(leaf(of: art, in: g), art)))
    }

    /// True when the leaf holding a capture position shows its front (the screen) to the camera.
    public func facesCamera(_ capture: Point2D) -> Bool {
        guard let g = geometry else { return true }
        return leaf(of: toArt.apply(capture), in: g).normal.z > 0
    }

    /// Image pixels per capture pixel where the device is not foreshortened (a point at the
    /// hinge's depth): the unfolded device's scale, the same everywhere on it.
    public var flatScale: Double {
        ((toArt.scaleX * toImage.scaleX) * (toArt.scaleY * toImage.scaleY)).squareRoot()
    }

    /// The outline of a capture rectangle with corners rounded by `cornerRadius` capture pixels,
    /// as a closed polygon in the image: straight edges stay straight on each leaf (the map is
    /// projective there) and bend where they cross the hinge, which is a vertex of the polygon.
    public func outline(of rect: RectF, cornerRadius: Double = 0) -> [Point2D] {
        let r = max(0, min(cornerRadius, min(rect.width, rect.height) / 2))
        var loop: [Point2D] = []
        // Clockwise on screen from the top edge's start: each corner's arc, in quarter-turns.
        let corners: [(cx: Double, cy: Double, start: Double)] = [
            (rect.maxX - r, rect.minY + r, -0.5), (rect.maxX - r, rect.maxY - r, 0),
            (rect.minX + r, rect.maxY - r, 0.5), (rect.minX + r, rect.minY + r, 1),
        ]
        let arcSteps = r > 0 ? 12 : 0
        loop.append(Point2D(rect.minX + r, rect.minY))
        for c in corners {
            for k in 0...arcSteps {
                let t = (c.start + 0.5 * Double(k) / Double(max(arcSteps, 1))) * Double.pi
                loop.append(Point2D(c.cx + r * cos(t), c.cy + r * sin(t)))
            }
        }
        return withHingeCrossings(loop).map(point)
    }

    /// The capture polygon with a vertex added wherever an edge crosses the hinge.
    func withHingeCrossings(_ loop: [Point2D]) -> [Point2D] {
        guard let g = geometry, g.kind != .flat else { return loop }
        // The hinge as a capture coordinate: x for a book, y for a laptop.
        let book = g.kind == .book
        let line = book ? (g.hinge - toArt.dx) / toArt.scaleX : (g.hinge - toArt.dy) / toArt.scaleY
        var out: [Point2D] = []
        for (i, p) in loop.enumerated() {
            out.append(p)
            let q = loop[(i + 1) % loop.count]
            let (a, b) = book ? (p.x, q.x) : (p.y, q.y)
            if (a - line) * (b - line) < 0 {
                let t = (line - a) / (b - a)
                out.append(Point2D(p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t))
            }
        }
        return out
    }

    /// The leaf an art point lies on: the side of the hinge it is on (a flat plane's one leaf).
    func leaf(of art: Point2D, in g: FoldGeometry) -> FoldGeometry.Leaf {
        guard g.leaves.count > 1 else { return g.leaves[0] }
        let across = g.kind == .laptop ? art.y : art.x
        let side = across < g.hinge ? -1 : 1
        return g.leaves.first { $0.side == side } ?? g.leaves[0]
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
