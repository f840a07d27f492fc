/// Every number of the iPhone Duo that a mock-up needs, written once (Docs/Geometry.md has them
/// with their sources). Invariant: sizes are in points at 1x; angles in degrees, 180 = flat.
public enum DuoDevice {
    /// The cover display's window, portrait.
    public static let coverPoints = (width: 466, height: 678)
    /// The inner display's window in its native pose, open sideways.
    public static let innerPoints = (width: 951, height: 669)
    /// The scales the simulator captures at, most common first.
    public static let captureScales = [3, 2, 1]

    /// The crease band's width across the hinge; the hinge is its centre line.
    public static let creasePoints = 40.0
    /// The fold angle a book mock-up uses when none is asked for.
    public static let defaultBookDegrees = 128.0
    /// The fold angle a laptop mock-up uses when none is asked for.
    public static let defaultLaptopDegrees = 110.0
    /// The laptop camera's default elevation above the table.
    public static let defaultLaptopElevation = 30.0
    /// The camera's default distance, in lengths of the flat art's longer side.
    public static let defaultCameraDistance = 3.0
    /// The body's thickness, for the edges of folded leaves, as a share of the art's shorter side
    /// (a few millimetres on the phone) when the art's manifest gives none.
    public static let bodyThicknessShare = 0.02

    /// Opened from shut, the cover stays lit (and the inner display dark) up to this angle.
    public static let coverStaysLitUpTo = 150.0
    /// Closed from flat, the inner display stays lit down to this angle.
    public static let innerStaysLitDownTo = 20.0
    /// How long a mock-up's hand-over from one display to the other fades, seconds (the system
    /// covers it with a blurred snapshot; this length is ours).
    public static let handOverFade = 0.25

    /// How far an aspect ratio (a capture's or a bezel screen's) may stray from a pose's, relative,
    /// and still count as that pose's without being asked.
    public static let aspectTolerance = 0.02

    /// Safe-area insets (top, leading, bottom, trailing) in points.
    public typealias Insets = (top: Double, leading: Double, bottom: Double, trailing: Double)

    /// The open inner display: insets, the clock column at the top of the trailing edge.
    static let openLayout = (insets: Insets(0, 0, 34, 84), clockColumn: (width: 84.0, height: 120.0))
    /// The upright inner display: insets, the status cluster at the top right.
    static let uprightLayout = (insets: Insets(82, 0, 34, 0), statusCluster: (width: 134.0, height: 82.0))
    /// The cover display, portrait: insets, the clock column at the top of the trailing edge.
    static let coverLayout = (insets: Insets(0, 0, 34, 84), clockColumn: (width: 84.0, height: 170.0))
}
