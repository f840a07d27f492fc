/// A premultiplied RGBA8 colour: each colour channel is ≤ `a`.
public struct PremultipliedRGBA8: Sendable, Hashable {
    public let r: UInt8, g: UInt8, b: UInt8, a: UInt8

    /// Creates a colour from premultiplied channels; the caller promises r, g, b ≤ a (the
    /// package's own producers, which keep it by construction). Library users have `checkedR:`.
    @inlinable package init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// A colour from premultiplied channels, or nil when a colour channel exceeds alpha (no
    /// premultiplied colour has one). From straight channels, `StraightRGBA8(…).premultiplied`.
    public init?(checkedR r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        guard r <= a && g <= a && b <= a else { return nil }
        self.init(r: r, g: g, b: b, a: a)
    }

    public static let transparent = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 0)
    public static let black = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255)
    public static let white = PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255)

    /// The four bytes as one little-endian word, as they lie in memory (R lowest).
    @inlinable public var packed: UInt32 {
        UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
    }

    /// The same colour with straight alpha.
    @inlinable public var straight: StraightRGBA8 {
        StraightRGBA8(r: Premultiply.unpremultiply(r, a), g: Premultiply.unpremultiply(g, a),
                      b: Premultiply.unpremultiply(b, a), a: a)
    }
}

/// A straight-alpha (not premultiplied) RGBA8 colour, as codecs and users speak it.
public struct StraightRGBA8: Sendable, Hashable {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    @inlinable public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// The same colour premultiplied by its alpha (rounded to nearest).
    @inlinable public var premultiplied: PremultipliedRGBA8 {
        PremultipliedRGBA8(r: Premultiply.multiply(r, a), g: Premultiply.multiply(g, a),
                           b: Premultiply.multiply(b, a), a: a)
    }
}
