extension Pose {
    /// The flat pose whose screen has this aspect ratio within 2 % (the nearest when two would),
    /// or nil: 466:678 closed, 678:466 closed-turned, 951:669 open, 669:951 upright.
    public static func matching(screenWidth width: Int, height: Int) -> Pose? {
        guard width > 0, height > 0 else { return nil }
        let aspect = Double(width) / Double(height)
        let scored = flatPoses.map { pose -> (Pose, Double) in
            let size = pose.pointSize
            return (pose, abs(aspect / (Double(size.width) / Double(size.height)) - 1))
        }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= DuoDevice.aspectTolerance else { return nil }
        return best.0
    }
}
