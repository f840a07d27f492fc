import TestSupport
import Testing
import Raster
@testable import Fold

/// A fixed fold's underlay (its shadow), drawn once and handed to `render` for each new picture
/// in the same art (a recording's frames), gives exactly the picture drawing it every time does.
@Suite struct FoldUnderlayTests {
    /// Art with a rounded, partly transparent outline (so the shadow follows it) and a picture
    /// that changes with `frame` inside an opaque middle.
    static func art(frame: Int) -> Image {
        let (w, h) = (96, 64)
        let body = Mask.roundedRect(RectF(x: 2, y: 2, width: Double(w - 4), height: Double(h - 4)), cornerRadius: 9,
                                    width: w, height: h)
        var img = Image(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w {
                let a = Int(body[x, y])
                let inner = x > 8 && x < w - 8 && y > 8 && y < h - 8
                let v = inner ? (x * 7 + y * 3 + frame * 40) % 256 : 40
                img[x, y] = PremultipliedRGBA8(r: UInt8(v * a / 255), g: UInt8((255 - v) * a / 255), b: UInt8(90 * a / 255), a: UInt8(a))
            }
        }
        return img
    }

    @Test(arguments: [(FoldKind.book, 128.0, 0.0), (.laptop, 110.0, 0.0), (.book, 140.0, 30.0)])
    func anUnderlayDrawnOnceGivesTheSamePictures(kind: FoldKind, degrees: Double, turn: Double) throws {
        var options = FoldOptions(kind: kind, degrees: degrees)
        options.thickness = 4
        options.creaseWidth = 3
        options.camera = Camera(turn: turn, tilt: 0)
        let hinge = kind == .book ? 48.0 : 32.0
        let native = try FoldRenderer.canvas(artWidth: 96, artHeight: 64, hinge: hinge, options: options, degrees: [degrees])
        let canvas = native.framed(padding: 3, width: 70, height: Int(70.0 * Double(native.height + 6) / Double(native.width + 6)))
        let underlay = try FoldRenderer.underlay(art: Self.art(frame: 0), hinge: hinge, options: options, canvas: canvas)
        #expect((0..<underlay.height).contains { y in (0..<underlay.width).contains { underlay[$0, y].a > 0 } },
                "the underlay holds the shadow")
        for frame in 1...3 {
            let art = Self.art(frame: frame)
            let drawn = try FoldRenderer.render(art: art, hinge: hinge, options: options, canvas: canvas).image
            let reused = try FoldRenderer.render(art: art, hinge: hinge, options: options, canvas: canvas, underlay: underlay).image
            #expect(drawn == reused, "frame \(frame)")
        }
    }
}
