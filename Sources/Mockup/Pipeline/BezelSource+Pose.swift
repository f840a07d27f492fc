extension BezelSource {
    /// The flat pose of a single bezel file (its screen's aspect, `Bezels.md`), which a capture
    /// of any size takes when no pose is asked for; nil for a set, where the capture's size tells.
    public var singlePose: Pose? {
        if case .single(let bezel) = self { return bezel.pose }
        return nil
    }
}
