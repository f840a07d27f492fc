extension Pose {
    /// The flat pose whose window, at 1x, 2x or 3x (give or take a pixel), has the capture's size.
    public static func inferred(captureWidth w: Int, captureHeight h: Int) -> Pose? {
        for pose in flatPoses {
            for s in DuoDevice.captureScales {
                let (pw, ph) = pose.pointSize
                if abs(pw * s - w) <= 1 && abs(ph * s - h) <= 1 { return pose }
            }
        }
        return nil
    }

    /// The pose to render for a capture: the requested one (with `closed` following the capture
    /// to `closed-turned` when the capture is landscape), else the one its size implies.
    public static func resolve(requested: Pose?, captureWidth w: Int, captureHeight h: Int, file: String) throws -> Pose {
        if let requested {
            if requested == .closed && w > h { return .closedTurned }
            if requested == .closedTurned && h > w { return .closed }
            return requested
        }
        if let pose = inferred(captureWidth: w, captureHeight: h) { return pose }
        let examples = flatPoses.map { p in "\(p.pointSize.width * 3)×\(p.pointSize.height * 3) \(p.name)" }
        throw MockupError.unknownCaptureSize(file: file, width: w, height: h, knownSizes: examples)
    }
}

extension Pose {
    /// The poses that show this flat pose's capture, folded first (`laptop`, `upright`).
    public var posesShowingIt: [Pose] {
        Pose.allCases.filter { $0.flatPose == flatPose }.sorted { $0.isFolded && !$1.isFolded }
    }

    /// The name with its indefinite article: "an upright", "a closed".
    public var withArticle: String { ("aeiou".contains(name.first!) ? "an " : "a ") + name }

    /// The flat pose a capture of this size was taken in: by its size at 1x, 2x or 3x, else by
    /// its aspect ratio within 2 %; nil when it has no pose's shape.
    public static func shaped(captureWidth w: Int, captureHeight h: Int) -> Pose? {
        inferred(captureWidth: w, captureHeight: h) ?? matching(screenWidth: w, height: h)
    }
}
