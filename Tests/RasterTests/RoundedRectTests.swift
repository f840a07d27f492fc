import Testing
@testable import Raster

/// Analytic rounded-rectangle coverage.
struct RoundedRectTests {
    struct Case: Sendable, CustomStringConvertible {
        var rect: RectF, radius: Double
        var description: String { "\(rect) r \(radius)" }
    }

    static let cases: [Case] = [
        Case(rect: RectF(x: 3, y: 4, width: 40, height: 30), radius: 8),
        Case(rect: RectF(x: 2.3, y: 1.7, width: 33.4, height: 21.9), radius: 5.25),
        Case(rect: RectF(x: 10.5, y: 10.5, width: 20, height: 20), radius: 10),   // a circle
        Case(rect: RectF(x: 1.1, y: 2.9, width: 17, height: 6), radius: 0),
        Case(rect: RectF(x: 4.4, y: 0.6, width: 12.2, height: 30.1), radius: 1.3),
    ]

    @Test(arguments: cases)
    func coveredAreaMatchesTheAnalyticArea(c: Case) {
        let mask = Mask.roundedRect(c.rect, cornerRadius: c.radius, width: 48, height: 40)
        let analytic = c.rect.width * c.rect.height - (4 - Double.pi) * c.radius * c.radius
        // Each pixel rounds to the nearest 1/255: the total error is well under the edge pixel count / 510.
        let edgePixels = 2 * (c.rect.width + c.rect.height) + 4
        #expect(abs(mask.coveredArea - analytic) <= edgePixels / 510 + 1e-9, "area \(mask.coveredArea) vs \(analytic)")
    }

    @Test func interiorIsFullExteriorEmptyCornersPartial() {
        let mask = Mask.roundedRect(RectF(x: 2, y: 2, width: 20, height: 12), cornerRadius: 5, width: 24, height: 16)
        #expect(mask[12, 8] == 255)
        #expect(mask[2, 8] == 255 && mask[21, 8] == 255)   // straight edges on pixel boundaries: full
        #expect(mask[1, 8] == 0 && mask[22, 8] == 0 && mask[12, 1] == 0)
        #expect(mask[2, 2] == 0)                             // the corner pixel lies outside the arc
        let arcPixel = mask[2, 4]   // [2,3]×[4,5]: corner (2,4) lies outside the arc, (3,5) inside
        #expect(arcPixel > 0 && arcPixel < 255)
        // Symmetry: all four corners alike.
        for y in 0..<16 {
            for x in 0..<24 {
                #expect(mask[x, y] == mask[23 - x, y] && mask[x, y] == mask[x, 15 - y], "(\(x), \(y))")
            }
        }
    }

    @Test func halfCoveredEdgePixelsAreHalf() {
        let mask = Mask.roundedRect(RectF(x: 1.5, y: 1.5, width: 6, height: 4), cornerRadius: 0, width: 10, height: 8)
        #expect(mask[1, 3] == 128 && mask[7, 3] == 128 && mask[4, 1] == 128)
        #expect(mask[1, 1] == 64)
    }

    @Test func maskOperations() {
        let a = Mask(width: 3, height: 1, coverage: [0, 128, 255])
        let b = Mask(width: 3, height: 1, coverage: [255, 128, 51])
        var product = a
        product.multiply(by: b)
        #expect(product.coverage == [0, 64, 51])
        #expect(a.inverted().coverage == [255, 127, 0])
        #expect(a.inverted().inverted() == a)
    }
}
