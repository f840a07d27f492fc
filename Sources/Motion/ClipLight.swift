import Mockup

/// Which display is lit in each frame of a clip (Docs/Motion.md, "Which display is lit"). With
/// `auto` it follows the bend as the device does: a display hands over to the other when the fold
/// passes the device's thresholds in the direction it is moving (opened from shut, the cover stays
/// lit up to 150°; closed from flat, the inner display stays lit down to 20°), and the hand-over
/// fades over `fade` seconds. The frames are taken in the order they play (a ping-pong's way back
/// closes what its way out opened). Invariant: one light per frame.
public enum ClipLight {
    /// The light of every frame of `clip`.
    public static func lights(_ clip: Clip, lit: LitPanels, fade: Double) -> [PanelLight] {
        let frames = clip.frames
        switch lit {
        case .inner: return frames.map { _ in .innerOnly }
        case .cover: return frames.map { _ in .coverOnly }
        case .both: return frames.map { _ in PanelLight(inner: 1, cover: 1) }
        case .auto: break
        }
        let angles = frames.map(\.degrees)
        // Where the device starts: shut or flat enough to say, else as the first move says (opening:
        // it was opened from shut; closing or not moving: it was closed from flat).
        var innerLit: Bool
        if angles[0] <= DuoDevice.innerStaysLitDownTo {
            innerLit = false
        } else if angles[0] >= DuoDevice.coverStaysLitUpTo {
            innerLit = true
        } else {
            let firstMove = angles.first { $0 != angles[0] }
            innerLit = !(firstMove.map { $0 > angles[0] } ?? false)
        }
        let step = fade > 0 ? 1 / (fade * clip.framesPerSecond) : 1
        var inner = innerLit ? 1.0 : 0.0
        var lights: [PanelLight] = []
        for d in angles {
            if !innerLit && d >= DuoDevice.coverStaysLitUpTo { innerLit = true }
            if innerLit && d <= DuoDevice.innerStaysLitDownTo { innerLit = false }
            // Towards the display that is lit, a fade's share a frame; the first frame of a
            // hand-over already shows its first step.
            inner = innerLit ? min(1, inner + step) : max(0, inner - step)
            lights.append(PanelLight(inner: inner, cover: 1 - inner))
        }
        return lights
    }
}
