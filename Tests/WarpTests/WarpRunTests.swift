import Testing
import Raster
@testable import Warp

/// The engine's eight-pixel runs (`shadeRun`) give bit for bit what its per-pixel path gives:
/// perspective and affine maps, band tints crossing the runs, partly covered and see-through
/// pixels, taps past the source's edges, and a one-row source like a leaf's edge texture; and its
/// supersampled runs (`shadeSupersampledRun`) the same, on a steeply foreshortened leaf.
@Suite struct WarpRunTests {
    /// Noise, opaque but for its last quarter of columns (runs pack opaque pixels directly and
    /// composite the others).
    private func source(width: Int, height: Int) -> Image {
        var image = WarpTestImages.noise(width: width, height: height)
        for y in 0..<height {
            for x in 0..<(width * 3 / 4) {
                let p = image[x, y]
                image[x, y] = PremultipliedRGBA8(r: p.r, g: p.g, b: p.b, a: 255)
            }
        }
        return image
    }

    /// A warp drawn both ways over a half-transparent backdrop; true when they agree.
    private func agree(_ src: Image, width: Int, height: Int, toSource: Homography, clip: [Point2D],
                       tint: WarpTint) throws -> Bool {
        let polygon = try #require(ConvexPolygon(clip))
        let backdrop = Image(width: width, height: height, fill: PremultipliedRGBA8(r: 30, g: 60, b: 90, a: 128))
        var runs = backdrop, perPixel = backdrop
        WarpEngine.warp(src, into: &runs, destinationToSource: toSource, clip: polygon, sampler: .bilinear,
                        antialias: true, tint: tint, wholeRuns: true)
        WarpEngine.warp(src, into: &perPixel, destinationToSource: toSource, clip: polygon, sampler: .bilinear,
                        antialias: true, tint: tint, wholeRuns: false)
        #expect(runs != backdrop)
        return runs == perPixel
    }

    /// Quad corners mapped onto a `width` × `height` source.
    private func map(_ quad: [Point2D], width: Int, height: Int) throws -> Homography {
        let corners = [Point2D(0, 0), Point2D(Double(width), 0), Point2D(Double(width), Double(height)),
                       Point2D(0, Double(height))]
        return try #require(Homography(mapping: quad, to: corners))
    }

    /// A band across the middle of a 40-px-wide source: a ramp from 0.7 to 0.9 with a dip.
    private let band = ShadingBand(normalX: 1, normalY: 0.2, offset: 20, halfWidth: 5, before: 0.7, after: 0.9, dip: 0.3)

    @Test(arguments: [1.0, 0.8, 1.3])
    func perspectiveRunsMatchThePerPixelPath(factor: Double) throws {
        let src = source(width: 40, height: 30)
        // A gently turned leaf, sampled once per pixel with its map interpolated along runs; the
        // clip reaches a pixel past the source's corners, so some taps are clamped.
        let quad = [Point2D(3.3, 2.6), Point2D(45.2, 4.1), Point2D(44.7, 36.4), Point2D(2.8, 38.2)]
        let toSource = try map(quad, width: 40, height: 30)
        let clip = [Point2D(2.3, 1.6), Point2D(46.2, 3.1), Point2D(45.7, 37.4), Point2D(1.8, 39.2)]
        for tint in [WarpTint(factor: factor), WarpTint(factor: factor, band: band)] {
            #expect(try agree(src, width: 50, height: 42, toSource: toSource, clip: clip, tint: tint), "\(tint)")
        }
    }

    @Test func affineRunsMatchThePerPixelPath() throws {
        let src = source(width: 40, height: 30)
        // Enlarged and shifted: exact at every pixel (no perspective row), the clip rotated.
        let toSource = Homography.scale(40.0 / 43, 30.0 / 33.5) * Homography.translation(-2.5, -3.25)
        let clip = [Point2D(6.5, 2.25), Point2D(46.1, 7.9), Point2D(42.3, 37.6), Point2D(2.7, 31.95)]
        for tint in [WarpTint.neutral, WarpTint(factor: 0.9, band: band)] {
            #expect(try agree(src, width: 50, height: 42, toSource: toSource, clip: clip, tint: tint), "\(tint)")
        }
    }

    @Test(arguments: [1.0, 0.85])
    func supersampledRunsMatchThePerPixelPath(factor: Double) throws {
        // A tall source squeezed into a short trapezoid, like a laptop's table half seen from a
        // low camera: 2 to 9 samples down each pixel, the grid changing from row to row and, near
        // the slanted sides, within rows; the clip passes the source's sides, so some runs read
        // taps past its edge and go pixel by pixel.
        let src = source(width: 48, height: 240)
        let quad = [Point2D(14.3, 3.2), Point2D(49.6, 3.7), Point2D(62.2, 33.4), Point2D(2.1, 32.8)]
        let toSource = try map(quad, width: 48, height: 240)
        let clip = [Point2D(13.3, 2.7), Point2D(50.6, 3.2), Point2D(63.2, 33.9), Point2D(1.1, 33.3)]
        for tint in [WarpTint(factor: factor), WarpTint(factor: factor, band: band)] {
            #expect(try agree(src, width: 66, height: 38, toSource: toSource, clip: clip, tint: tint), "\(tint)")
        }
    }

    @Test func oneRowSourceMatchesThePerPixelPath() throws {
        // A leaf edge's texture: one row, so every tap's row is clamped.
        let src = source(width: 56, height: 1)
        let quad = [Point2D(2.4, 3.1), Point2D(60.6, 4.2), Point2D(60.1, 9.8), Point2D(2.9, 8.3)]
        #expect(try agree(src, width: 64, height: 12, toSource: try map(quad, width: 56, height: 1), clip: quad,
                          tint: WarpTint(factor: 0.6)))
    }
}
