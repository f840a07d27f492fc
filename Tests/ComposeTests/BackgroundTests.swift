import Testing
import Codecs
import Raster
@testable import Compose

@Suite struct BackgroundTests {
    /// A slow ramp (16 levels over 1600 px) dithered: the average of every 16-px column band (one
    /// period of the pattern) follows the exact ramp within a quarter of a level, where plain
    /// rounding is off by up to half a level in wide flat bands.
    @Test func gradientsAreDitheredSoSlowRampsDoNotBand() throws {
        let w = 1600, h = 16
        let image = try BackgroundRenderer.render(.linear(angle: 90, stops: Self.grey(40, 56)), width: w, height: h)
        var worst = 0.0
        var distinctPerRow: Set<UInt8> = []
        for band in 0..<(w / 16) {
            var sum = 0.0
            for y in 0..<h { for x in band * 16..<(band * 16 + 16) { sum += Double(image[x, y].r) } }
            let mean = sum / Double(16 * h)
            let exact = 40 + 16 * (Double(band * 16) + 8) / Double(w)
            worst = max(worst, abs(mean - exact))
        }
        for x in 0..<w { distinctPerRow.insert(image[x, 0].r) }
        #expect(worst < 0.25, "the worst band is \(worst) levels off the ramp")
        #expect(distinctPerRow.count >= 16)
        #expect(image.isOpaque)
    }

    static func grey(_ from: UInt8, _ to: UInt8) -> [GradientStop] {
        [GradientStop(colour: StraightRGBA8(r: from, g: from, b: from), position: 0),
         GradientStop(colour: StraightRGBA8(r: to, g: to, b: to), position: 1)]
    }

    /// The longest run of equal values down column `x` of channel r.
    static func longestRun(_ image: Image, column x: Int) -> Int {
        var longest = 1, run = 1
        for y in 1..<image.height {
            run = image[x, y].r == image[x, y - 1].r ? run + 1 : 1
            longest = max(longest, run)
        }
        return longest
    }

    /// Every pixel of a dithered slow ramp (top to bottom, and a radial one) lies within the
    /// pattern's bound of the exact colour: ½ step of rounding plus `GradientDither.limit`, so
    /// never a whole step off.
    @Test func theDitherStaysWithinItsBound() throws {
        let bound = 0.5 + Double(GradientDither.limit) + 1e-3
        #expect(bound < 1)
        let w = 40, h = 900
        let down = try BackgroundRenderer.render(.linear(angle: 180, stops: Self.grey(40, 56)), width: w, height: h)
        let radial = try BackgroundRenderer.render(.radial(centreX: 0.5, centreY: 0.5, radius: 1, stops: Self.grey(40, 56)),
                                                   width: w, height: h)
        let diagonal = (Double(w * w + h * h)).squareRoot()
        var worstDown = 0.0, worstRadial = 0.0, ditheredDown = 0
        for y in 0..<h {
            for x in 0..<w {
                let exactDown = 40 + 16 * (Double(y) + 0.5) / Double(h)
                let d = abs(Double(down[x, y].r) - exactDown)
                worstDown = max(worstDown, d)
                if d > 0.5 + 1e-3 { ditheredDown += 1 }
                let dx = Double(x) + 0.5 - Double(w) / 2, dy = Double(y) + 0.5 - Double(h) / 2
                let exactRadial = 40 + 16 * min((dx * dx + dy * dy).squareRoot() / diagonal, 1)
                worstRadial = max(worstRadial, abs(Double(radial[x, y].r) - exactRadial))
            }
        }
        #expect(worstDown <= bound, "\(worstDown) levels off")
        #expect(worstRadial <= bound, "\(worstRadial) levels off")
        #expect(ditheredDown > w * h / 10, "the ramp is dithered: \(ditheredDown) pixels beyond plain rounding")
    }

    /// A slow ramp, 16 levels over 1600 px top to bottom: plain rounding would draw bands 100 px
    /// tall; dithered, no column holds one value for more than 32 px.
    @Test func aSlowRampHasNoWideBand() throws {
        let w = 24, h = 1600
        let image = try BackgroundRenderer.render(.linear(angle: 180, stops: Self.grey(40, 56)), width: w, height: h)
        var plain = Image(width: 1, height: h)
        for y in 0..<h {
            let v = UInt8((40 + 16 * (Double(y) + 0.5) / Double(h)).rounded())
            plain[0, y] = PremultipliedRGBA8(r: v, g: v, b: v, a: 255)
        }
        #expect(Self.longestRun(plain, column: 0) >= 99)
        let longest = (0..<w).map { Self.longestRun(image, column: $0) }.max()!
        #expect(longest <= 32, "a band \(longest) px tall")
    }

    /// A fast ramp, 0 to 255 over 256 px (a step a pixel): left undithered, every pixel the exact
    /// colour rounded.
    @Test func aFastRampIsLeftUndithered() throws {
        let w = 256, h = 20
        let image = try BackgroundRenderer.render(.linear(angle: 90, stops: Self.grey(0, 255)), width: w, height: h)
        for y in 0..<h {
            for x in 0..<w {
                let exact = UInt8((255 * (Double(x) + 0.5) / Double(w)).rounded())
                #expect(image[x, y].r == exact, "(\(x), \(y))")
            }
        }
        #expect(GradientDither.amplitude(stepSpacing: 1) == 0)
        #expect(GradientDither.amplitude(stepSpacing: 100) == 1)
    }

    /// The example store's own background (160°, #16213e to #0f3460) on a 1000 × 1400 page: its
    /// PNG stays under 120 kB (about 56 kB now, 47 kB undithered). The 8×8 Bayer dither with the
    /// old filter choice made 300 kB of it.
    @Test func aGradientPageIsSmall() throws {
        let stops = [GradientStop(colour: StraightRGBA8(r: 0x16, g: 0x21, b: 0x3e), position: 0),
                     GradientStop(colour: StraightRGBA8(r: 0x0f, g: 0x34, b: 0x60), position: 1)]
        let image = try BackgroundRenderer.render(.linear(angle: 160, stops: stops), width: 1000, height: 1400)
        let png = try ImageFile.encode(image, format: .png)
        #expect(png.count < 120_000, "\(png.count) bytes")
        #expect(try ImageFile.decode(bytes: png, name: "page.png").image == image)
    }

    /// On that page the adaptive filter choice is as good as Sub for every row (the best single
    /// filter there), give or take 3 %; counting the first pixel's whole value under Sub made it
    /// pick Paeth and a file a third larger (74 against 56 kB, seen failing so). Either way the
    /// PNG reads back exactly.
    @Test func theAdaptiveFilterFindsSubOnAStripedRamp() throws {
        let stops = [GradientStop(colour: StraightRGBA8(r: 0x16, g: 0x21, b: 0x3e), position: 0),
                     GradientStop(colour: StraightRGBA8(r: 0x0f, g: 0x34, b: 0x60), position: 1)]
        let image = try BackgroundRenderer.render(.linear(angle: 160, stops: stops), width: 1000, height: 1400)
        var sizes: [PNGFilter: Int] = [:]
        for filter in [PNGFilter.adaptive, .sub] {
            let png = try ImageFile.encode(image, format: .png, options: EncodeOptions(png: PNGEncodeOptions(filter: filter)))
            #expect(try ImageFile.decode(bytes: png, name: "page.png").image == image)
            sizes[filter] = png.count
        }
        #expect(Double(sizes[.adaptive]!) <= 1.03 * Double(sizes[.sub]!), "\(sizes)")
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
