/// Which way the inner display folds: `book` about a vertical hinge, `laptop` about a horizontal one.
public enum FoldKind: String, Sendable, CaseIterable {
    case book
    case laptop
    /// No fold: one flat plane, the whole art (a flat pose seen through a turned or tilted camera).
    case flat
}

/// Everything that decides how a fold is drawn; `FoldGeometry` refuses combinations the camera
/// cannot show (see `FoldError`).
public struct FoldOptions: Sendable, Equatable {
    public var kind: FoldKind
    /// The angle between the two halves in degrees: 180 is flat, 0 is shut.
    public var degrees: Double
    /// Laptop only: the camera's elevation above the table, in (0, 90] degrees.
    public var elevation: Double = 30
    /// The viewpoint: turn, tilt and the distance.
    public var camera = Camera()
    /// The camera's distance in units of the flat art's longer side, > 0.
    public var distance: Double {
        get { camera.distance }
        set { camera.distance = newValue }
    }
    /// The strength of the screen's specular sheen, 0 (none) to 1.
    public var glare = 0.0
    /// Where the glass is in the art, for the glare; nil = no glare can be drawn.
    public var glass: GlassArea?
    /// The body's thickness in art pixels, ≥ 0; 0 = paper-thin leaves.
    public var thickness: Double = 0
    /// Lighting per leaf and the crease band; off = every pixel as in the art.
    public var shading = true
    /// The soft shadow under or behind the device.
    public var shadow = true
    /// Lay the shadow out in the device's own frame even when seen square-on (as it is from any
    /// orbit), so a clip whose camera moves through square-on keeps one shadow throughout; off, a
    /// fold seen square-on has its square-on shadow.
    public var shadowInDeviceFrame = false
    /// The width of the crease band along the hinge in art pixels, ≥ 0; 0 = no crease band.
    public var creaseWidth: Double = 0

    public init(kind: FoldKind, degrees: Double) {
        self.kind = kind
        self.degrees = degrees
    }
}
