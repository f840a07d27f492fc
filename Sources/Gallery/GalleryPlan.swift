import _Support
import Mockup
import Codecs

/// What a gallery makes of a capture once its size is known: which poses fit it, at which
/// angles, under which names. Pure functions of their arguments, so the same gallery always
/// plans the same outputs.
public enum GalleryPlan {
    /// The poses that show a capture whose flat pose is `flat`: the cover gives `closed` (or
    /// `closed-turned`); the sideways inner display gives `open` and `book`; upright, `upright`
    /// and `laptop`.
    public static func fittingPoses(flat: Pose) -> [Pose] {
        switch flat.flatPose {
        case .closed: return [.closed]
        case .closedTurned: return [.closedTurned]
        case .open: return [.open, .book]
        default: return [.upright, .laptop]
        }
    }

    /// The requested poses that can show a capture whose flat pose is `flat`, in the order asked;
    /// `closed` and `closed-turned` both follow the capture's orientation.
    public static func poses(requested: [Pose]?, flat: Pose) -> [Pose] {
        let fitting = fittingPoses(flat: flat)
        guard let requested else { return fitting }
        var out: [Pose] = []
        for pose in requested {
            let resolved = pose.display == .cover && flat.display == .cover ? flat.flatPose : pose
            if fitting.contains(resolved) && !out.contains(resolved) { out.append(resolved) }
        }
        return out
    }

    /// The outputs for `item` given its capture's size; throws `GalleryError.captureFitsNoPose` when the size is
    /// none of the Duo's (the pose cannot be told).
    public static func outputs(for item: GalleryItem, captureWidth w: Int, captureHeight h: Int) throws -> [GalleryOutput] {
        guard let flat = Pose.inferred(captureWidth: w, captureHeight: h) else {
            throw GalleryError.captureFitsNoPose(file: item.capturePath, width: w, height: h)
        }
        let ext = item.outputExtension
        var outputs: [GalleryOutput] = []
        for pose in poses(requested: item.poses, flat: flat) {
            if pose.isFolded {
                let angles = item.angles[pose] ?? [item.options.foldDegrees(for: pose) ?? pose.defaultDegrees!]
                for deg in angles {
                    outputs.append(GalleryOutput(pose: pose, degrees: deg,
                                                 file: "\(item.name)-\(pose.name)-\(degreesLabel(deg)).\(ext)"))
                }
            } else {
                outputs.append(GalleryOutput(pose: pose, degrees: nil, file: "\(item.name)-\(pose.name).\(ext)"))
            }
        }
        return outputs
    }

    /// An angle as it appears in names: whole degrees without a decimal point, else the shortest
    /// decimal that reads back as the same angle, so two different angles never share a name
    /// (12.96° and 13.04° stay apart).
    public static func degreesLabel(_ d: Double) -> String { NumberText.shortest(d) }
}
