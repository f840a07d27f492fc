import Testing
import Codecs
import Raster
@testable import Compose

@Suite struct BackgroundTests {
    /// A slow ramp (16 levels over 1600 px) dithered: the average of every 8-px column band
    /// follows the exact ramp within a quarter of a level, where plain rounding is off by up to
    /// half a level in wide flat bands.
    @Test func gradientsAreDitheredSoSlowRampsDoNotBand() throws {
        let w = 1600, h = 64
        let stops = [GradientStop(colour: StraightRGBA8(r: 40, g: 40, b: 40), position: 0),
                     GradientStop(colour: StraightRGBA8(r: 56, g: 56, b: 56), position: 1)]
        let image = try BackgroundRenderer.render(.linear(angle: 90, stops: stops), width: w, height: h)
        var worst = 0.0
        var distinctPerRow: Set<UInt8> = []
        for band in 0..<(w / 8) {
            var sum = 0.0
            for y in 0..<h { for x in band * 8..<(band * 8 + 8) { sum += Double(image[x, y].r) } }
            let mean = sum / Double(8 * h)
            let exact = 40 + 16 * (Double(band * 8) + 4) / Double(w)
            worst = max(worst, abs(mean - exact))
        }
        for x in 0..<w { distinctPerRow.insert(image[x, 0].r) }
        #expect(worst < 0.25, "the worst band is \(worst) levels off the ramp")
        #expect(distinctPerRow.count >= 16)
        #expect(image.isOpaque)
    }

    @Test func gradientRoundingMatchesRoundfClampedToBytes() {
        func reference(_ c: Float) -> UInt8 { UInt8(c < 0 ? 0 : c > 255 ? 255 : c.rounded()) }
        // Every quarter from −2 to 257 (the ties among them), the floats on either side of each
        // tie, and a spread of others.
        var values: [Float] = (-8...1028).map { Float($0) / 4 }
        for k in 0...256 { let tie = Float(k) + 0.5; values += [tie.nextDown, tie.nextUp] }
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<4096 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            values.append(Float(seed >> 40) / Float(1 << 24) * 270 - 7)
        }
        for i in stride(from: 0, to: values.count - 2, by: 3) {
            let v = SIMD4<Float>(values[i], values[i + 1], values[i + 2], 0.3)
            let word = BackgroundRenderer.roundedBytes(v)
            let expected = UInt32(reference(v.x)) | UInt32(reference(v.y)) << 8 | UInt32(reference(v.z)) << 16 | 0xFF00_0000
            #expect(word == expected, "\(v)")
        }
    }

    @Test func linearAnglesFollowCSS() throws {
        let stops = [GradientStop(colour: StraightRGBA8(r: 0, g: 0, b: 0), position: 0),
                     GradientStop(colour: StraightRGBA8(r: 255, g: 255, b: 255), position: 1)]
        let down = try BackgroundRenderer.render(.linear(angle: 180, stops: stops), width: 50, height: 100)
        #expect(down[25, 0].r < 5 && down[25, 99].r > 250)
        let up = try BackgroundRenderer.render(.linear(angle: 0, stops: stops), width: 50, height: 100)
        #expect(up[25, 0].r > 250 && up[25, 99].r < 5)
        let right = try BackgroundRenderer.render(.linear(angle: 90, stops: stops), width: 100, height: 50)
        #expect(right[0, 25].r < 5 && right[99, 25].r > 250)
    }

    @Test func radialGradientsRunFromTheCentreAndTranslucentColoursLieOnWhite() throws {
        let stops = [GradientStop(colour: StraightRGBA8(r: 255, g: 0, b: 0), position: 0),
                     GradientStop(colour: StraightRGBA8(r: 0, g: 0, b: 255, a: 0), position: 1)]
        let image = try BackgroundRenderer.render(.radial(centreX: 0.5, centreY: 0.5, radius: 0.3, stops: stops), width: 101, height: 101)
        #expect(image[50, 50] == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
        // The corners are past the radius: the transparent stop over white.
        #expect(image[0, 0] == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(image.isOpaque)
    }

    @Test func imageBackgroundsFillOrFit() throws {
        let dir = try ComposeTestFiles.temporaryFolder()
        let picture = Image(width: 200, height: 100, fill: PremultipliedRGBA8(r: 0, g: 200, b: 0, a: 255))
        try Codecs_write(picture, dir + "/bg.png")
        let fill = try BackgroundRenderer.render(.image(path: dir + "/bg.png", mode: .fill, colour: StraightRGBA8(r: 0, g: 0, b: 0)),
                                                 width: 100, height: 100)
        #expect(fill[50, 2].g == 200 && fill[50, 97].g == 200)
        let fit = try BackgroundRenderer.render(.image(path: dir + "/bg.png", mode: .fit, colour: StraightRGBA8(r: 9, g: 9, b: 9)),
                                                width: 100, height: 100)
        #expect(fit[50, 5] == PremultipliedRGBA8(r: 9, g: 9, b: 9, a: 255))
        #expect(fit[50, 50].g == 200)
        #expect(throws: CodecError.self) {
            _ = try BackgroundRenderer.render(.image(path: dir + "/none.png", mode: .fit, colour: StraightRGBA8(r: 0, g: 0, b: 0)),
                                              width: 10, height: 10)
        }
    }
}
