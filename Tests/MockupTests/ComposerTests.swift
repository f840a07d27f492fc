import Testing
import Raster
import TestSupport
@testable import Mockup

/// The flat composition, byte for byte: inside the screen, the art over the capture that the
/// screen's mask lets through; outside it, the art as it is.
struct ComposerTests {
    /// round(a × b / 255), the one rounding each step of the composition makes.
    static func product(_ a: Int, _ b: Int) -> Int { (a * b + 127) / 255 }

    /// Art with a soft-edged hole (alpha ramps across the screen's border) and a capture of
    /// random colours; the mask is soft at its edges too.
    static func fixture(captureWidth: Int, captureHeight: Int) -> (bezel: Bezel, capture: Image) {
        var random = SeededGenerator(seed: 7)
        let rect = PixelRect(x: 6, y: 5, width: 40, height: 30)
        var art = Image(width: 52, height: 41)
        for y in 0..<art.height {
            for x in 0..<art.width {
                // Distance inside the hole's border, in pixels: alpha falls from 255 to 0 over 4 px.
                let inside = min(x - rect.x, rect.maxX - 1 - x, y - rect.y, rect.maxY - 1 - y)
                let alpha = inside < 0 ? 255 : max(0, 255 - 64 * (inside + 1))
                let grey = UInt8(Int.random(in: 0...255, using: &random))
                let c = UInt8(product(Int(grey), alpha))
                art[x, y] = PremultipliedRGBA8(r: c, g: c / 2, b: c, a: UInt8(alpha))
            }
        }
        var mask = Mask(width: rect.width, height: rect.height)
        for y in 0..<rect.height {
            for x in 0..<rect.width {
                let edge = min(x, rect.width - 1 - x, y, rect.height - 1 - y)
                mask[x, y] = UInt8(min(255, 60 + 65 * edge))
            }
        }
        var capture = Image(width: captureWidth, height: captureHeight)
        for y in 0..<captureHeight {
            for x in 0..<captureWidth {
                capture[x, y] = PremultipliedRGBA8(r: UInt8.random(in: 0...255, using: &random),
                                                   g: UInt8.random(in: 0...255, using: &random),
                                                   b: UInt8.random(in: 0...255, using: &random), a: 255)
            }
        }
        let bezel = Bezel(pose: .open, path: "synthetic.png", art: art,
                          screen: ScreenShape(rect: rect, cornerRadius: 0, mask: mask))
        return (bezel, capture)
    }

    /// What the composition must be, pixel by pixel, given what shows on the screen.
    static func expected(bezel: Bezel, screen: (Int, Int) -> PremultipliedRGBA8) -> Image {
        let rect = bezel.screen.rect
        var out = bezel.art
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX {
                let m = Int(bezel.screen.mask[x - rect.x, y - rect.y])
                let s = screen(x - rect.x, y - rect.y), a = bezel.art[x, y]
                let under = [s.r, s.g, s.b, s.a].map { product(Int($0), m) }
                let channels = [a.r, a.g, a.b, a.a].enumerated().map { k, c in Int(c) + product(under[k], 255 - Int(a.a)) }
                out[x, y] = PremultipliedRGBA8(r: UInt8(channels[0]), g: UInt8(channels[1]), b: UInt8(channels[2]),
                                               a: UInt8(channels[3]))
            }
        }
        return out
    }

    /// How many bytes of two same-sized images differ (a count, rather than both images, on failure).
    static func differingBytes(_ a: Image, _ b: Image) -> Int {
        precondition(a.width == b.width && a.height == b.height)
        return zip(a.pixels, b.pixels).filter { $0 != $1 }.count
    }

    @Test func aCaptureFillingTheScreenLiesUnderTheArtThroughTheMask() throws {
        let (bezel, capture) = Self.fixture(captureWidth: 40, captureHeight: 30)
        let out = try MockupComposer.compose(capture: capture, bezel: bezel, fit: nil)
        #expect(Self.differingBytes(out, Self.expected(bezel: bezel) { capture[$0, $1] }) == 0)
    }

    @Test func aLetterboxedCaptureSitsOnBlackUnderTheArt() throws {
        let (bezel, capture) = Self.fixture(captureWidth: 20, captureHeight: 30)
        let out = try MockupComposer.compose(capture: capture, bezel: bezel, fit: .fit)
        // 20 × 30 fits the 40 × 30 screen as it is, centred: columns 10..<30.
        #expect(Self.differingBytes(out, Self.expected(bezel: bezel) { x, y in x >= 10 && x < 30 ? capture[x - 10, y] : .black }) == 0)
    }
}
