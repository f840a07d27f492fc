import Testing
@testable import Raster

/// The eight orientations: each matches its definition pixel by pixel, masks turn like images,
/// and the quarter turn sends the top edge to the left.
struct OrientationTests {
    /// Output (x, y) of each orientation, as the source pixel it shows, written out per case.
    static func sourcePixel(_ o: Orientation, x: Int, y: Int, width w: Int, height h: Int) -> (Int, Int) {
        switch o {
        case .up: (x, y)
        case .mirrored: (w - 1 - x, y)
        case .down: (w - 1 - x, h - 1 - y)
        case .downMirrored: (x, h - 1 - y)
        case .leftMirrored: (y, x)
        case .right: (y, h - 1 - x)
        case .rightMirrored: (w - 1 - y, h - 1 - x)
        case .left: (w - 1 - y, x)
        }
    }

    @Test(arguments: Orientation.allCases)
    func imageMatchesDefinition(_ o: Orientation) {
        let w = 7, h = 4
        let source = Image(width: w, height: h, initializingWith: { raw in
            let px = raw.bindMemory(to: UInt32.self)
            for i in 0..<(w * h) { px[i] = UInt32(i + 1) << 8 | 0xFF00_0000 }
        })
        let out = source.oriented(o)
        #expect(out.width == (o.swapsDimensions ? h : w) && out.height == (o.swapsDimensions ? w : h))
        for y in 0..<out.height {
            for x in 0..<out.width {
                let (sx, sy) = Self.sourcePixel(o, x: x, y: y, width: w, height: h)
                #expect(out[x, y] == source[sx, sy], "\(o) at \(x),\(y)")
            }
        }
    }

    @Test(arguments: Orientation.allCases)
    func maskTurnsLikeImage(_ o: Orientation) {
        let w = 5, h = 3
        let mask = Mask(width: w, height: h, coverage: (0..<(w * h)).map { UInt8($0 * 17) })
        let image = Image(width: w, height: h, initializingWith: { raw in
            let px = raw.bindMemory(to: UInt32.self)
            for i in 0..<(w * h) { px[i] = UInt32(mask.coverage[i]) << 24 }
        })
        let turned = mask.oriented(o), turnedImage = image.oriented(o)
        #expect(turned.coverage == (0..<(turned.width * turned.height)).map {
            UInt8(turnedImage[$0 % turned.width, $0 / turned.width].a)
        })
    }

    @Test func quarterTurnSendsTopToLeft() {
        // A 3×2 image whose top row is red: after a counter-clockwise quarter turn it is 2×3 and
        // its left column is red, top-left pixel from the source's top-right.
        let red = PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255), blue = PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255)
        var image = Image(width: 3, height: 2)
        for x in 0..<3 { image[x, 0] = red; image[x, 1] = blue }
        image[2, 0] = PremultipliedRGBA8(r: 0, g: 255, b: 0, a: 255)
        let turned = image.oriented(.quarterTurnCounterClockwise)
        #expect(turned.width == 2 && turned.height == 3)
        #expect(turned[0, 0] == PremultipliedRGBA8(r: 0, g: 255, b: 0, a: 255))
        #expect(turned[0, 1] == red && turned[0, 2] == red && turned[1, 2] == blue)
    }
}
