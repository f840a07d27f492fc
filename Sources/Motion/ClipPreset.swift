/// A clip with a name, for `--path NAME`. Invariant: `rawValue` is the name users type; every
/// preset's keyframes make a valid `Timeline`.
public enum ClipPreset: String, Sendable, CaseIterable {
    /// The launch shot: the phone shut, seen from its cover side (turned 90°), opening towards the
    /// camera until the inner display lies flat and square-on, in 2 s:
    /// `0:0@turn=90, 2:180@turn=0`.
    case unfold

    /// The preset's keyframes, each move eased by `easing`.
    public func keyframes(easing: Easing) -> [Keyframe] {
        switch self {
        case .unfold:
            return [Keyframe(time: 0, degrees: 0, turn: 90, easing: easing),
                    Keyframe(time: 2, degrees: 180, turn: 0, easing: easing)]
        }
    }
}
