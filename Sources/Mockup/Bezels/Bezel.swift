import Colour
import Raster

/// One piece of bezel art for one flat pose: invariant: `screen.rect` lies within `art`; `hinge`
/// is nil for the cover poses and lies within the screen's span for `open` (x) and `upright` (y).
public struct Bezel: Sendable {
    /// The flat pose this art is for: closed, closedTurned, open or upright.
    public var pose: Pose
    /// The PNG file the art came from.
    public var path: String
    /// The art, premultiplied; transparent (fully or partly) over the screen.
    public var art: Image
    /// Where the screen lies in the art.
    public var screen: ScreenShape
    /// The hinge line in art pixels: x for `open`, y for `upright` (manifest, else the screen's middle).
    public var hinge: Double?
    /// The crease band's width in art pixels (manifest, else the display's 40 pt at the art's scale).
    public var creaseWidth: Double?
    /// The body's thickness in art pixels, for the edges of folded leaves (manifest only).
    public var thickness: Double?
    /// True when the art is another pose's art turned a quarter (closed-turned made from closed).
    public var isTurnedCopy: Bool
    /// The space the art's pixels are in (its file's profile; sRGB when untagged).
    public var colour = ColourSpace.sRGB
    /// Why the art's colour information was not used, naming the file, when it was not.
    public var colourWarning: String?

    public init(pose: Pose, path: String, art: Image, screen: ScreenShape, hinge: Double? = nil,
                creaseWidth: Double? = nil, thickness: Double? = nil, isTurnedCopy: Bool = false) {
        precondition(art.bounds.contains(screen.rect), "the screen must lie within the art")
        self.pose = pose.flatPose
        self.path = path
        self.art = art
        self.screen = screen
        self.isTurnedCopy = isTurnedCopy
        self.thickness = thickness
        switch self.pose {
        case .open:
            self.hinge = hinge ?? Double(screen.rect.x) + Double(screen.rect.width) / 2
        case .upright:
            self.hinge = hinge ?? Double(screen.rect.y) + Double(screen.rect.height) / 2
        default:
            self.hinge = nil
        }
        if self.pose.display == .inner {
            self.creaseWidth = creaseWidth ?? DuoDevice.creasePoints * self.pointScale
        } else {
            self.creaseWidth = nil
        }
    }

    /// Art pixels per point: the screen's longer side over the pose's longer side in points.
    public var pointScale: Double {
        let points = pose.pointSize
        return Double(max(screen.rect.width, screen.rect.height)) / Double(max(points.width, points.height))
    }
}
