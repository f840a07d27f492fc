/// The motion of a recording animated without keyframes of its own: a timeline's moves repeated
/// for as long as the recording plays.
public enum RecordingMotion {
    /// `timeline`'s keyframes again and again (each pass shifted by its duration, the joins
    /// taken once) until they last `seconds`, sampled as `like` samples, cut to `seconds`.
    /// Throws when the result would have too many frames.
    public static func repeating(_ timeline: Timeline, over seconds: Double, like clip: Clip) throws -> (Timeline, Clip) {
        guard seconds > timeline.duration else {
            return (timeline, clip.prefix(max(1, Int((seconds * clip.framesPerSecond).rounded()))))
        }
        let passes = Int((seconds / timeline.duration).rounded(.up))
        let base = timeline.keyframes
        var keyframes = base
        for pass in 1..<passes {
            let shift = Double(pass) * timeline.duration
            for k in base.dropFirst() {
                var moved = k
                moved.time = k.time - timeline.start + timeline.end + shift - timeline.duration
                keyframes.append(moved)
            }
        }
        let long = try Timeline(keyframes)
        let sampled = try Clip(timeline: long, framesPerSecond: clip.framesPerSecond, plays: clip.plays, pingPong: false)
        return (long, sampled.prefix(Int((seconds * clip.framesPerSecond).rounded())))
    }
}
