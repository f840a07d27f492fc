import TestSupport
import Testing
@testable import Raster

/// Porter–Duff compositing against a Double reference, and the placement rules of draw/fill/clip.
struct CompositingTests {
    /// The textbook operator: result = s·Fa + d·Fb with factors from the alphas in 0…1, rounded.
    static func reference(_ mode: BlendMode, source s: PremultipliedRGBA8, destination d: PremultipliedRGBA8) -> [Int] {
        let sa = Double(s.a) / 255, da = Double(d.a) / 255
        let (fa, fb): (Double, Double)
        switch mode {
        case .sourceOver: (fa, fb) = (1, 1 - sa)
        case .destinationOver: (fa, fb) = (1 - da, 1)
        case .sourceIn: (fa, fb) = (da, 0)
        case .destinationIn: (fa, fb) = (0, sa)
        case .sourceOut: (fa, fb) = (1 - da, 0)
        case .destinationOut: (fa, fb) = (0, 1 - sa)
        case .sourceAtop: (fa, fb) = (da, 1 - sa)
        case .copy: (fa, fb) = (1, 0)
        }
        return zip([s.r, s.g, s.b, s.a], [d.r, d.g, d.b, d.a]).map { sc, dc in
            Int((Double(sc) * fa + Double(dc) * fb).rounded())
        }
    }

    static func channels(_ p: PremultipliedRGBA8) -> [Int] { [Int(p.r), Int(p.g), Int(p.b), Int(p.a)] }

