import Fold

extension RenderOptions {
    /// Throws `FoldError` when this camera cannot show `pose` folded at `degrees`. Scale-free, so
    /// the pose's point size stands in for the art: the check runs before any file is read.
    public func checkFold(_ pose: Pose, degrees: Double) throws {
        let (w, h) = pose.flatPose.pointSize
        if pose.isFolded {
            _ = try FoldGeometry(kind: pose.foldKind, artWidth: w, artHeight: h,
                                 hinge: pose == .book ? Double(w) / 2 : Double(h) / 2,
                                 degrees: degrees, elevation: elevation, camera: camera)
        } else if !camera.isFrontal {
            _ = try FoldGeometry(kind: .flat, artWidth: w, artHeight: h, hinge: Double(w) / 2, degrees: 180, camera: camera)
        }
    }

    /// True when a picture of `pose` at `degrees` (its default when nil) seen from `camera` (these
    /// options' when nil) may need the outer faces' art or a dark inner display: a cover capture or
    /// a `lit` choice is given, an outer face shows, or the cover is lit. Scale-free, as `checkFold`.
    public func mayShowOuterFaces(_ pose: Pose, degrees: Double? = nil, camera: Camera? = nil) -> Bool {
        if cover != nil || lit != .auto { return true }
        let (w, h) = pose.flatPose.pointSize
        let kind = pose.foldKind
        guard let g = try? FoldGeometry(kind: kind, artWidth: w, artHeight: h,
                                        hinge: pose == .laptop ? Double(h) / 2 : Double(w) / 2,
                                        degrees: pose.isFolded ? degrees ?? foldDegrees(for: pose) ?? 180 : 180,
                                        elevation: elevation, camera: camera ?? self.camera) else { return false }
        return !g.showsFrontsOnly(thickness: 0)
            || (pose.display == .inner && MockupPipeline.stillLight(g, thickness: 0, lit: lit) != .innerOnly)
    }

    /// The flat poses whose art the outer faces of `pose` use (the cover's art on its leaf).
    public static func outerArtPoses(for pose: Pose) -> Set<Pose> {
        switch pose.flatPose {
        case .open: return [.closed]
        case .upright: return [.closed, .closedTurned]
        default: return []
        }
    }

    /// Every angle of `angles` that this camera cannot show, for the folded poses `poses` allows
    /// (all when nil), with the reason.
    public func foldAngleProblems(_ angles: [Pose: [Double]], poses: [Pose]?) -> [(pose: Pose, degrees: Double, error: Error)] {
        var problems: [(pose: Pose, degrees: Double, error: Error)] = []
        for pose in [Pose.book, .laptop] where poses?.contains(pose) ?? true {
            for d in angles[pose] ?? [] {
                do { try checkFold(pose, degrees: d) } catch { problems.append((pose, d, error)) }
            }
        }
        return problems
    }
}
