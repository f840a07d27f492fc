/// A multiplier for the colour channels (never alpha) of a warped image, a cheap function of the
/// source position: `factor × band(t)` where t is the signed distance to the band's centre line
/// over its half-width (see `ShadingBand`). A neutral tint (factor 1, no band) leaves every pixel
/// bit for bit as sampled; colour is clamped to alpha where the multiplier exceeds 1.
public struct WarpTint: Sendable, Equatable {
    /// The constant part of the multiplier, ≥ 0.
    public var factor: Double
    /// An optional smooth band along a line of the source.
    public var band: ShadingBand?

    public init(factor: Double = 1, band: ShadingBand? = nil) {
        precondition(factor >= 0 && factor.isFinite, "a tint factor must be a finite number ≥ 0")
        self.factor = factor
        self.band = band
    }

    /// No change at all.
    public static let neutral = WarpTint()

    /// True when the tint changes nothing.
    public var isNeutral: Bool { factor == 1 && (band == nil || band!.isNeutral) }

    /// The same tint for the source resized by `scaleX` × `scaleY` (a point (u, v) of the old
    /// source is (u·scaleX, v·scaleY) of the new): the band's line and width move with it. At
    /// scale 1 it is this very tint.
    public func onSource(scaledBy scaleX: Double, _ scaleY: Double) -> WarpTint {
        guard let b = band, scaleX != 1 || scaleY != 1 else { return self }
        let nx = b.normalX / scaleX, ny = b.normalY / scaleY
        let n = (nx * nx + ny * ny).squareRoot()
        return WarpTint(factor: factor, band: ShadingBand(normalX: nx, normalY: ny, offset: b.offset,
                                                         halfWidth: b.halfWidth / n, before: b.before,
                                                         after: b.after, dip: b.dip))
    }

    /// The multiplier at a source point.
    @inline(__always) public func multiplier(atSourceX u: Double, y v: Double) -> Double {
        guard let band else { return factor }
        return factor * band.value(atSourceX: u, y: v)
    }
}

/// A smooth band of a source image centred on the line `normalX·u + normalY·v = offset` (unit
/// normal), `halfWidth` source pixels to either side. With t the signed distance over the
/// half-width, clamped to [−1, 1], its value is lerp(before, after, smoothstep(t)) × (1 − dip·(1 − t²)²):
/// `before` on the negative side, `after` on the positive side, a C¹ ramp between them and a dip
/// of `dip` on the centre line. No edges anywhere.
public struct ShadingBand: Sendable, Equatable {
    public var normalX: Double
    public var normalY: Double
    public var offset: Double
    public var halfWidth: Double
    public var before: Double
    public var after: Double
    public var dip: Double

    /// A band; the normal is normalised here, halfWidth must be > 0.
    public init(normalX: Double, normalY: Double, offset: Double, halfWidth: Double,
                before: Double = 1, after: Double = 1, dip: Double = 0) {
        let n = (normalX * normalX + normalY * normalY).squareRoot()
        precondition(n > 0 && halfWidth > 0, "a shading band needs a direction and a width")
        self.normalX = normalX / n; self.normalY = normalY / n
        self.offset = offset / n; self.halfWidth = halfWidth
        self.before = before; self.after = after; self.dip = dip
    }

    /// True when the band is 1 everywhere.
    public var isNeutral: Bool { before == 1 && after == 1 && dip == 0 }

    /// The band's value at a source point (the formula above).
    @inline(__always) public func value(atSourceX u: Double, y v: Double) -> Double {
        let t = (normalX * u + normalY * v - offset) / halfWidth
        if t <= -1 { return before }
        if t >= 1 { return after }
        let s = (t + 1) * 0.5
        let ramp = s * s * (3 - 2 * s)
        let bump = (1 - t * t) * (1 - t * t)
        return (before + (after - before) * ramp) * (1 - dip * bump)
    }

    /// `value` at eight points at once: the same operations in the same order lane by lane, so
    /// bit for bit the same values.
    @inline(__always) func values(atSourceX u: SIMD8<Double>, y v: SIMD8<Double>) -> SIMD8<Double> {
        let t = (normalX * u + normalY * v - offset) / halfWidth
        let s = (t + 1) * 0.5
        let ramp = s * s * (3 - 2 * s)
        let bump = (1 - t * t) * (1 - t * t)
        var value = (before + (after - before) * ramp) * (1 - dip * bump)
        value.replace(with: before, where: t .<= -1)
        value.replace(with: after, where: t .>= 1)
        return value
    }
}
