import Foundation

/// A resampling filter as data: a kernel that is zero outside [−support, support] (in source
/// pixels at scale 1). When shrinking, the support widens by the scale factor (as in Pillow's Resample.c).
public struct ResamplingFilter: Sendable, CustomStringConvertible {
    public let name: String
    /// Half-width of the kernel at scale 1, in source pixels.
    public let support: Double
    /// The kernel, centred on 0.
    public let kernel: @Sendable (Double) -> Double

    public init(name: String, support: Double, kernel: @escaping @Sendable (Double) -> Double) {
        precondition(support > 0, "a filter's support must be positive")
        self.name = name; self.support = support; self.kernel = kernel
    }

    /// Lanczos windowed sinc with three lobes: sinc(x) · sinc(x / 3) on (−3, 3).
    public static let lanczos3 = ResamplingFilter(name: "lanczos3", support: 3) { x in
        guard x > -3 && x < 3 else { return 0 }
        return sinc(x) * sinc(x / 3)
    }

    /// Keys' cubic convolution with a = −0.5 (Catmull–Rom), support 2.
    public static let bicubic = ResamplingFilter(name: "bicubic", support: 2) { x in
        let a = -0.5, t = abs(x)
        if t < 1 { return ((a + 2) * t - (a + 3)) * t * t + 1 }
        if t < 2 { return (((t - 5) * t + 8) * t - 4) * a }
        return 0
    }

    /// The triangle (tent) filter, support 1.
    public static let bilinear = ResamplingFilter(name: "bilinear", support: 1) { x in
        max(0, 1 - abs(x))
    }

    /// The box filter, support ½: area averaging when shrinking, nearest pixel when enlarging.
    public static let box = ResamplingFilter(name: "box", support: 0.5) { x in
        x > -0.5 && x <= 0.5 ? 1 : 0
    }

    /// The named filters, for command lines.
    public static let all: [ResamplingFilter] = [.lanczos3, .bicubic, .bilinear, .box]

    /// sin(πx) / (πx), 1 at 0.
    static func sinc(_ x: Double) -> Double {
        if x == 0 { return 1 }
        let px = Double.pi * x
        return sin(px) / px
    }

    public var description: String { name }
}
