/// A pose of the iPhone Duo: which display shows, how the phone is held, whether it is folded.
/// Its numbers are `DuoDevice`'s.
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
        let cover = DuoDevice.coverPoints, inner = DuoDevice.innerPoints
        switch flatPose {
        case .closed: return cover
        case .closedTurned: return (cover.height, cover.width)
        case .open: return inner
        default: return (inner.height, inner.width)
        }
    }

    /// The display this pose shows.
    public var display: Display { flatPose == .closed || flatPose == .closedTurned ? .cover : .inner }

    /// The default fold angle in degrees (180 = flat), for the folded poses.
    public var defaultDegrees: Double? {
        switch self {
        case .book: return DuoDevice.defaultBookDegrees
        case .laptop: return DuoDevice.defaultLaptopDegrees
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

/// The system's layout for a pose, in points at 1x (`DuoDevice`'s numbers): safe-area insets,
/// system chrome and the crease band.
public struct PoseLayout: Sendable {
    /// Safe-area insets in points: top, leading, bottom, trailing.
    public var insets: (top: Double, leading: Double, bottom: Double, trailing: Double)
    /// The system chrome drawn over the app (clock column, status cluster).
    public var chrome: [PointRect]
    /// The crease band where the inner display folds, nil on the cover.
    public var crease: PointRect?

    public static func of(_ pose: Pose) -> PoseLayout {
        let (w, h) = pose.pointSize
        let crease = DuoDevice.creasePoints
        switch pose.flatPose {
        case .closed:
            let l = DuoDevice.coverLayout
            return PoseLayout(insets: l.insets, chrome: [PointRect(x: Double(w) - l.clockColumn.width, y: 0,
                                                                   width: l.clockColumn.width, height: l.clockColumn.height)],
                              crease: nil)
        case .closedTurned:
            // The clock column runs down the leading edge.
            let l = DuoDevice.coverLayout
            return PoseLayout(insets: (l.insets.top, l.insets.trailing, l.insets.bottom, l.insets.leading),
                              chrome: [PointRect(x: 0, y: 0, width: l.clockColumn.width, height: l.clockColumn.height)],
                              crease: nil)
        case .open:
            let l = DuoDevice.openLayout
            return PoseLayout(insets: l.insets, chrome: [PointRect(x: Double(w) - l.clockColumn.width, y: 0,
                                                                   width: l.clockColumn.width, height: l.clockColumn.height)],
                              crease: PointRect(x: (Double(w) - crease) / 2, y: 0, width: crease, height: Double(h)))
        default:
            let l = DuoDevice.uprightLayout
            return PoseLayout(insets: l.insets, chrome: [PointRect(x: Double(w) - l.statusCluster.width, y: 0,
                                                                   width: l.statusCluster.width, height: l.statusCluster.height)],
                              crease: PointRect(x: 0, y: (Double(h) - crease) / 2, width: Double(w), height: crease))
        }
    }
}
