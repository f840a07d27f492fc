import Fold

extension RenderOptions {
    /// Throws `FoldError` when this camera cannot show `pose` folded at `degrees`. Scale-free, so
    /// the pose's point size stands in for the art: the check runs before any file is read.
    public func checkFold(_ pose: Pose, degrees: Double) throws {
        let (w, h) = pose.flatPose.pointSize
        if pose.isFolded {
            _ = try FoldGeometry(kind: pose == .book ? .book : .laptop, artWidth: w, artHeight: h,
                                 hinge: pose == .book ? Double(w) / 2 : Double(h) / 2,
                                 degrees: degrees, elevation: elevation, camera: camera)
        } else if !camera.isFrontal {
            _ = try FoldGeometry(kind: .flat, artWidth: w, artHeight: h, hinge: Double(w) / 2, degrees: 180, camera: camera)
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
