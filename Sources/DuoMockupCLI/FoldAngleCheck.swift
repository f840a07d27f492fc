import Mockup

extension SharedOptions {
    /// Throws (`FoldGeometry`'s one line) when the camera of `options` cannot show `pose` folded
    /// at `degrees`. Scale-free, so the pose's point size stands in for the art: the check runs
    /// before any file is read.
    static func checkFoldAngle(_ degrees: Double, pose: Pose, options: RenderOptions) throws {
        let (w, h) = pose.flatPose.pointSize
        _ = try FoldGeometry(kind: pose == .book ? .book : .laptop, artWidth: w, artHeight: h,
                             hinge: pose == .book ? Double(w) / 2 : Double(h) / 2,
                             degrees: degrees, elevation: options.elevation, distance: options.distance)
    }

    /// The problems of every angle in `angles` for the folded poses `poses` allows (all when nil).
    static func foldAngleProblems(_ angles: [Pose: [Double]], poses: [Pose]?, options: RenderOptions) -> [String] {
        var problems: [String] = []
        for pose in [Pose.book, .laptop] where poses?.contains(pose) ?? true {
            for d in angles[pose] ?? [] {
                do { try checkFoldAngle(d, pose: pose, options: options) } catch {
                    problems.append("\(pose.name) at \(OutputPaths.degreesLabel(d))°: \(DuoMockupTool.oneLine(error))")
                }
            }
        }
        return problems
    }
}
