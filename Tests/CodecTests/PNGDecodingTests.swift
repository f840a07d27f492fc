import Codecs
import Raster
import Testing

/// One PNG layout to decode: colour type, bit depth, tRNS, interlacing.
struct PNGLayout: CustomStringConvertible, Sendable {
    let colourType: Int, bitDepth: Int, withTransparency: Bool, interlaced: Bool
    var description: String {
        "type \(colourType) depth \(bitDepth)\(withTransparency ? " tRNS" : "")\(interlaced ? " Adam7" : "")"
    }

    static let all: [PNGLayout] = {
        let combinations: [(Int, [Int], Bool)] = [
            (0, [1, 2, 4, 8, 16], true), (2, [8, 16], true), (3, [1, 2, 4, 8], true),
            (4, [8, 16], false), (6, [8, 16], false),
        ]
        var layouts: [PNGLayout] = []
        for (type, depths, tRNSAllowed) in combinations {
            for depth in depths {
                for tRNS in tRNSAllowed ? [false, true] : [false] {
                    for interlaced in [false, true] {
                        layouts.append(PNGLayout(colourType: type, bitDepth: depth, withTransparency: tRNS, interlaced: interlaced))
                    }
                }
            }
        }
        return layouts
    }()
}

/// A test image in `layout` with pseudo-random samples, its rows filtered with `filters` in turn,
/// and the straight RGBA8 pixels that the PNG specification says it holds (samples scaled to 8
/// bits, 16-bit rounded to nearest).
func makePNG(_ layout: PNGLayout, width: Int = 19, height: Int = 13,
             filters: [Int] = [0]) -> (file: [UInt8], expected: [StraightRGBA8]) {
    let maxSample = (1 << layout.bitDepth) - 1
    var builder = PNGBuilder(width: width, height: height, bitDepth: layout.bitDepth,
                             colourType: layout.colourType, interlaced: layout.interlaced, samples: [])
    builder.filters = filters
    var state: UInt32 = 12345
    func next() -> Int {   // a small LCG: deterministic, covers the whole sample range
        state = state &* 1_103_515_245 &+ 12345
        return Int(state >> 8) & maxSample
    }
    builder.samples = (0..<width * height).map { _ in (0..<builder.channels).map { _ in next() } }
    if layout.colourType == 3 {
        builder.palette = (0...maxSample).map { (i: Int) -> (UInt8, UInt8, UInt8) in
            let red = UInt8(truncatingIfNeeded: i * 37), green = UInt8(255 - i), blue = UInt8(truncatingIfNeeded: i * 11)
            return (red, green, blue)
        }
    }
    let transparentSample = builder.samples[1]   // pixel (1, 0) and its twins become transparent
    if layout.withTransparency {
        switch layout.colourType {
        case 3: builder.transparency = (0..<min(maxSample + 1, 7)).map { UInt8($0 * 40) }
        default: builder.transparency = transparentSample.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        }
    }
    func scale(_ v: Int) -> UInt8 {
        layout.bitDepth == 16 ? UInt8((v * 255 + 32767) / 65535) : UInt8(v * 255 / maxSample)
    }
    let expected: [StraightRGBA8] = builder.samples.map { s in
        switch layout.colourType {
        case 0:
            let alpha: UInt8 = layout.withTransparency && s == transparentSample ? 0 : 255
            return StraightRGBA8(r: scale(s[0]), g: scale(s[0]), b: scale(s[0]), a: alpha)
        case 2:
            let alpha: UInt8 = layout.withTransparency && s == transparentSample ? 0 : 255
            return StraightRGBA8(r: scale(s[0]), g: scale(s[1]), b: scale(s[2]), a: alpha)
        case 3:
            let entry = builder.palette[s[0]]
            let table = builder.transparency ?? []
            return StraightRGBA8(r: entry.0, g: entry.1, b: entry.2, a: s[0] < table.count ? table[s[0]] : 255)
        case 4:
            return StraightRGBA8(r: scale(s[0]), g: scale(s[0]), b: scale(s[0]), a: scale(s[1]))
        default:
            return StraightRGBA8(r: scale(s[0]), g: scale(s[1]), b: scale(s[2]), a: scale(s[3]))
        }
    }
    return (builder.bytes(), expected)
}

