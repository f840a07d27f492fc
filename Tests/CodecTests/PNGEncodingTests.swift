import Codecs
import Raster
import Testing

@Suite("PNG encoding")
struct PNGEncodingTests {
    /// Colour type byte of the IHDR (offset 25 in the file).
    func colourType(_ png: [UInt8]) -> UInt8 { png[25] }

    @Test("round trip is exact at every filter and level", arguments: PNGFilter.allCases, [0, 1, 6, 9])
    func roundTrip(filter: PNGFilter, level: Int) throws {
        let image = TestImages.translucent()
        var options = EncodeOptions()
        options.png = PNGEncodeOptions(compressionLevel: level, filter: filter)
        let png = try ImageFile.encode(image, format: .png, options: options)
        let decoded = try ImageFile.decode(bytes: png, name: "rt.png")
        // Premultiplied → straight → premultiplied is exact (multiply ∘ unpremultiply is identity on valid pixels).
        #expect(decoded.image == image)
        #expect(colourType(png) == 6)
    }

    @Test("an opaque image is written as RGB, a translucent one as RGBA")
    func opaqueIsRGB() throws {
        let opaque = try ImageFile.encode(TestImages.opaque(), format: .png)
        #expect(colourType(opaque) == 2)
        #expect(try ImageFile.decode(bytes: opaque, name: "o.png").image == TestImages.opaque())
        #expect(colourType(try ImageFile.encode(TestImages.translucent(), format: .png)) == 6)
    }

    @Test("the parallel bands join into one valid stream (image larger than several bands)")
    func manyBands() throws {
        // 1100 × 700 RGBA ≈ 3 MiB of filtered rows: three deflate bands.
        var image = Image(width: 1100, height: 700)
        image.withUnsafeMutableBytes { raw in
            var state: UInt32 = 7
            for i in stride(from: 0, to: raw.count, by: 4) {
                state = state &* 1_664_525 &+ 1_013_904_223
                let a = UInt8(state >> 24)
                raw[i + 3] = a
                raw[i] = min(UInt8(truncatingIfNeeded: i / 4400), a)   // smooth rows compress, noisy alpha does not
                raw[i + 1] = min(UInt8(truncatingIfNeeded: i >> 4), a)
                raw[i + 2] = 0
            }
        }
        let png = try ImageFile.encode(image, format: .png)
        #expect(try ImageFile.decode(bytes: png, name: "big.png").image == image)
    }

    @Test("colour chunks are written back and read again")
    func colourChunksRoundTrip() throws {
        let chromaticities = Chromaticities(whiteX: 31270, whiteY: 32900, redX: 64000, redY: 33000,
                                            greenX: 30000, greenY: 60000, blueX: 15000, blueY: 6000)
        let withGamma = ColourInfo(gamma: 45455, chromaticities: chromaticities)
        let back = try ImageFile.decode(bytes: ImageFile.encode(TestImages.opaque(), colour: withGamma, format: .png),
                                        name: "c.png")
        #expect(back.colour == withGamma)
        let srgb = ColourInfo(sRGBIntent: .perceptual)
        #expect(try ImageFile.decode(bytes: ImageFile.encode(TestImages.opaque(), colour: srgb, format: .png),
                                     name: "s.png").colour == srgb)
    }

    @Test("an ICC profile round-trips through iCCP with its name")
    func iccRoundTrip() throws {
        let profile = ICCProfile(name: "Test RGB", bytes: TestICC.profile())
        let png = try ImageFile.encode(TestImages.translucent(), colour: ColourInfo(iccProfile: profile), format: .png)
        let back = try ImageFile.decode(bytes: png, name: "icc.png")
        #expect(back.colour.iccProfile == profile)
        #expect(back.image == TestImages.translucent())
    }
}
