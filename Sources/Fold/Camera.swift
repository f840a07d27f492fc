/// The viewpoint orbiting the device, exactly as Docs/Geometry.md ("The camera") defines it:
/// after the fold, the device turns by `turn` degrees about the vertical axis through the hinge
/// midpoint, then tilts by `tilt` degrees about the horizontal one, and the pinhole at `distance`
/// (in units of the flat art's longer side) projects it. Invariant: turn = tilt = 0 is the
/// square-on camera of the fold, and then every point is left exactly as it was.
public struct Camera: Sendable, Equatable {
    /// Degrees about the vertical axis; > 0 swings the device's right side away (seen from the left).
    public var turn: Double
    /// Degrees about the horizontal axis; > 0 brings the device's top towards the camera (seen from above).
    public var tilt: Double
    /// The pinhole's distance in units of the flat art's longer side, > 0.
    public var distance: Double

    public init(turn: Double = 0, tilt: Double = 0, distance: Double = 3) {
        self.turn = turn
        self.tilt = tilt
        self.distance = distance
    }

    /// True when the camera looks at the device square-on (no orbit at all).
    public var isFrontal: Bool { turn == 0 && tilt == 0 }

    /// A device-frame vector after the orbit: X1 = X cos a + Z sin a, Z1 = −X sin a + Z cos a,
    /// then Y2 = Y1 cos t + Z1 sin t, Z2 = −Y1 sin t + Z1 cos t.
    public func orbit(_ p: SIMD3<Double>) -> SIMD3<Double> {
        if isFrontal { return p }
        let (ca, sa) = Camera.cosSin(turn), (ct, st) = Camera.cosSin(tilt)
        let x1 = p.x * ca + p.z * sa, z1 = -p.x * sa + p.z * ca
        return SIMD3(x1, p.y * ct + z1 * st, -p.y * st + z1 * ct)
    }

    /// The component towards the camera (Z2) of a device-frame unit normal after an orbit of
    /// `turn`, `tilt` degrees: > 0 when the face it belongs to can be seen.
    static func facing(_ n: SIMD3<Double>, turn: Double, tilt: Double) -> Double {
        Camera(turn: turn, tilt: tilt).orbit(n).z
    }

    /// cos and sin of an angle in degrees, exact at 0.
    static func cosSin(_ degrees: Double) -> (Double, Double) {
        if degrees == 0 { return (1, 0) }
        let r = degrees * .pi / 180
        return (cos(r), sin(r))
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
