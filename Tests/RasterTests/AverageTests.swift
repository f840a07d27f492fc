import Testing
import Raster
import TestSupport

/// `Image.averaged(by:)`: block means, partial blocks at the right and bottom edges.
@Suite struct AverageTests {
    @Test func blockMeansIncludingPartialEdgeBlocks() {
        var img = Image(width: 5, height: 3)
        for y in 0..<3 {
            for x in 0..<5 {
                let v = UInt8(10 * x + 60 * y)
                img[x, y] = PremultipliedRGBA8(r: v, g: v / 2, b: 0, a: 255)
            }
        }
        let out = img.averaged(by: 2)
        #expect(out.width == 3 && out.height == 2)
        // Block (0, 0): x 0–1, y 0–1 → values 0, 10, 60, 70: mean 35.
        #expect(out[0, 0] == PremultipliedRGBA8(r: 35, g: 18, b: 0, a: 255))
        // Block (2, 0): x 4, y 0–1 → 40, 100: mean 70.
        #expect(out[2, 0] == PremultipliedRGBA8(r: 70, g: 35, b: 0, a: 255))
        // Block (2, 1): x 4, y 2 → 160 alone.
        #expect(out[2, 1] == PremultipliedRGBA8(r: 160, g: 80, b: 0, a: 255))
        #expect(img.averaged(by: 1) == img)
    }

    @Test func colourStaysWithinAlpha() {
        var img = Image(width: 3, height: 3)
        for y in 0..<3 { for x in 0..<3 { img[x, y] = PremultipliedRGBA8(r: UInt8(x * 40), g: 0, b: 0, a: UInt8(x * 40 + y)) } }
        let out = img.averaged(by: 3)
        #expect(out.width == 1 && out.height == 1 && out[0, 0].r <= out[0, 0].a)
    }

    /// The largest factor sums 256 rows of 255 in each 16-bit column lane (65 280): no overflow,
    /// and the cut blocks at the right and bottom keep their own divisors.
    @Test func theLargestFactorDoesNotOverflow() {
        var img = Image(width: 300, height: 260)
        img.fill(PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
        for y in 0..<260 { img[299, y] = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255) }
        let out = img.averaged(by: 256)
        #expect(out.width == 2 && out.height == 2)
        #expect(out[0, 0] == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(out[0, 1] == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
        // Columns 256–299: 43 white, 1 black → round(255 · 43 / 44) = 249.
        #expect(out[1, 0] == PremultipliedRGBA8(r: 249, g: 249, b: 249, a: 255))
        #expect(out[1, 1] == PremultipliedRGBA8(r: 249, g: 249, b: 249, a: 255))
    }

    /// Against the definition (each channel's sum over the block, divided with rounding half up)
    /// on random premultiplied pixels, for factors whose blocks are cut at the edges, up to a
    /// factor so large that one block is the whole image.
    @Test(arguments: [2, 3, 7, 16, 53])
    func everyBlockIsTheRoundedMeanOfItsPixels(factor: Int) {
        var random = SeededGenerator(seed: UInt64(factor))
        var img = Image(width: 101, height: 47)
        for y in 0..<img.height {
            for x in 0..<img.width {
                let a = UInt8.random(in: 0...255, using: &random)
                img[x, y] = PremultipliedRGBA8(r: UInt8.random(in: 0...a, using: &random), g: UInt8.random(in: 0...a, using: &random),
                                               b: UInt8.random(in: 0...a, using: &random), a: a)
            }
        }
        let out = img.averaged(by: factor)
        #expect(out.width == (101 + factor - 1) / factor && out.height == (47 + factor - 1) / factor)
        var wrong = 0
        for j in 0..<out.height {
            for i in 0..<out.width {
                var sums = [0, 0, 0, 0], n = 0
                for y in (j * factor)..<min(47, (j + 1) * factor) {
                    for x in (i * factor)..<min(101, (i + 1) * factor) {
                        let p = img[x, y]
                        sums[0] += Int(p.r); sums[1] += Int(p.g); sums[2] += Int(p.b); sums[3] += Int(p.a)
                        n += 1
                    }
                }
                let expected = sums.map { UInt8(($0 + n / 2) / n) }
                let got = out[i, j]
                if [got.r, got.g, got.b, got.a] != expected { wrong += 1 }
            }
        }
        #expect(wrong == 0)
    }
}
