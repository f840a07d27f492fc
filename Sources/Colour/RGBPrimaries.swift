/// The chromaticities of an RGB space: its three primaries and its white point as CIE 1931 x, y.
/// Invariant: every y is above 0, the primaries are not collinear, the white lies inside their
/// triangle, and the colorants are finite and small enough for an ICC profile's numbers
/// (`init?` refuses the rest).
public struct RGBPrimaries: Sendable, Equatable {
    public let red: SIMD2<Double>, green: SIMD2<Double>, blue: SIMD2<Double>, white: SIMD2<Double>

    public init?(red: SIMD2<Double>, green: SIMD2<Double>, blue: SIMD2<Double>, white: SIMD2<Double>) {
        self.red = red; self.green = green; self.blue = blue; self.white = white
        guard [red, green, blue, white].allSatisfy({ $0.y > 1e-6 && $0.x >= 0 && $0.x + $0.y <= 1.000001 }),
              let inverse = Matrix3(columns: [red, green, blue].map(Self.xyz)).inverted, inverse.isFinite
        else { return nil }
        // Each primary's share of the white must be positive, and no colorant beyond what an
        // s15Fixed16 number holds (a fuzzed cHRM made one of 10⁹).
        let scale = inverse * Self.xyz(white)
        guard scale.x > 0, scale.y > 0, scale.z > 0,
              colorantsD50.isFinite, colorantsD50.rows.allSatisfy({ max(abs($0.x), abs($0.y), abs($0.z)) < 256 })
        else { return nil }
    }

    private init(exactly red: SIMD2<Double>, _ green: SIMD2<Double>, _ blue: SIMD2<Double>, _ white: SIMD2<Double>) {
        self.red = red; self.green = green; self.blue = blue; self.white = white
    }

    /// D65, as sRGB, Display P3, Adobe RGB and BT.2020 give it.
    public static let d65 = SIMD2(0.3127, 0.3290)
    /// IEC 61966-2-1.
    public static let sRGB = RGBPrimaries(exactly: SIMD2(0.64, 0.33), SIMD2(0.30, 0.60), SIMD2(0.15, 0.06), d65)
    /// Apple's Display P3: DCI-P3's primaries with a D65 white.
    public static let displayP3 = RGBPrimaries(exactly: SIMD2(0.680, 0.320), SIMD2(0.265, 0.690), SIMD2(0.150, 0.060), d65)
    /// Adobe RGB (1998).
    public static let adobeRGB = RGBPrimaries(exactly: SIMD2(0.64, 0.33), SIMD2(0.21, 0.71), SIMD2(0.15, 0.06), d65)
    /// ITU-R BT.2020.
    public static let bt2020 = RGBPrimaries(exactly: SIMD2(0.708, 0.292), SIMD2(0.170, 0.797), SIMD2(0.131, 0.046), d65)

    /// The ICC profile connection space's illuminant, D50, as XYZ.
    public static let d50XYZ = SIMD3(0.9642, 1.0, 0.8249)

    /// XYZ with Y = 1 of a chromaticity.
    static func xyz(_ c: SIMD2<Double>) -> SIMD3<Double> { SIMD3(c.x / c.y, 1, (1 - c.x - c.y) / c.y) }

    /// RGB (linear, 0...1) to XYZ under the space's own white: each column a primary's XYZ, scaled
    /// so that RGB 1, 1, 1 is the white with Y = 1.
    public var toXYZ: Matrix3 {
        let primaries = Matrix3(columns: [red, green, blue].map(Self.xyz))
        let scale = primaries.inverted! * Self.xyz(white)
        return Matrix3(columns: [primaries.column(0) * scale.x, primaries.column(1) * scale.y, primaries.column(2) * scale.z])
    }

    /// `toXYZ` adapted to D50 by Bradford's transform: the colorants an ICC profile holds (rXYZ,
    /// gXYZ, bXYZ are its columns), with `chromaticAdaptation` the adaptation itself (chad).
    public var colorantsD50: Matrix3 { chromaticAdaptation * toXYZ }

    /// Bradford's adaptation from this space's white to D50.
    public var chromaticAdaptation: Matrix3 { Self.bradford(from: Self.xyz(white), to: Self.d50XYZ) }

    static let bradfordCone = Matrix3(rows: [SIMD3(0.8951, 0.2664, -0.1614), SIMD3(-0.7502, 1.7135, 0.0367),
                                             SIMD3(0.0389, -0.0685, 1.0296)])

    static func bradford(from source: SIMD3<Double>, to target: SIMD3<Double>) -> Matrix3 {
        let cone = bradfordCone
        let s = cone * source, t = cone * target
        let gain = Matrix3(rows: [SIMD3(t.x / s.x, 0, 0), SIMD3(0, t.y / s.y, 0), SIMD3(0, 0, t.z / s.z)])
        return cone.inverted! * gain * cone
    }

    /// True when every chromaticity is within `tolerance` of `other`'s.
    public func isClose(to other: RGBPrimaries, tolerance: Double = 0.002) -> Bool {
        zip([red, green, blue, white], [other.red, other.green, other.blue, other.white]).allSatisfy { a, b in
            abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
        }
    }
}

/// A 3 × 3 matrix of Doubles, row-major; enough linear algebra for colorants and adaptations.
public struct Matrix3: Sendable, Equatable {
    public var rows: [SIMD3<Double>]

    public init(rows: [SIMD3<Double>]) {
        precondition(rows.count == 3, "a 3 × 3 matrix has three rows")
        self.rows = rows
    }

    public init(columns: [SIMD3<Double>]) {
        precondition(columns.count == 3, "a 3 × 3 matrix has three columns")
        rows = (0..<3).map { r in SIMD3(columns[0][r], columns[1][r], columns[2][r]) }
    }

    public static let identity = Matrix3(rows: [SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1)])

    public func column(_ c: Int) -> SIMD3<Double> { SIMD3(rows[0][c], rows[1][c], rows[2][c]) }

    public var isFinite: Bool { rows.allSatisfy { $0.x.isFinite && $0.y.isFinite && $0.z.isFinite } }

    public static func * (m: Matrix3, v: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3((m.rows[0] * v).sum(), (m.rows[1] * v).sum(), (m.rows[2] * v).sum())
    }

    public static func * (a: Matrix3, b: Matrix3) -> Matrix3 {
        Matrix3(columns: (0..<3).map { a * b.column($0) })
    }

    /// The inverse, or nil when the determinant is (nearly) zero.
    public var inverted: Matrix3? {
        let a = rows[0], b = rows[1], c = rows[2]
        let r0 = SIMD3(b.y * c.z - b.z * c.y, a.z * c.y - a.y * c.z, a.y * b.z - a.z * b.y)
        let r1 = SIMD3(b.z * c.x - b.x * c.z, a.x * c.z - a.z * c.x, a.z * b.x - a.x * b.z)
        let r2 = SIMD3(b.x * c.y - b.y * c.x, a.y * c.x - a.x * c.y, a.x * b.y - a.y * b.x)
        let determinant = a.x * r0.x + a.y * r1.x + a.z * r2.x
        guard abs(determinant) > 1e-12 else { return nil }
        return Matrix3(rows: [r0 / determinant, r1 / determinant, r2 / determinant])
    }
}
