/// A multiplier for the colour channels (never alpha) of a warped image, a cheap function of the
/// source position: `factor × (1 − band.strength × bump(distance to band.line / band.halfWidth))`,
/// where bump(t) = (1 − t²)² for |t| < 1 and 0 elsewhere (smooth, no edge). A neutral tint
/// (factor 1, no band) leaves every pixel bit for bit as sampled.
public struct WarpTint: Sendable, Equatable {
    /// The constant part of the multiplier, ≥ 0 (above 1 brightens, colour clamped to alpha).
    public var factor: Double
    /// An optional smooth band along a line of the source, darkening (strength > 0) or
    /// lightening (strength < 0) by at most `strength` at its centre line.
    public var band: ShadingBand?

    public init(factor: Double = 1, band: ShadingBand? = nil) {
        precondition(factor >= 0 && factor.isFinite, "a tint factor must be a finite number ≥ 0")
        self.factor = factor
        self.band = band
    }

    /// No change at all.
    public static let neutral = WarpTint()

    /// True when the tint changes nothing.
    public var isNeutral: Bool { factor == 1 && (band == nil || band!.strength == 0) }

    /// The multiplier at a source point (the formula above), for callers and tests.
    public func multiplier(atSourceX u: Double, y v: Double) -> Double {
        var f = factor
        if let b = band { f *= 1 - b.strength * b.bump(atSourceX: u, y: v) }
        return max(0, f)
    }
}

/// A band of a source image centred on the line `normalX·u + normalY·v = offset` (unit normal),
/// `halfWidth` source pixels to either side, with a signed peak `strength` (fraction of the colour).
public struct ShadingBand: Sendable, Equatable {
    public var normalX: Double
    public var normalY: Double
    public var offset: Double
    public var halfWidth: Double
    public var strength: Double

    /// A band; the normal is normalised here, halfWidth must be > 0.
    public init(normalX: Double, normalY: Double, offset: Double, halfWidth: Double, strength: Double) {
        let n = (normalX * normalX + normalY * normalY).squareRoot()
        precondition(n > 0 && halfWidth > 0, "a shading band needs a direction and a width")
        self.normalX = normalX / n; self.normalY = normalY / n
        self.offset = offset / n; self.halfWidth = halfWidth; self.strength = strength
    }

    /// The band's profile at a source point, 1 on its centre line, 0 from halfWidth on.
    @inline(__always) public func bump(atSourceX u: Double, y v: Double) -> Double {
        let t = (normalX * u + normalY * v - offset) / halfWidth
        if abs(t) >= 1 { return 0 }
        let s = 1 - t * t
        return s * s
    }
}