    @Test(arguments: BlendMode.allCases)
    func matchesDoubleReferenceExactly(mode: BlendMode) {
        let width = 1003  // not a multiple of four: the tail goes through the same kernel
        for seed: UInt64 in 1...4 {
            let source = TestImages.randomRow(width: width, seed: seed)
            let before = TestImages.randomRow(width: width, seed: seed &* 977)
            var after = before
            after.draw(source, atX: 0, y: 0, mode: mode)
            for x in 0..<width {
                let expected = Self.reference(mode, source: source[x, 0], destination: before[x, 0])
                #expect(Self.channels(after[x, 0]) == expected,
                        "\(mode) s \(source[x, 0]) d \(before[x, 0]) at \(x)")
            }
            #expect(TestImages.isPremultiplied(after))
        }
    }

    /// Destinations in runs of eight transparent, eight opaque and eight random pixels, so that
    /// whole groups of four take the kernel's shortcuts (a transparent destination taking the
    /// source, an opaque one kept by destination-over): still the reference, exactly.
    @Test(arguments: BlendMode.allCases)
    func transparentAndOpaqueDestinationRunsMatchTheReference(mode: BlendMode) {
        let width = 24 * 20
        let source = TestImages.randomRow(width: width, seed: 21)
        let random = TestImages.randomRow(width: width, seed: 22)
        var before = Image(width: width, height: 1)
        for x in 0..<width {
            switch (x / 8) % 3 {
            case 0: before[x, 0] = .transparent
            case 1: before[x, 0] = PremultipliedRGBA8(r: UInt8(x % 256), g: 40, b: 200, a: 255)
            default: before[x, 0] = random[x, 0]
            }
        }
        for mask in [nil, Mask(width: width, height: 1, coverage: (0..<width).map { UInt8(($0 * 37) % 256) })] {
            var after = before
            after.draw(source, atX: 0, y: 0, mode: mode, mask: mask)
            for x in 0..<width {
                let m = mask?[x, 0] ?? 255
                let s = source[x, 0]
                let scaled = PremultipliedRGBA8(r: Premultiply.multiply(s.r, m), g: Premultiply.multiply(s.g, m),
                                                b: Premultiply.multiply(s.b, m), a: Premultiply.multiply(s.a, m))
                #expect(Self.channels(after[x, 0]) == Self.reference(mode, source: scaled, destination: before[x, 0]),
                        "\(mode) at \(x)")
            }
        }
    }

    @Test(arguments: BlendMode.allCases)
    func maskAndOpacityMultiplyTheSourceFirst(mode: BlendMode) {
        let width = 257
        let source = TestImages.randomRow(width: width, seed: 11)
        let before = TestImages.randomRow(width: width, seed: 12)
        var g = SeededGenerator(seed: 13)
        let mask = Mask(width: width, height: 1, coverage: (0..<width).map { _ in
            [0, 255, UInt8.random(in: 0...255, using: &g)][Int.random(in: 0..<3, using: &g)] })
        let opacity = 0.6
        var after = before
        after.draw(source, atX: 0, y: 0, mode: mode, mask: mask, opacity: opacity)
        let opacityByte = UInt8((opacity * 255).rounded())
        for x in 0..<width {
            let coverage = Premultiply.multiply(mask[x, 0], opacityByte)
            let s = source[x, 0]
            let scaled = PremultipliedRGBA8(r: Premultiply.multiply(s.r, coverage), g: Premultiply.multiply(s.g, coverage),
                                            b: Premultiply.multiply(s.b, coverage), a: Premultiply.multiply(s.a, coverage))
            #expect(Self.channels(after[x, 0]) == Self.reference(mode, source: scaled, destination: before[x, 0]))
        }
        #expect(TestImages.isPremultiplied(after))
    }

    @Test func drawIsClippedAndLeavesOutsidePixelsAlone() {
        let red = PremultipliedRGBA8(r: 200, g: 0, b: 0, a: 255)
        let base = Image(width: 6, height: 5, fill: PremultipliedRGBA8(r: 0, g: 0, b: 90, a: 90))
        var image = base
        image.draw(Image(width: 4, height: 4, fill: red), atX: -2, y: 3)
        for y in 0..<5 {
            for x in 0..<6 {
                let inside = x < 2 && y >= 3
                #expect(image[x, y] == (inside ? red : base[x, y]), "(\(x), \(y))")
            }
        }
        var untouched = base
        untouched.draw(Image(width: 3, height: 3, fill: red), atX: 6, y: 0)
        untouched.draw(Image(width: 3, height: 3, fill: red), atX: -3, y: -3)
        #expect(untouched == base)
    }

    @Test func fillRectAndMaskAgreeWithDrawingAColourImage() {
        let colour = PremultipliedRGBA8(r: 40, g: 80, b: 20, a: 128)
        let base = TestImages.randomRow(width: 64, seed: 5).resized(width: 9, height: 7, filter: .box)
        let mask = Mask(width: 5, height: 4, coverage: (0..<20).map { UInt8($0 * 13) })
        var viaFill = base, viaDraw = base
        viaFill.fill(colour, mask: mask, atX: 6, y: -1)
        viaDraw.draw(Image(width: 5, height: 4, fill: colour), atX: 6, y: -1, mask: mask)
        #expect(viaFill == viaDraw)
        var rectFill = base
        rectFill.fill(colour, rect: PixelRect(x: 2, y: 2, width: 3, height: 10))
        var rectDraw = base
        rectDraw.draw(Image(width: 3, height: 10, fill: colour), atX: 2, y: 2)
        #expect(rectFill == rectDraw)
        #expect(rectFill != base)
    }

    @Test func clipMultipliesByCoverageAndClearsOutside() {
        let base = Image(width: 5, height: 4, fill: PremultipliedRGBA8(r: 100, g: 50, b: 200, a: 255))
        let mask = Mask(width: 2, height: 2, coverage: [255, 128, 0, 64])
        var image = base
        image.clip(to: mask, atX: 1, y: 1)
        for y in 0..<4 {
            for x in 0..<5 {
                let inMask = (1...2).contains(x) && (1...2).contains(y)
                let c: UInt8 = inMask ? mask[x - 1, y - 1] : 0
                let p = base[x, y]
                let expected = PremultipliedRGBA8(r: Premultiply.multiply(p.r, c), g: Premultiply.multiply(p.g, c),
                                                  b: Premultiply.multiply(p.b, c), a: Premultiply.multiply(p.a, c))
                #expect(image[x, y] == expected, "(\(x), \(y))")
            }
        }
    }

    @Test func alphaMaskCropAndPadRoundTrip() {
        let image = TestImages.randomRow(width: 30, seed: 9).resized(width: 6, height: 5, filter: .bilinear)
        let mask = image.alphaMask
        #expect(mask.width == 6 && mask.height == 5)
        for y in 0..<5 { for x in 0..<6 { #expect(mask[x, y] == image[x, y].a) } }
        let padded = image.padded(top: 2, left: 1, bottom: 3, right: 4, colour: .white)
        #expect(padded.width == 11 && padded.height == 10)
        #expect(padded[0, 0] == .white && padded[10, 9] == .white)
        #expect(padded.cropped(to: PixelRect(x: 1, y: 2, width: 6, height: 5)) == image)
    }
}
