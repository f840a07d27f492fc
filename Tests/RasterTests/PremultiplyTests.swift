import Testing
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
}
