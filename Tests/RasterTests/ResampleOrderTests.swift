import Foundation
import Testing
@testable import Raster

/// `Image.resized` runs its two passes in the cheaper order: shrinking, the vertical pass first.
/// Either order stays within the two roundings of an exact resample.
struct ResampleOrderTests {
    /// A smooth image with a sharp transparent edge: a gradient disc on a clear ground.
    static func picture(width: Int, height: Int) -> Image {
        var image = Image(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let dx = Double(x) - Double(width) / 2, dy = Double(y) - Double(height) / 2
                guard dx * dx + dy * dy < Double(min(width, height) * min(width, height)) / 5 else { continue }
                let a = UInt8(128 + (x * 127) / width)
                image[x, y] = StraightRGBA8(r: UInt8((x * 255) / width), g: UInt8((y * 255) / height),
                                            b: UInt8(((x + y) * 97) % 256), a: a).premultiplied
            }
        }
        return image
    }

    @Test func shrinkingGoesVerticalFirstAndEnlargingHorizontalFirst() {
        let lanczos = ResamplingFilter.lanczos3
        func weights(_ a: Int, _ b: Int) -> ResamplingWeights { ResamplingWeights(filter: lanczos, inputSize: a, outputSize: b) }
        #expect(Image.verticalFirst(across: weights(3000, 1000), down: weights(2000, 667)))
        #expect(!Image.verticalFirst(across: weights(1000, 3000), down: weights(667, 2000)))
        // Shrinking only a little across but a lot down still reads fewer rows across.
        #expect(Image.verticalFirst(across: weights(1000, 900), down: weights(2000, 500)))
    }

    @Test func aShrinkIsTheVerticalPassThenTheHorizontalOne() {
        let image = Self.picture(width: 120, height: 90)
        let across = ResamplingWeights(filter: .lanczos3, inputSize: 120, outputSize: 37)
        let down = ResamplingWeights(filter: .lanczos3, inputSize: 90, outputSize: 29)
        let expected = ResamplingPass.horizontal(ResamplingPass.vertical(image, weights: down), weights: across)
        #expect(image.resized(width: 37, height: 29, filter: .lanczos3) == expected)
    }

    /// Smooth opaque waves within 40…215: no filter overshoot reaches a clamp.
    static func waves(width: Int, height: Int) -> Image {
        var image = Image(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                func wave(_ fx: Double, _ fy: Double) -> UInt8 {
                    UInt8(127.5 + 87 * sin((fx * Double(x) + fy * Double(y)).squareRoot()))
                }
                image[x, y] = PremultipliedRGBA8(r: wave(0.9, 0.2), g: wave(0.1, 1.3), b: wave(0.6, 0.6), a: 255)
            }
        }
        return image
    }

    @Test(arguments: [(37, 29), (300, 200), (50, 260)])
    func everyChannelIsWithinTwoRoundingsOfAnExactResample(width: Int, height: Int) {
        let image = Self.waves(width: 120, height: 90)
        let out = image.resized(width: width, height: height, filter: .bicubic)
        let across = ResamplingWeights(filter: .bicubic, inputSize: 120, outputSize: width)
        let down = ResamplingWeights(filter: .bicubic, inputSize: 90, outputSize: height)
        var worst = 0.0
        for y in 0..<height {
            for x in 0..<width {
                // The exact separable sum in Double, both axes at once, no rounding between.
                var sum = SIMD4<Double>(repeating: 0)
                for j in 0..<down.count[y] {
                    let wy = Double(down.weights[y * down.stride + j])
                    for i in 0..<across.count[x] {
                        let p = image[across.start[x] + i, down.start[y] + j]
                        sum += SIMD4(Double(p.r), Double(p.g), Double(p.b), Double(p.a)) * wy
                            * Double(across.weights[x * across.stride + i])
                    }
                }
                let p = out[x, y]
                for (c, e) in [(p.r, sum.x), (p.g, sum.y), (p.b, sum.z), (p.a, sum.w)] {
                    worst = max(worst, abs(Double(c) - e))
                }
            }
        }
        #expect(worst <= 1.5 && worst > 0.4, "worst difference \(worst) levels at \(width)×\(height)")
    }
}
