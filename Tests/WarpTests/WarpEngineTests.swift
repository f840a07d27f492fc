import Testing
import Raster
import Warp

@Suite struct WarpEngineTests {
    @Test(arguments: [Sampler.bilinear, .bicubic])
    func identityAndIntegerTranslationCopyExactly(sampler: Sampler) throws {
        let src = WarpTestImages.noise(width: 23, height: 17)
        var same = Image(width: 23, height: 17)
        let whole = try #require(ConvexPolygon.rectangle(x0: 0, y0: 0, x1: 23, y1: 17))
        WarpEngine.warp(src, into: &same, destinationToSource: .identity, clip: whole, sampler: sampler)
        #expect(same == src)

        // Shift by (5, 3) into a bigger canvas: destination→source is the translation by (−5, −3).
        var shifted = Image(width: 30, height: 24)
        let quad = try #require(ConvexPolygon.rectangle(x0: 5, y0: 3, x1: 28, y1: 20))
        let h = try #require(Homography(mapping: quad.vertices, to: whole.vertices))
        WarpEngine.warp(src, into: &shifted, destinationToSource: h, clip: quad, sampler: sampler)
        for y in 0..<24 {
            for x in 0..<30 {
                let inside = x >= 5 && x < 28 && y >= 3 && y < 20
                #expect(shifted[x, y] == (inside ? src[x - 5, y - 3] : .transparent))
            }
        }
    }

    @Test func edgesAreAntialiasedByCoverage() throws {
        let white = Image(width: 8, height: 8, fill: .white)
        var dst = Image(width: 10, height: 10)
        let clip = try #require(ConvexPolygon.rectangle(x0: 1.5, y0: 1, x1: 9, y1: 9.25))
        WarpEngine.warp(white, into: &dst, destinationToSource: .identity, clip: clip)
        #expect(dst[1, 5] == PremultipliedRGBA8(r: 128, g: 128, b: 128, a: 128))
        #expect(dst[5, 9].a == 64)
        #expect(dst[5, 5] == .white)
        #expect(dst[0, 5] == .transparent && dst[9, 5] == .transparent)
    }

    @Test func tintScalesColourButNotAlphaAndNeutralIsExact() throws {
        let grey = Image(width: 4, height: 4, fill: PremultipliedRGBA8(r: 200, g: 100, b: 50, a: 255))
        let clip = try #require(ConvexPolygon.rectangle(x0: 0, y0: 0, x1: 4, y1: 4))
        var dark = Image(width: 4, height: 4)
        WarpEngine.warp(grey, into: &dark, destinationToSource: .identity, clip: clip, tint: WarpTint(factor: 0.5))
        #expect(dark[2, 2] == PremultipliedRGBA8(r: 100, g: 50, b: 25, a: 255))
        // A band centred on x = 0.5 with half-width 2: darkest at column 0, untouched from column 2 on.
        let band = ShadingBand(normalX: 1, normalY: 0, offset: 0.5, halfWidth: 2, dip: 0.5)
        var banded = Image(width: 4, height: 4)
        WarpEngine.warp(grey, into: &banded, destinationToSource: .identity, clip: clip, tint: WarpTint(band: band))
        #expect(banded[0, 1].r == 100 && banded[0, 1].a == 255)
        #expect(banded[1, 1].r > 100 && banded[1, 1].r < 200)
        #expect(banded[3, 1].r == 200)
        // A ramp from 0.5 to 1 across x = 2 ± 1: constant outside, monotone and smooth inside.
        let ramp = ShadingBand(normalX: 1, normalY: 0, offset: 2, halfWidth: 1, before: 0.5, after: 1)
        #expect(ramp.value(atSourceX: 0.5, y: 0) == 0.5 && ramp.value(atSourceX: 3.5, y: 9) == 1)
        #expect(abs(ramp.value(atSourceX: 2, y: 0) - 0.75) < 1e-12)
        let steps = stride(from: 0.9, through: 3.1, by: 0.01).map { ramp.value(atSourceX: $0, y: 0) }
        #expect(zip(steps, steps.dropFirst()).allSatisfy { $1 >= $0 && $1 - $0 < 0.02 })
    }

