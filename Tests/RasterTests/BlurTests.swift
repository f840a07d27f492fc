import Testing
@testable import Raster

/// The three-box Gaussian blur.
struct BlurTests {
    @Test(arguments: [0.5, 1.0, 2.5, 6.0, 20.0, 60.0])
    func planVarianceMatchesSigma(sigma: Double) {
        let plan = BoxBlurPlan(sigma: sigma)
        #expect(plan.widths.count == 3 && plan.widths.allSatisfy { $0 % 2 == 1 && $0 >= 1 })
        // Odd widths move the variance in steps; it stays within one such step of σ².
        let step = Double(plan.widths.max()! + 1) / 3
        #expect(abs(plan.variance - sigma * sigma) <= step + 0.25, "\(plan.widths) var \(plan.variance) σ² \(sigma * sigma)")
    }

    @Test(arguments: [1.0, 3.0, 7.5])
    func blurPreservesTotalAlphaMassAndPremultiplication(sigma: Double) {
        // A blob far enough from the edges that nothing spreads outside.
        var image = Image(width: 90, height: 80)
        image.fill(PremultipliedRGBA8(r: 180, g: 40, b: 90, a: 200), rect: PixelRect(x: 35, y: 30, width: 20, height: 15))
        image.fill(.white, rect: PixelRect(x: 40, y: 38, width: 4, height: 3))
        let blurred = image.blurred(sigma: sigma)
        let before = TestImages.alphaMass(image), after = TestImages.alphaMass(blurred)
        // Each output byte rounds by at most ½: the mass changes by far less than that bound.
        #expect(abs(after - before) / before < 0.01, "mass \(before) -> \(after)")
        #expect(TestImages.isPremultiplied(blurred))
        #expect(blurred[34, 37].a > 0)   // spread beyond the blob's left edge at x = 35 ...
        #expect(blurred[35 - Int(4 * sigma) - 1, 37].a == 0)   // ... but not past about 4σ
        #expect(blurred[40, 38].a < 255)   // the white core's corner is softened
    }

    @Test func constantInteriorStaysAndEdgesFadeToTransparentOutside() {
        let colour = PremultipliedRGBA8(r: 10, g: 120, b: 60, a: 160)
        let blurred = Image(width: 60, height: 40, fill: colour).blurred(sigma: 2)
        #expect(blurred[30, 20] == colour)
        #expect(blurred[0, 20].a < colour.a)   // outside counts as transparent
        #expect(TestImages.isPremultiplied(blurred))
    }

    @Test func maskBlurMatchesImageAlphaBlur() {
        var mask = Mask(width: 50, height: 30)
        for y in 10..<20 { for x in 15..<40 { mask[x, y] = 255 } }
        var image = Image(width: 50, height: 30)
        image.fill(.white, mask: mask, atX: 0, y: 0)
        let blurredMask = mask.blurred(sigma: 3)
        #expect(blurredMask == image.blurred(sigma: 3).alphaMask)
        #expect(blurredMask != mask)
        #expect(abs(blurredMask.coveredArea - mask.coveredArea) < 1)
    }

    @Test func zeroSigmaIsIdentity() {
        let image = TestImages.randomRow(width: 40, seed: 21)
        #expect(image.blurred(sigma: 0) == image)
    }
}
