import Codecs

/// A setting a render would not use, and why, in words that name no spelling of it (the command
/// line puts its flag in front, a gallery its key). Invariant: `reason` is one line.
public struct UnusedSetting: Sendable, Equatable {
    public let setting: MockupSetting
    public let reason: String
}

extension MockupSettings {
    /// The settings among `given` that have no effect on a render of `pose`: the one place that
    /// knows which settings a pose and format use. A flat pose seen square-on is its art framed,
    /// so the camera's distance, the body's thickness, shading and shadow do nothing to it; turned,
    /// tilted or with glare it is drawn in 3-D and uses them all but the laptop's elevation.
    public func unused(of given: [MockupSetting], pose: Pose) -> [UnusedSetting] {
        var unused: [UnusedSetting] = []
        let drawnFlat = !pose.isFolded && !render.needsFlatPlane
        for setting in given {
            var reason: String?
            switch setting {
            case .elevation where pose != .laptop:
                reason = "applies to the laptop pose, not to \(pose.name)"
            case .distance, .thickness, .shading, .shadow:
                if drawnFlat {
                    reason = "applies to the folded poses (book, laptop) and to a flat pose turned, tilted or with glare, "
                        + "not to \(pose.name) seen square-on"
                }
            case .quality where format != .jpeg, .chroma where format != .jpeg:
                reason = "applies to JPEG output, not to \(format.name)"
            case .pngLevel where format != .png:
                reason = "applies to PNG output, not to \(format.name)"
            default:
                break
            }
            if let reason { unused.append(UnusedSetting(setting: setting, reason: reason)) }
        }
        return unused
    }
}
