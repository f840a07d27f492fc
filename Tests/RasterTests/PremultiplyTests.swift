import Testing
import TestSupport
@testable import Raster

/// Premultiplying and back, exhaustively over every colour byte and alpha.
struct PremultiplyTests {
    @Test func multiplyRoundsToNearest() {
        for a in 0...255 {
            for c in 0...255 {
                let exact = Double(c * a) / 255
                let got = Premultiply.multiply(UInt8(c), UInt8(a))
                #expect(abs(Double(got) - exact) <= 0.5, "c \(c) a \(a)")
            }
        }
    }

    @Test func roundTripRecoversStraightColourWherePrecisionAllows() {
        for a in 1...255 {
            for c in 0...255 {
                let p = Premultiply.multiply(UInt8(c), UInt8(a))
                let back = Premultiply.unpremultiply(p, UInt8(a))
                // One premultiplied step spans 255/a straight levels.
                let tolerance = 255.0 / Double(a) / 2 + 0.5
                #expect(abs(Double(back) - Double(c)) <= tolerance, "c \(c) a \(a) -> \(p) -> \(back)")
                #expect(p <= UInt8(a))
            }
        }
    }

    @Test func imageStraightRoundTripIsIdentityWhenOpaque() {
        let straight: [UInt8] = [10, 20, 30, 255, 200, 100, 50, 255]
        let image = Image(width: 2, height: 1, straightPixels: straight)
        #expect(image.straightPixels() == straight)
        #expect(image.isOpaque)
    }

    /// The in-place pass (with its shortcuts for opaque and fully transparent words, one at a time
    /// and eight at a time) agrees with `multiply` on every byte, over enough pixels to be split
    /// across the cores. Pixels come in runs of one kind (1 to 40 long), as in bezel art, so that
    /// eight-pixel stretches of each kind occur at every alignment.
    @Test func inPlacePassMatchesMultiplyOnEveryPixel() {
        var random = SeededGenerator(seed: 14)
        let count = 300 * 300
        var bytes = [UInt8](repeating: 0, count: count * 4)
        var kind = 0, left = 0
        for i in 0..<count {
            // Mostly opaque or transparent (as bezel art is), with colour under a zero alpha too,
            // and clear zero pixels.
            if left == 0 { kind = Int.random(in: 0..<5, using: &random); left = Int.random(in: 1...40, using: &random) }
            left -= 1
            if kind == 4 { continue }
            let alpha: UInt8 = kind == 0 ? 0 : kind == 1 ? 255 : UInt8.random(in: 0...255, using: &random)
            for c in 0..<3 { bytes[i * 4 + c] = UInt8.random(in: 0...255, using: &random) }
            bytes[i * 4 + 3] = alpha
        }
        var expected = bytes
        for i in 0..<count {
            let a = expected[i * 4 + 3]
            for c in 0..<3 { expected[i * 4 + c] = Premultiply.multiply(expected[i * 4 + c], a) }
        }
        bytes.withUnsafeMutableBytes { Premultiply.premultiplyInPlace($0) }
        #expect(bytes == expected)
    }
}