@Suite("PNG decoding")
struct PNGDecodingTests {
    @Test("every colour type, bit depth, tRNS and interlacing decodes to the specified pixels",
          arguments: PNGLayout.all)
    func decodesEveryLayout(layout: PNGLayout) throws {
        let (file, expected) = makePNG(layout)
        let decoded = try ImageFile.decode(bytes: file, name: "test.png")
        #expect(decoded.format == .png)
        #expect(decoded.image.width == 19 && decoded.image.height == 13)
        var mismatches = 0
        for y in 0..<13 {
            for x in 0..<19 where decoded.image[x, y] != expected[y * 19 + x].premultiplied {
                mismatches += 1
            }
        }
        #expect(mismatches == 0, "\(mismatches) pixels differ")
        #expect(decoded.warnings.isEmpty)
    }

    @Test("tRNS makes at least one pixel transparent (the test image exercises it)")
    func transparencyIsExercised() throws {
        for layout in PNGLayout.all where layout.withTransparency {
            let decoded = try ImageFile.decode(bytes: makePNG(layout).file, name: "t.png")
            #expect(!decoded.image.isOpaque, "\(layout)")
        }
    }

    @Test("16-bit samples round to nearest instead of truncating")
    func sixteenBitRounds() throws {
        // 0x7F80 = 32640: × 255 / 65535 = 127.0 → 127; 0x80FF = 33023 → 128.49 → 128 (truncation gives 128 / 0x80 too),
        // 0x01FF = 511 → 1.99 → 2 where truncating the high byte gives 1.
        let values = [0, 0x01FF, 0x7F80, 0x80FF, 0xFF7F, 0xFFFF]
        var builder = PNGBuilder(width: values.count, height: 1, bitDepth: 16, colourType: 0, samples: values.map { [$0] })
        builder.interlaced = false
        let decoded = try ImageFile.decode(bytes: builder.bytes(), name: "g16.png")
        for (x, v) in values.enumerated() {
            #expect(Int(decoded.image[x, 0].r) == (v * 255 + 32767) / 65535, "sample \(v)")
        }
        #expect(decoded.image[1, 0].r == 2)
    }

    @Test("colour chunks are kept with the image, pixels untouched")
    func keepsColourChunks() throws {
        var builder = PNGBuilder(width: 2, height: 2, bitDepth: 8, colourType: 2,
                                 samples: [[10, 20, 30], [40, 50, 60], [70, 80, 90], [100, 110, 120]])
        let chrm: [UInt32] = [31270, 32900, 64000, 33000, 30000, 60000, 15000, 6000]
        builder.ancillary = [("gAMA", PNGBuilder.bigEndian(45455)), ("cHRM", chrm.flatMap(PNGBuilder.bigEndian)),
                             ("sRGB", [1])]
        let decoded = try ImageFile.decode(bytes: builder.bytes(), name: "c.png")
        #expect(decoded.colour.gamma == 45455)
        #expect(decoded.colour.sRGBIntent == .relativeColorimetric)
        #expect(decoded.colour.chromaticities == Chromaticities(whiteX: 31270, whiteY: 32900, redX: 64000, redY: 33000,
                                                                greenX: 30000, greenY: 60000, blueX: 15000, blueY: 6000))
        #expect(decoded.colour.iccProfile == nil)
        #expect(decoded.image[1, 1] == PremultipliedRGBA8(r: 100, g: 110, b: 120, a: 255))
    }

    @Test("an image without colour chunks has empty colour info")
    func noColourChunks() throws {
        let decoded = try ImageFile.decode(bytes: makePNG(PNGLayout.all[0]).file, name: "n.png")
        #expect(decoded.colour.isEmpty)
    }
}
