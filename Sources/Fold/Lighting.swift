/// The light the folds are lit by: ambient plus Lambert diffuse from a direction mostly at the
/// camera, a little from the left and from above (the references' light, `refcommon.py`),
/// normalised so a surface facing the camera flat gets exactly 1.
public enum Lighting {
    /// Unit vector towards the light, in the fold's frame (X right, Y down, Z towards the camera).
    public static let direction: SIMD3<Double> = {
        let v = SIMD3<Double>(-0.3, -0.3, 1)
        return v / (v * v).sum().squareRoot()
    }()
    /// The share of light that reaches every surface whatever its orientation.
    public static let ambient = 0.30

    /// ambient + (1 − ambient) · min(1, max(0, n·L) / L_z) for a unit normal n: 1 for n = (0, 0, 1).
    public static func factor(normal n: SIMD3<Double>) -> Double {
        if n == SIMD3(0, 0, 1) { return 1 }
        let lambert = min(1, max(0, (n * direction).sum()) / direction.z)
        return ambient + (1 - ambient) * lambert
    }
}
