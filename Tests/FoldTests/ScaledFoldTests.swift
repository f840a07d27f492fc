import TestSupport
import Testing
import Raster
import Warp
@testable import Fold

/// A fold drawn straight at another size (`FoldCanvas.framed`) is the fold at the art's size,
/// padded and resized: the same picture in the same place, sampled once from the full-size art.
@Suite struct ScaledFoldTests {
    /// An opaque art of soft gradients and 12-px blocks, with one-pixel lines every 30 px: detail
    /// a downscale keeps, and edges a blur shows.
    static func art(width: Int, height: Int) -> Image {
        var img = Image(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let line = x % 30 == 7 || y % 30 == 11
                let r = UInt8((x * 255) / max(1, width - 1)), g = UInt8((y * 255) / max(1, height - 1))
                let b: UInt8 = (x / 12 + y / 12) % 2 == 0 ? 190 : 60
                img[x, y] = line ? PremultipliedRGBA8(r: 20, g: 20, b: 20, a: 255) : PremultipliedRGBA8(r: r, g: g, b: b, a: 255)
            }
        }
        return img
    }

    /// The full look: body thickness, shadow, shading and a crease band.
    static func options(_ kind: FoldKind, _ degrees: Double, turn: Double = 0, tilt: Double = 0) -> FoldOptions {
        var o = FoldOptions(kind: kind, degrees: degrees)
        o.thickness = 6
        o.creaseWidth = 8
        o.camera = Camera(turn: turn, tilt: tilt)
        return o
    }

    /// The fold at the art's size, padded and resized with Lanczos-3 to `width` (height in
    /// proportion, as --width sizes it), and the same fold drawn straight at that size.
    static func both(_ art: Image, hinge: Double, options: FoldOptions, padding: Int, width: Int) throws
        -> (native: FoldedImage, reference: Image, direct: FoldedImage) {
        let native = try FoldRenderer.render(art: art, hinge: hinge, options: options)
        let padded = native.image.padded(top: padding, left: padding, bottom: padding, right: padding)
        let height = max(1, Int((Double(padded.height) * Double(width) / Double(padded.width)).rounded()))
        let reference = padded.resized(width: width, height: height, filter: .lanczos3)
        let canvas = native.canvas.framed(padding: padding, width: width, height: height)
        let direct = try FoldRenderer.render(art: art, hinge: hinge, options: options, canvas: canvas)
        return (native, reference, direct)
    }

    /// The picture shifted by one pixel: what a fold drawn a pixel off, or at the wrong scale,
    /// scores against the reference (far below the bounds these tests use).
    static func shifted(_ image: Image) -> Image {
        var out = image
        for y in 0..<image.height { for x in 1..<image.width { out[x, y] = image[x - 1, y] } }
        return out
    }

    /// Book, laptop and a turned camera with glare at 0.4×, and a book at 0.3× (read from the art averaged
    /// 2 × 2, `minifiedSource`): at least 33 dB from native-then-Lanczos (34.5 to 36 measured). Both are low-pass filters of the same picture; they differ in the filter
    /// (the warp's footprint box over bilinear taps against Lanczos-3, which keeps the one-pixel
    /// lines a little crisper) and in the shadow's and edges' own sampling. One pixel off, the
    /// lines and blocks score about 20 dB.
    @Test(arguments: [("book", 0.0, 0.0, 0.4), ("laptop", 0.0, 0.0, 0.4), ("turned book", 25.0, 10.0, 0.4),
                      ("book from a mip level", 0.0, 0.0, 0.3)])
    func downscaledFoldMatchesNativeThenResize(_ name: String, _ turn: Double, _ tilt: Double, _ scale: Double) throws {
        let laptop = name == "laptop"
        let art = Self.art(width: laptop ? 160 : 240, height: laptop ? 240 : 160)
        var options = Self.options(laptop ? .laptop : .book, laptop ? 110 : 140, turn: turn, tilt: tilt)
        if turn != 0 {
            // The glare too: its sheen is computed per canvas pixel through the same map.
            options.glare = 0.6
            options.glass = GlassArea(mask: Mask(width: 110, height: 70, coverage: [UInt8](repeating: 255, count: 110 * 70)),
                                      originX: 10, originY: 10, scale: 2)
        }
        let native = try FoldRenderer.render(art: art, hinge: 120, options: options)
        let width = Int((Double(native.image.width + 2 * 5) * scale).rounded())
        let (_, reference, direct) = try Self.both(art, hinge: 120, options: options, padding: 5, width: width)
        #expect(direct.image.width == reference.width && direct.image.height == reference.height)
        let db = ImageDifference.psnr(direct.image, reference)
        #expect(db >= 33, "\(name): \(db) dB")
        #expect(ImageDifference.psnr(Self.shifted(reference), reference) < 28)
    }

    /// The hinge midpoint lands where the resize puts it: (native position + padding) × scale.
    @Test func hingeMidpointScalesWithTheCanvas() throws {
        let art = Self.art(width: 240, height: 160)
        let (native, _, direct) = try Self.both(art, hinge: 120, options: Self.options(.book, 130, turn: 15), padding: 7,
                                                width: 150)
        let sx = Double(direct.image.width) / Double(native.image.width + 14)
        let sy = Double(direct.image.height) / Double(native.image.height + 14)
        #expect(abs(sx - 150.0 / Double(native.image.width + 14)) < 1e-12)
        #expect(abs(direct.hingeMidpoint.x - (native.hingeMidpoint.x + 7) * sx) < 1e-9)
        #expect(abs(direct.hingeMidpoint.y - (native.hingeMidpoint.y + 7) * sy) < 1e-9)
        #expect(abs(direct.canvas.scaleX - sx) < 1e-12 && abs(direct.canvas.scaleY - sy) < 1e-12)
    }

    /// Drawn at 1.5×, the fold is at least as sharp as the fold at the art's size enlarged with
    /// Lanczos-3 (one bicubic sampling of the art instead of a bilinear one and a resize), and
    /// still the same picture: closer to the reference than the reference is to itself shifted by
    /// a pixel. Sharpness is the mean squared step between neighbouring pixels inside the leaves.
    @Test func upscaledFoldIsAsSharpAsNativeThenResize() throws {
        let art = Self.art(width: 240, height: 160)
        var options = Self.options(.book, 150)
        options.shadow = false
        let native = try FoldRenderer.render(art: art, hinge: 120, options: options)
        let (_, reference, direct) = try Self.both(art, hinge: 120, options: options, padding: 0,
                                                  width: native.image.width * 3 / 2)
        func sharpness(_ image: Image) -> Double {
            var sum = 0.0, count = 0
            for y in 1..<image.height - 1 {
                for x in 1..<image.width - 1 {
                    // Opaque neighbourhoods only: the outline's antialiasing is not the art's detail.
                    guard image[x - 1, y].a == 255, image[x + 1, y].a == 255, image[x, y - 1].a == 255,
                          image[x, y + 1].a == 255, reference[x, y].a == 255 else { continue }
                    for (a, b) in [(image[x + 1, y], image[x, y]), (image[x, y + 1], image[x, y])] {
                        let d = [Double(a.r) - Double(b.r), Double(a.g) - Double(b.g), Double(a.b) - Double(b.b)]
                        sum += d.map { $0 * $0 }.reduce(0, +)
                        count += 1
                    }
                }
            }
            return sum / Double(max(1, count))
        }
        let s = sharpness(direct.image), r = sharpness(reference)
        #expect(s >= r, "direct \(s), native then Lanczos \(r)")
        let db = ImageDifference.psnr(direct.image, reference)
        let shiftedDB = ImageDifference.psnr(Self.shifted(reference), reference)
        #expect(db >= 25 && db > shiftedDB + 4, "\(db) dB, a pixel off \(shiftedDB) dB")
    }

    /// Framing keeps the canvas's view: the padded area, mapped onto exactly the asked size.
    @Test func framedCanvasCoversThePaddedView() {
        let c = FoldCanvas(width: 300, height: 200, originX: -10, originY: 4)
        let f = c.framed(padding: 5, width: 155, height: 104)
        #expect(f.width == 155 && f.height == 104 && f.originX == -15 && f.originY == -1)
        let topLeft = f.place(Point2D(-15, -1)), bottomRight = f.place(Point2D(-15 + 310, -1 + 210))
        #expect(abs(topLeft.x) < 1e-12 && abs(topLeft.y) < 1e-12)
        #expect(abs(bottomRight.x - 155) < 1e-9 && abs(bottomRight.y - 104) < 1e-9)
        #expect(c.framed(padding: 0, width: 300, height: 200) == c)
        #expect(c.scaleX == 1 && c.scaleY == 1 && (f.scaleX != 1 || f.scaleY != 1))
    }
}
