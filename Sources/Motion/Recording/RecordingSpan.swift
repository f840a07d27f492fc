import _Support

/// Which pictures of a recording a stream of frames shows: frame i is the picture on screen at
/// `start + i / framesPerSecond` seconds into the recording (timestamps decide, not frame counts,
/// so a variable-rate recording plays at its own pace), the last picture held past the end.
/// Invariant: `start` ≥ 0, `framesPerSecond` in `Clip.frameRates`, `count` ≥ 1.
public struct RecordingSpan: Sendable, Equatable {
    public var start: Double
    public var framesPerSecond: Double
    public var count: Int

    public init(start: Double, framesPerSecond: Double, count: Int) {
        precondition(start >= 0 && Clip.frameRates.contains(framesPerSecond) && count >= 1, "invalid span")
        self.start = start; self.framesPerSecond = framesPerSecond; self.count = count
    }

    /// The recording's time of frame `i`, seconds.
    public func time(ofFrame i: Int) -> Double { start + Double(i) / framesPerSecond }

    /// How long the frames last, seconds.
    public var duration: Double { Double(count) / framesPerSecond }

    /// The span `render` frames: the recording from `from` (default 0) to `to` (default its end)
    /// at `framesPerSecond` (default the recording's own), as many frames as that time holds at
    /// that rate. Throws one line naming the option at fault.
    public static func trimmed(_ info: RecordingInfo, from: Double?, to: Double?, framesPerSecond: Double?) throws -> RecordingSpan {
        let fps = framesPerSecond ?? info.framesPerSecond
        guard fps.isFinite, Clip.frameRates.contains(fps) else {
            throw MotionError.recording(.frameRateOutOfRange(fps))
        }
        let start = from ?? 0
        let end = to ?? info.duration
        guard start.isFinite, start >= 0, start < info.duration else {
            throw MotionError.recording(.startOutsideRecording(start: start, file: info.file, duration: info.duration))
        }
        guard end.isFinite, end > start else {
            throw MotionError.recording(.endNotAfterStart(end: end, start: start))
        }
        guard end <= info.duration + 0.5 / fps else {
            throw MotionError.recording(.endPastRecording(end: end, file: info.file, duration: info.duration))
        }
        let count = max(1, Int(((min(end, info.duration) - start) * fps).rounded()))
        guard count <= 1_000_000 else {
            throw MotionError.recording(.tooManyFrames(count))
        }
        return RecordingSpan(start: start, framesPerSecond: fps, count: count)
    }
}
