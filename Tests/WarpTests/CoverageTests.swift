import Testing
import Raster
import Warp

@Suite struct CoverageTests {
    @Test func coverageSumsToTheArea() throws {
        // A rotated, sheared quad with no vertex on the pixel grid.
        let quad = try #require(ConvexPolygon([Point2D(3.3, 2.7), Point2D(27.9, 6.1), Point2D(22.4, 25.2), Point2D(5.05, 19.6)]))
        let mask = quad.coverageMask(width: 32, height: 32)
        let total = mask.coverage.reduce(0.0) { $0 + Double($1) / 255 }
        // Each pixel rounds to 1/255, so the sum can drift by half a level per edge pixel.
        #expect(abs(total - quad.area) < 0.5)
        #expect(mask[15, 14] == 255)  // interior
        #expect(mask[0, 0] == 0 && mask[31, 31] == 0)  // outside
    }

    @Test func halfCoveredPixelsAreHalf() throws {
        let rect = try #require(ConvexPolygon.rectangle(x0: 2.5, y0: 1, x1: 6, y1: 4))
        let mask = rect.coverageMask(width: 8, height: 6)
        #expect(mask[2, 2] == 128)
        #expect(mask[3, 2] == 255 && mask[5, 3] == 255)
        #expect(mask[6, 2] == 0 && mask[3, 0] == 0 && mask[3, 4] == 0)
    }

    @Test func diagonalEdgeCoversTrianglesExactly() throws {
        // Triangle (0,0)-(4,0)-(0,4): pixels on the diagonal are half covered.
        let tri = try #require(ConvexPolygon([Point2D(0, 0), Point2D(4, 0), Point2D(0, 4)]))
        let mask = tri.coverageMask(width: 5, height: 5)
        for i in 0..<4 { #expect(mask[i, 3 - i] == 128) }
        #expect(mask[0, 0] == 255 && mask[1, 1] == 255 && mask[2, 2] == 0)
    }

    @Test func polygonsPastTheBorderAreClipped() throws {
        let big = try #require(ConvexPolygon.rectangle(x0: -10, y0: -3, x1: 4.25, y1: 50))
        let mask = big.coverageMask(width: 8, height: 8)
        #expect(mask[0, 0] == 255 && mask[3, 7] == 255)
        #expect(mask[4, 5] == 64)
        #expect(mask[5, 5] == 0)
    }

    @Test func hullAndClipping() throws {
        let pts = [Point2D(0, 0), Point2D(10, 0), Point2D(5, 3), Point2D(10, 10), Point2D(0, 10), Point2D(4, 6)]
        let hull = try #require(ConvexPolygon(hullOf: pts))
        #expect(hull.vertices.count == 4)
        #expect(abs(hull.area - 100) < 1e-9)
        let half = try #require(hull.clipped(keepingLeftOf: Point2D(5, 10), Point2D(5, 0)))
        #expect(abs(half.area - 50) < 1e-9)
        #expect(ConvexPolygon([Point2D(0, 0), Point2D(1, 1), Point2D(2, 2)]) == nil)
    }
}
