/// What a bezel set holds for one flat pose: its art, the cover's art turned (closed-turned
/// only), several files that all look like it (none is used), or nothing.
public enum BezelPoseStatus: Sendable {
    case found(Bezel)
    case turned
    case ambiguous(files: [String])
    case missing

    /// The word `bezels` prints and its JSON carries: found, turned, ambiguous, missing.
    public var word: String {
        switch self {
        case .found: "found"
        case .turned: "turned"
        case .ambiguous: "ambiguous"
        case .missing: "missing"
        }
    }
}

extension BezelSet {
    /// The status of each flat pose, in the order closed, closed-turned, open, upright.
    public var poseStatuses: [(pose: Pose, status: BezelPoseStatus)] {
        let found = bezels
        return Pose.flatPoses.map { pose in
            if let bezel = found.first(where: { $0.pose == pose }) { return (pose, .found(bezel)) }
            let claimants = reports.filter { $0.pose == pose }
            if claimants.count > 1 { return (pose, .ambiguous(files: claimants.map { BezelSet.join(directory, $0.file) })) }
            if pose == .closedTurned, found.contains(where: { $0.pose == .closed }) { return (pose, .turned) }
            return (pose, .missing)
        }
    }

    /// The files considered that are not bezels, with why.
    public var notBezels: [(file: String, problem: String)] {
        reports.compactMap { r in r.problem.map { (BezelSet.join(directory, r.file), $0) } }
    }
}
