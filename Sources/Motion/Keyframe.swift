import Fold
/// One keyframe of a clip: at `time` seconds the fold is at `degrees` (0...180), and the camera at
/// `turn`/`tilt` when given; `easing` shapes the segment that arrives here from the keyframe before.
public struct Keyframe: Sendable, Equatable {
    public var time: Double
    public var degrees: Double
    /// Camera orbit about the vertical axis, degrees; nil = as the keyframe before (else 0).
    public var turn: Double?
    /// Camera orbit about the horizontal axis, degrees; nil = as the keyframe before (else 0).
    public var tilt: Double?
    public var easing: Easing

    public init(time: Double, degrees: Double, turn: Double? = nil, tilt: Double? = nil, easing: Easing = .easeInOut) {
        self.time = time; self.degrees = degrees; self.turn = turn; self.tilt = tilt; self.easing = easing
    }
}
