/// The bezel art a render needs, known before any picture is decoded: the flat poses whose art is
/// read and whether the device's back is. The one rule render, sweep, animate, gallery and compose
/// load art by. Invariant: `poses` holds every pose whose art may be drawn, outer faces included.
public struct BezelArtNeed: Sendable, Equatable {
    public var poses: Set<Pose>
    public var back: Bool

    public init(poses: Set<Pose> = [], back: Bool = false) {
        self.poses = poses
        self.back = back
    }

    /// The art a picture of `pose` needs: its own, and when `showsOuterFaces` the art its outer
    /// faces use (`RenderOptions.outerArtPoses`) and the back.
    public init(pose: Pose, showsOuterFaces: Bool) {
        poses = [pose]
        back = showsOuterFaces
        if showsOuterFaces { poses.formUnion(RenderOptions.outerArtPoses(for: pose)) }
    }

    /// The art renders of `pose` with `options` need at each of `degrees` (the pose's default when
    /// empty): the outer faces' too when any of them may show them (`mayShowOuterFaces`).
    public init(pose: Pose, options: RenderOptions, degrees: [Double] = []) {
        let shows = degrees.isEmpty ? options.mayShowOuterFaces(pose)
            : degrees.contains { options.mayShowOuterFaces(pose, degrees: $0) }
        self.init(pose: pose, showsOuterFaces: shows)
    }

    /// The art a render needs when `pose` is what was asked for and the capture not yet seen: a
    /// cover pose becomes its turned twin for a capture of the other orientation
    /// (`Pose.resolve`), so both covers' art.
    public init(requested pose: Pose, options: RenderOptions, degrees: [Double] = []) {
        self.init(pose: pose, options: options, degrees: degrees)
        if pose.display == .cover { poses.formUnion([.closed, .closedTurned]) }
    }

    /// The art both needs together.
    public func union(_ other: BezelArtNeed) -> BezelArtNeed {
        BezelArtNeed(poses: poses.union(other.poses), back: back || other.back)
    }

    /// The art every render of a batch needs: nil (all the art) when any render's need is nil.
    public static func all(_ needs: [BezelArtNeed?]) -> BezelArtNeed? {
        var total = BezelArtNeed()
        for need in needs {
            guard let need else { return nil }
            total = total.union(need)
        }
        return total
    }
}
