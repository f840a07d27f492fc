import Testing
import Raster

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
}
