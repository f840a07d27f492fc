/// How long one animation frame shows, as a fraction of a second: `numerator / denominator`
/// seconds, both ≥ 1 (APNG's fcTL form; GIF rounds it to centiseconds).
public struct FrameDelay: Sendable, Equatable {
    public var numerator: UInt16
    public var denominator: UInt16

    public init(numerator: UInt16, denominator: UInt16) {
        precondition(numerator >= 1 && denominator >= 1, "a frame delay is a positive fraction")
        self.numerator = numerator; self.denominator = denominator
    }

    /// One frame at `fps` frames per second (0 < fps ≤ 655): exact for rates with up to three
    /// decimals below 65.5 fps, to 1/100 above.
    public init(framesPerSecond fps: Double) {
        precondition(fps > 0 && fps <= 655, "frame rate out of range")
        if fps == fps.rounded() {
            self.init(numerator: 1, denominator: UInt16(fps))
        } else if fps * 1000 <= 65535 {
            self.init(numerator: 1000, denominator: UInt16((fps * 1000).rounded()))
        } else {
            self.init(numerator: 100, denominator: UInt16((fps * 100).rounded()))
        }
    }

    public var seconds: Double { Double(numerator) / Double(denominator) }
}
