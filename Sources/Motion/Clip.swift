import Codecs

/// The frames of a clip in the order they play, each shown for `delay`, played `plays` times
/// (0 = for ever). Invariant: `frames` is not empty.
public struct Clip: Sendable {
    public let frames: [FramePose]
    public let framesPerSecond: Double
    public let plays: Int
    public var delay: FrameDelay { FrameDelay(framesPerSecond: framesPerSecond) }
    /// How long one play lasts, seconds.
    public var duration: Double { Double(frames.count) / framesPerSecond }

    /// The most frames a clip may have.
    public static let maxFrames = 100_000

    /// The allowed frame rates.
    public static let frameRates: ClosedRange<Double> = 1...120

    /// Samples `timeline` every 1/fps s from its start. A clip that loops back to where it began
    /// ends one frame short of its end (that frame would repeat the first); any other clip ends on
    /// its last keyframe. Ping-pong plays the frames forward and then back, without repeating the
    /// turning frames.
    public init(timeline: Timeline, framesPerSecond fps: Double, plays: Int, pingPong: Bool) throws {
        guard fps.isFinite, Clip.frameRates.contains(fps) else {
            throw MotionError.clip(.frameRateOutOfRange(fps))
        }
        guard plays >= 0 else { throw MotionError.clip(.playsNegative(plays)) }
        // Refused before sampling: a clip of 10⁷ s would sample 3·10⁸ poses first (and one of
        // 10³⁰⁰ s has no Int frame count at all).
        let exact = (timeline.duration * fps).rounded()
        guard exact.isFinite, exact * (pingPong ? 2 : 1) <= Double(Self.maxFrames) else {
            throw MotionError.clip(.tooLong(frames: exact.isFinite && exact < 1e15 ? Int(exact) * (pingPong ? 2 : 1) : nil, limit: Self.maxFrames))
        }
        let steps = max(1, Int(exact))
        let first = timeline.keyframes[0], last = timeline.keyframes[timeline.keyframes.count - 1]
        let returns = first.degrees == last.degrees && (first.turn ?? 0) == (last.turn ?? 0) && (first.tilt ?? 0) == (last.tilt ?? 0)
        let includeEnd = pingPong || !(returns && plays != 1)
        var times = (0..<steps).map { timeline.start + Double($0) / fps }
        if includeEnd { times.append(timeline.end) }
        var frames = times.map { timeline.pose(at: $0) }
        if pingPong && frames.count > 2 { frames += frames[1..<(frames.count - 1)].reversed() }
        guard frames.count <= Self.maxFrames else {
            throw MotionError.clip(.tooManyFrames(frames.count))
        }
        self.frames = frames
        self.framesPerSecond = fps
        self.plays = plays
    }
}

extension Clip {
    /// The clip's first `count` frames (at least one), played as the clip is.
    public func prefix(_ count: Int) -> Clip {
        Clip(frames: Array(frames.prefix(max(1, count))), framesPerSecond: framesPerSecond, plays: plays)
    }

    private init(frames: [FramePose], framesPerSecond: Double, plays: Int) {
        self.frames = frames; self.framesPerSecond = framesPerSecond; self.plays = plays
    }
}
