import _Support
import Fold
/// Keyframes checked and ready to sample: at least two, times strictly increasing, angles in
/// `FoldGeometry.foldAngles`. Invariant: `duration` > 0.
public struct Timeline: Sendable, Equatable {
    public let keyframes: [Keyframe]

    public init(_ keyframes: [Keyframe]) throws {
        guard keyframes.count >= 2 else {
            throw MotionError.clip(.tooFewKeyframes)
        }
        for (n, k) in keyframes.enumerated() {
            guard k.time >= 0 else { throw MotionError.clip(.keyframeBeforeZero(number: n + 1, time: k.time)) }
            guard FoldGeometry.foldAngles.contains(k.degrees) else {
                throw MotionError.clip(.keyframeAngleOutOfRange(number: n + 1, time: k.time, degrees: k.degrees))
            }
            if n > 0 && k.time <= keyframes[n - 1].time {
                throw MotionError.clip(.keyframeTimesNotIncreasing(number: n + 1, time: k.time, previous: keyframes[n - 1].time))
            }
        }
        self.keyframes = keyframes
    }

    public var start: Double { keyframes[0].time }
    public var end: Double { keyframes[keyframes.count - 1].time }
    public var duration: Double { end - start }

    /// True when some keyframe moves the camera (turn or tilt).
    public var movesCamera: Bool { keyframes.contains { $0.turn != nil || $0.tilt != nil } }

    /// The pose at `time` seconds (clamped to the clip): the segment's easing between its ends,
    /// the angle clamped to `FoldGeometry.foldAngles` (a spring's overshoot stops at flat, as a hinge does).
    public func pose(at time: Double) -> FramePose {
        let t = min(end, max(start, time))
        var i = 1
        while i < keyframes.count - 1 && keyframes[i].time < t { i += 1 }
        let a = keyframes[i - 1], b = keyframes[i]
        let p = b.easing.progress((t - a.time) / (b.time - a.time))
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * p }
        let turnA = lastValue(\.turn, through: i - 1), turnB = b.turn ?? turnA
        let tiltA = lastValue(\.tilt, through: i - 1), tiltB = b.tilt ?? tiltA
        let (shut, flat) = (FoldGeometry.foldAngles.lowerBound, FoldGeometry.foldAngles.upperBound)
        return FramePose(time: t, degrees: min(flat, max(shut, mix(a.degrees, b.degrees))),
                         turn: mix(turnA, turnB), tilt: mix(tiltA, tiltB))
    }

    private func lastValue(_ key: KeyPath<Keyframe, Double?>, through index: Int) -> Double {
        for k in keyframes[...index].reversed() { if let v = k[keyPath: key] { return v } }
        return 0
    }

}

/// What one frame shows: the fold angle and the camera's orbit, at a time in the clip.
public struct FramePose: Sendable, Equatable {
    public var time: Double
    public var degrees: Double
    public var turn: Double
    public var tilt: Double
}

extension Timeline {
    /// A duration for messages: "2" or "2.4".
    public static func seconds(_ t: Double) -> String {
        let r = (t * 1000).rounded() / 1000
        return r == r.rounded() ? String(Int(r)) : String(r)
    }
}
