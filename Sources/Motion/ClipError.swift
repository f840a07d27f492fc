import Fold
import Foundation
import Mockup
import _Support

/// Why keyframes make no clip, or the clip cannot be drawn: the timeline's keyframes (numbered
/// from 1), the clip's rate, loop count and length, and the fold each frame needs (the fold's
/// own error kept whole). Invariant: a case names the setting that would fix it as a
/// `MotionSetting`, which `message(naming:)` lets a caller spell.
public enum ClipError: Sendable, Equatable {
    // The timeline.
    case tooFewKeyframes
    case keyframeBeforeZero(number: Int, time: Double)
    case keyframeAngleOutOfRange(number: Int, time: Double, degrees: Double)
    case keyframeTimesNotIncreasing(number: Int, time: Double, previous: Double)
    // The clip.
    case frameRateOutOfRange(Double)
    case playsNegative(Int)
    /// More frames than `limit` (nil: more than an Int counts), found before sampling.
    case tooLong(frames: Int?, limit: Int)
    /// More frames than the limit once sampled.
    case tooManyFrames(Int)
    // Drawing.
    /// A capture shown in a pose that does not fold (`flat`).
    case poseDoesNotFold(file: String, pose: Pose)
    case keyframeCannotFold(number: Int, time: Double, degrees: Double, FoldError)
    /// The canvas for the clip's views cannot be made; `frame` is the first that fails alone.
    case cannotDraw(frame: FramePose?, FoldError)

    /// The message, naming each setting as `name` spells it.
    public func message(naming name: (MotionSetting) -> String) -> String {
        let n = NumberText.shortest
        switch self {
        case .tooFewKeyframes:
            return "a clip needs at least two keyframes (where it starts and where it goes)"
        case .keyframeBeforeZero(let number, let time):
            return "keyframe \(number): the time must be 0 s or later, got \(time)"
        case .keyframeAngleOutOfRange(let number, let time, let degrees):
            let (shut, flat) = FoldGeometry.foldAngleEnds
            return "keyframe \(number) (\(n(time)) s): a fold angle is \(shut)–\(flat)°, got \(degrees)"
        case .keyframeTimesNotIncreasing(let number, let time, let previous):
            return "keyframe \(number): times must increase, but \(n(time)) s follows \(n(previous)) s"
        case .frameRateOutOfRange(let fps):
            return "\(name(.framesPerSecond)) must be from 1 to 120 frames a second, got \(fps)"
        case .playsNegative:
            return "\(name(.plays)) must be a number of plays ≥ 1, or forever"
        case .tooLong(let frames, let limit):
            return "the clip would have \(frames.map(String.init) ?? "endless") frames "
                + "(at most \(limit)); shorten it or lower \(name(.framesPerSecond))"
        case .tooManyFrames(let frames):
            return "the clip would have \(frames) frames; shorten it or lower \(name(.framesPerSecond))"
        case .poseDoesNotFold(let file, let pose):
            return "\(file): a \(pose.name) mock-up does not fold; animate needs \(name(.pose)) book or laptop"
        case .keyframeCannotFold(let number, let time, let degrees, let error):
            return "keyframe \(number) (\(n(time)) s, \(n(degrees))°): \(error)"
        case .cannotDraw(let frame, let error):
            let when = frame.map { " at \(String(format: "%.2f", $0.time)) s (\(String(format: "%.1f", $0.degrees))°)" } ?? ""
            return "the clip cannot be drawn\(when): \(error)"
        }
    }
}
