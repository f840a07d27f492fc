import Codecs
import Colour
import Raster
import Testing
import TestSupport

/// Our conversions held to Little CMS's own (floats, rounded): every patch of a test chart, for
/// each pair of sRGB, Display P3 and Adobe RGB, within 2 levels.
@Suite struct ConversionTests {
    typealias Space = LittleCMSReference.Space

    /// A chart of patches: a 9-level RGB grid, the three primaries' and grey's ramps, and some
    /// seeded random colours.
    static let patches: [UInt8] = {
        var out: [UInt8] = []
        let levels: [UInt8] = [0, 16, 48, 80, 128, 160, 200, 235, 255]
        for r in levels { for g in levels { for b in levels { out += [r, g, b] } } }
        for v in stride(from: 0, through: 255, by: 5) {
            let c = UInt8(v)
            out += [c, 0, 0, 0, c, 0, 0, 0, c, c, c, c]
        }
        var random = SeededGenerator(seed: 25)
        for _ in 0..<300 { out += (0..<3).map { _ in UInt8.random(in: 0...255, using: &random) } }
        return out
    }()

    static func space(_ s: Space) -> ColourSpace {
        ColourSpace.of(ColourInfo(iccProfile: ICCProfile(name: "test", bytes: LittleCMSReference.profile(s)))).space
    }

    static func image(_ rgb: [UInt8]) -> Image {
        let n = rgb.count / 3
        var pixels = [UInt8]()
        for i in 0..<n { pixels += [rgb[3 * i], rgb[3 * i + 1], rgb[3 * i + 2], 255] }
        return Image(width: n, height: 1, premultipliedPixels: pixels)
    }

    static func rgb(_ image: Image) -> [UInt8] {
        var out: [UInt8] = []
        for x in 0..<image.width { let p = image[x, 0]; out += [p.r, p.g, p.b] }
        return out
    }

    @Test(arguments: Space.allCases, Space.allCases)
    func matchesLittleCMS(from source: Space, to target: Space) throws {
        let a = Self.space(source), b = Self.space(target)
        var image = Self.image(Self.patches)
        let conversion = ColourConversion(from: a, to: b)
        #expect(conversion.isIdentity == (source == target))
        conversion.apply(to: &image)
        let ours = Self.rgb(image)
        let reference = try #require(LittleCMSReference.convert(Self.patches, from: LittleCMSReference.profile(source),
                                                                to: LittleCMSReference.profile(target)))
        let worst = zip(ours, reference).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(worst <= 2, "\(source) → \(target): a patch is \(worst) levels from Little CMS's conversion")
        // The tables are exact to rounding for matrix/TRC profiles: no more than one level.
        #expect(worst <= 1)
    }

    @Test func identityLeavesEveryByte() {
        var random = SeededGenerator(seed: 7)
        let pixels = (0..<4096).flatMap { _ -> [UInt8] in
            let a = UInt8.random(in: 0...255, using: &random)
            return StraightRGBA8(r: .random(in: 0...255, using: &random), g: .random(in: 0...255, using: &random),
                                 b: .random(in: 0...255, using: &random), a: a).premultiplied.bytes
        }
        let image = Image(width: 64, height: 64, premultipliedPixels: pixels)
        let conversion = ColourConversion(from: .sRGB, to: Self.space(.sRGB))
        #expect(conversion.isIdentity)
        #expect(conversion.applied(to: image) == image)
    }

    /// Runs, clear stretches and single pixels, at every offset from the eight-pixel steps: the
    /// image converted whole is each pixel converted alone.
    @Test func runsAndClearPixelsConvertLikeSinglePixels() {
        var random = SeededGenerator(seed: 11)
        var pixels: [UInt8] = []
        while pixels.count < 4 * 3000 {
            let run = Int.random(in: 1...20, using: &random)
            let kind = Int.random(in: 0..<4, using: &random)
            let c = StraightRGBA8(r: .random(in: 0...255, using: &random), g: .random(in: 0...255, using: &random),
                                  b: .random(in: 0...255, using: &random),
                                  a: kind == 0 ? 0 : kind == 1 ? .random(in: 1...254, using: &random) : 255).premultiplied
            for _ in 0..<run { pixels += c.bytes }
        }
        let image = Image(width: pixels.count / 4, height: 1, premultipliedPixels: pixels)
        let conversion = ColourConversion(from: .displayP3, to: Self.space(.adobeRGB))
        let whole = conversion.applied(to: image)
        for x in 0..<image.width {
            #expect(whole[x, 0] == conversion.convert(image[x, 0]), "pixel \(x)")
        }
    }

    /// A translucent pixel is converted as its straight colour, then multiplied back; clear stays clear.
    @Test func translucentPixelsConvertTheirStraightColour() {
        let conversion = ColourConversion(from: .displayP3, to: .sRGB)
        let straight = StraightRGBA8(r: 40, g: 200, b: 120, a: 255)
        let converted = conversion.convert(straight)
        for a: UInt8 in [1, 64, 128, 254] {
            var image = Image(width: 2, height: 1, premultipliedPixels:
                StraightRGBA8(r: 40, g: 200, b: 120, a: a).premultiplied.bytes + [0, 0, 0, 0])
            conversion.apply(to: &image)
            let expected = StraightRGBA8(r: 40, g: 200, b: 120, a: a).premultiplied.straight
            let expectedConverted = conversion.convert(StraightRGBA8(r: expected.r, g: expected.g, b: expected.b, a: 255))
            #expect(image[0, 0] == StraightRGBA8(r: expectedConverted.r, g: expectedConverted.g, b: expectedConverted.b, a: a).premultiplied)
            #expect(image[1, 0] == .transparent)
        }
        #expect(converted != straight, "a P3 green is not the same numbers in sRGB")
    }

    /// The user's colours: sRGB numbers converted into Adobe RGB and back by Little CMS are the
    /// numbers given (the '#4080c0' came out as 0,129,196 when reinterpreted).
    @Test func userColourMeansTheSame() throws {
        let adobe = Self.space(.adobeRGB)
        let given = StraightRGBA8(r: 0x40, g: 0x80, b: 0xC0)
        let inAdobe = ColourConversion(from: .sRGB, to: adobe).convert(given)
        #expect(inAdobe != given)
        let back = try #require(LittleCMSReference.convert([inAdobe.r, inAdobe.g, inAdobe.b],
                                                           from: LittleCMSReference.profile(.adobeRGB),
                                                           to: LittleCMSReference.profile(.sRGB)))
        for (a, b) in zip(back, [given.r, given.g, given.b]) { #expect(abs(Int(a) - Int(b)) <= 2) }
    }
}

extension PremultipliedRGBA8 {
    var bytes: [UInt8] { [r, g, b, a] }
}
