/// A pose of the iPhone Duo: which display shows, how the phone is held, whether it is folded.
/// The numbers (points, at 1x) are those of `duo-geometry.md`.
public enum Pose: String, Sendable, CaseIterable, Codable {
    /// Shut; the cover display, portrait (466×678 pt).
    case closed
    /// Shut and turned sideways; the cover display, landscape (678×466 pt).
    case closedTurned = "closed-turned"
    /// Open sideways, the inner display's native pose (951×669 pt).
    case open
    /// Open and held upright (669×951 pt).
    case upright
    /// The `open` art folded about a vertical hinge.
    case book
    /// The `upright` art folded about a horizontal hinge.
    case laptop

    /// The flat pose whose bezel art and capture this pose uses (book folds `open`, laptop `upright`).
    public var flatPose: Pose {
        switch self {
        case .book: return .open
        case .laptop: return .upright
        default: return self
        }
    }

    /// True for the poses drawn with a perspective fold.
    public var isFolded: Bool { self == .book || self == .laptop }

    /// The window size in points at 1x.
    public var pointSize: (width: Int, height: Int) {
        switch flatPose {
        case .closed: return (466, 678)
        case .closedTurned: return (678, 466)
        case .open: return (951, 669)
        default: return (669, 951)
        }
    }

    /// The display this pose shows.
    public var display: Display { flatPose == .closed || flatPose == .closedTurned ? .cover : .inner }

    /// The default fold angle in degrees (180 = flat), for the folded poses.
    public var defaultDegrees: Double? {
        switch self {
        case .book: return 128
        case .laptop: return 110
        default: return nil
        }
    }

    /// The flat poses, one per bezel the tool needs.
    public static let flatPoses: [Pose] = [.closed, .closedTurned, .open, .upright]

    /// The name users type: `closed`, `open`, `upright`, `book`, `laptop` (and `closed-turned`).
    public var name: String { rawValue }
}

/// The two displays of the iPhone Duo.
public enum Display: String, Sendable {
    /// The small outer display.
    case cover
    /// The large inner display that folds about the hinge.
    case inner
}

/// A rectangle in points at 1x, relative to the screen's top-left corner.
public struct PointRect: Sendable, Hashable {
    public var x: Double, y: Double, width: Double, height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
}

/// The system's layout for a pose, in points at 1x (from `duo-geometry.md`): safe-area insets,
/// system chrome and the crease band.
public struct PoseLayout: Sendable {
    /// Safe-area insets in points: top, leading, bottom, trailing.
    public var insets: (top: Double, leading: Double, bottom: Double, trailing: Double)
    /// The system chrome drawn over the app (clock column, status cluster).
    public var chrome: [PointRect]
    /// The crease band where the inner display folds, nil on the cover.
    public var crease: PointRect?

    public static func of(_ pose: Pose) -> PoseLayout {
        switch pose.flatPose {
        case .closed:
            return PoseLayout(insets: (0, 0, 34, 84), chrome: [PointRect(x: 466 - 84, y: 0, width: 84, height: 170)],
                              crease: nil)
        case .closedTurned:
            // The clock column runs down the leading edge.
            return PoseLayout(insets: (0, 84, 34, 0), chrome: [PointRect(x: 0, y: 0, width: 84, height: 170)],
                              crease: nil)
        case .open:
            return PoseLayout(insets: (0, 0, 34, 84), chrome: [PointRect(x: 951 - 84, y: 0, width: 84, height: 120)],
                              crease: PointRect(x: 455.5, y: 0, width: 40, height: 669))
        default:
            return PoseLayout(insets: (82, 0, 34, 0), chrome: [PointRect(x: 669 - 134, y: 0, width: 134, height: 82)],
                              crease: PointRect(x: 0, y: 455.5, width: 669, height: 40))
        }
    }
}
