import Raster

/// Where a zoom inset sits in its area (a page, or a render's whole output): its centre in
/// fractions of the area, or one of nine anchors a margin inside the area's edges. Invariant: a
/// frame it gives lies inside the area whenever the inset fits in it (a centre too near an edge
/// moves the inset in).
public enum InsetPlacement: Sendable, Hashable, CustomStringConvertible {
    /// The inset's centre, in fractions of the area (0…1 each).
    case centre(x: Double, y: Double)
    /// An edge or corner of the area (or its middle).
    case anchor(Anchor)

    /// The nine places an inset may be anchored, named as the storefile and the command line spell them.
    public enum Anchor: String, Sendable, Hashable, CaseIterable {
        case topLeft = "top-left", top, topRight = "top-right"
        case left, center, right
        case bottomLeft = "bottom-left", bottom, bottomRight = "bottom-right"

        /// Where along each axis the anchor lies: 0 (left/top), 0.5 or 1 (right/bottom).
        var fractions: (x: Double, y: Double) {
            switch self {
            case .topLeft: return (0, 0)
            case .top: return (0.5, 0)
            case .topRight: return (1, 0)
            case .left: return (0, 0.5)
            case .center: return (0.5, 0.5)
            case .right: return (1, 0.5)
            case .bottomLeft: return (0, 1)
            case .bottom: return (0.5, 1)
            case .bottomRight: return (1, 1)
            }
        }
    }

    /// The default: the bottom-right corner.
    public static let standard = InsetPlacement.anchor(.bottomRight)

    /// The frame of an inset of `width` × `height` in `area`, `margin` inside its edges, mirrored
    /// left for right when `mirrored` (a right-to-left page).
    public func frame(width: Double, height: Double, in area: RectF, margin: Double, mirrored: Bool = false) -> RectF {
        let inner = area.insetBy(margin)
        var x: Double, y: Double
        switch self {
        case .centre(let cx, let cy):
            x = area.x + (mirrored ? 1 - cx : cx) * area.width - width / 2
            y = area.y + cy * area.height - height / 2
        case .anchor(let anchor):
            let f = anchor.fractions
            x = inner.x + (mirrored ? 1 - f.x : f.x) * (inner.width - width)
            y = inner.y + f.y * (inner.height - height)
        }
        // Kept inside the area, a margin from its edges where there is room.
        let room = width <= inner.width ? inner : area
        x = min(max(x, room.minX), max(room.minX, room.maxX - width))
        let roomY = height <= inner.height ? inner : area
        y = min(max(y, roomY.minY), max(roomY.minY, roomY.maxY - height))
        return RectF(x: x, y: y, width: width, height: height)
    }

    public var description: String {
        switch self {
        case .centre(let x, let y): return "at \(x),\(y)"
        case .anchor(let a): return a.rawValue
        }
    }
}