    @Test func compositesSourceOverTheDestination() throws {
        let halfRed = Image(width: 2, height: 2, fill: PremultipliedRGBA8(r: 128, g: 0, b: 0, a: 128))
        var dst = Image(width: 2, height: 2, fill: PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255))
        let clip = try #require(ConvexPolygon.rectangle(x0: 0, y0: 0, x1: 2, y1: 2))
        WarpEngine.warp(halfRed, into: &dst, destinationToSource: .identity, clip: clip)
        #expect(dst[1, 1] == PremultipliedRGBA8(r: 128, g: 0, b: 127, a: 255))
    }

    /// A source squeezed ~5× horizontally by a steep perspective, rendered three ways and
    /// compared with a 16 × 16 supersampled rendering of the same geometry.
    @Test func footprintFilteringBeatsPlainBilinearOnASteepFold() throws {
        let src = WarpTestImages.chirp(width: 320, height: 24)
        let srcQuad = [Point2D(0, 0), Point2D(320, 0), Point2D(320, 24), Point2D(0, 24)]
        // Like a book leaf turned almost edge-on: its far edge is shorter and it spans 48 px.
        let dstQuad = [Point2D(4, 6), Point2D(52, 9), Point2D(52, 27), Point2D(4, 30)]
        let toDst = try #require(Homography(mapping: srcQuad, to: dstQuad))
        let toSrc = try #require(toDst.inverted())
        let clip = try #require(ConvexPolygon(dstQuad))

        var filtered = Image(width: 56, height: 36), plain = Image(width: 56, height: 36)
        WarpEngine.warp(src, into: &filtered, destinationToSource: toSrc, clip: clip, antialias: true)
        WarpEngine.warp(src, into: &plain, destinationToSource: toSrc, clip: clip, antialias: false)
        let reference = supersampled(src, toSrc: toSrc, clip: clip, width: 56, height: 36, n: 16)

        let good = WarpTestImages.psnr(filtered, reference), bad = WarpTestImages.psnr(plain, reference)
        #expect(good > 30, "footprint-filtered PSNR \(good) dB")
        #expect(good > bad + 8, "filtered \(good) dB vs plain bilinear \(bad) dB")
    }

    /// n × n point samples per pixel (bilinear, clamped at the border) inside `clip`, averaged,
    /// composited over transparent: an independent, slow rendering of the same warp.
    private func supersampled(_ src: Image, toSrc: Homography, clip: ConvexPolygon, width: Int, height: Int, n: Int) -> Image {
        var out = Image(width: width, height: height)
        func texel(_ x: Int, _ y: Int, _ c: Int) -> Double {
            Double(src.pixels[(min(max(y, 0), src.height - 1) * src.width + min(max(x, 0), src.width - 1)) * 4 + c])
        }
        for y in 0..<height {
            for x in 0..<width {
                var sum = [0.0, 0.0, 0.0, 0.0]
                for j in 0..<n {
                    for i in 0..<n {
                        let p = Point2D(Double(x) + (Double(i) + 0.5) / Double(n), Double(y) + (Double(j) + 0.5) / Double(n))
                        guard clip.contains(p) else { continue }
                        let q = toSrc.apply(p)
                        let fx = q.x - 0.5, fy = q.y - 0.5
                        let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
                        let tx = fx - Double(x0), ty = fy - Double(y0)
                        for c in 0..<4 {
                            let top = texel(x0, y0, c) * (1 - tx) + texel(x0 + 1, y0, c) * tx
                            let bottom = texel(x0, y0 + 1, c) * (1 - tx) + texel(x0 + 1, y0 + 1, c) * tx
                            sum[c] += top * (1 - ty) + bottom * ty
                        }
                    }
                }
                let k = Double(n * n)
                out[x, y] = PremultipliedRGBA8(r: UInt8((sum[0] / k).rounded()), g: UInt8((sum[1] / k).rounded()),
                                               b: UInt8((sum[2] / k).rounded()), a: UInt8((sum[3] / k).rounded()))
            }
        }
        return out
    }
}

/// A tint moved onto a resized source gives each source point the value it had before.
@Suite struct WarpTintOnSourceTests {
    @Test func bandFollowsTheResizedSource() {
        let band = ShadingBand(normalX: 1, normalY: 0.5, offset: 40, halfWidth: 6, before: 0.8, after: 1.1, dip: 0.2)
        let tint = WarpTint(factor: 0.9, band: band)
        let moved = tint.onSource(scaledBy: 0.5, 0.25)
        for (u, v) in [(30.0, 10.0), (38.0, 4.0), (41.0, 0.0), (50.0, -8.0), (35.5, 9.25)] {
            let before = tint.multiplier(atSourceX: u, y: v), after = moved.multiplier(atSourceX: u * 0.5, y: v * 0.25)
            #expect(abs(before - after) < 1e-12, "(\(u), \(v)): \(before) vs \(after)")
        }
        #expect(WarpTint(factor: 0.7).onSource(scaledBy: 0.5, 0.5) == WarpTint(factor: 0.7))
    }
}
