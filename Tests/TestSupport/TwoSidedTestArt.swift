import Raster

/// Small synthetic art for a two-sided device, drawn in memory: a `closed` bezel (the cover), an
/// `open` bezel (the inner display) and a `back` (an opaque body, no screen), each a grey body
/// with rounded corners around a rounded screen hole of a pose's aspect, at a quarter of the
/// points. Invariant: every hole is pixel-aligned at `margin + inset` from the art's edges.
public enum TwoSidedTestArt {
    /// Transparent room around each body, and the body's width around its hole.
    public static let inset = 3, margin = 6
    public static let body = PremultipliedRGBA8(r: 52, g: 54, b: 58, a: 255)
    /// The back's colour: a blue body, told apart from the grey frame and any capture.
    public static let backColour = PremultipliedRGBA8(r: 40, g: 70, b: 150, a: 255)
    /// The screens: the cover 117 × 170 (466:678), the inner display 238 × 167 (951:669).
    public static let coverScreen = (width: 117, height: 170), innerScreen = (width: 238, height: 167)

    /// A body with a hole of `width × height`, corner radii 10 (body) and 6 (hole).
    public static func bezel(holeWidth: Int, holeHeight: Int) -> Image {
        let (w, h) = (holeWidth + 2 * (margin + inset), holeHeight + 2 * (margin + inset))
        let bodyMask = Mask.roundedRect(RectF(x: Double(inset), y: Double(inset), width: Double(w - 2 * inset),
                                              height: Double(h - 2 * inset)), cornerRadius: 10, width: w, height: h)
        let hole = Mask.roundedRect(RectF(x: Double(margin + inset), y: Double(margin + inset), width: Double(holeWidth),
                                          height: Double(holeHeight)), cornerRadius: 6, width: w, height: h)
        var art = Image(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w {
                let a = Double(bodyMask[x, y]) / 255 * (1 - Double(hole[x, y]) / 255)
                art[x, y] = PremultipliedRGBA8(r: UInt8((Double(body.r) * a).rounded()), g: UInt8((Double(body.g) * a).rounded()),
                                               b: UInt8((Double(body.b) * a).rounded()), a: UInt8((255 * a).rounded()))
            }
        }
        return art
    }

    public static var cover: Image { bezel(holeWidth: coverScreen.width, holeHeight: coverScreen.height) }
    public static var inner: Image { bezel(holeWidth: innerScreen.width, holeHeight: innerScreen.height) }

    /// The back: the cover's outline, opaque throughout, in `backColour`.
    public static var back: Image {
        let c = cover
        var art = Image(width: c.width, height: c.height)
        let bodyMask = Mask.roundedRect(RectF(x: Double(inset), y: Double(inset), width: Double(c.width - 2 * inset),
                                              height: Double(c.height - 2 * inset)), cornerRadius: 10, width: c.width, height: c.height)
        for y in 0..<c.height {
            for x in 0..<c.width {
                let a = Double(bodyMask[x, y]) / 255
                let k = backColour
                art[x, y] = PremultipliedRGBA8(r: UInt8((Double(k.r) * a).rounded()), g: UInt8((Double(k.g) * a).rounded()),
                                               b: UInt8((Double(k.b) * a).rounded()), a: UInt8((255 * a).rounded()))
            }
        }
        return art
    }

    /// A capture of `width × height`: big blocks of two colours led by `lead` (r, g or b at 230,
    /// the others low), so whose screen a pixel shows and where are both easy to tell.
    public static func capture(width: Int, height: Int, lead: Int) -> Image {
        var image = Image(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let block = (x * 6 / width + y * 6 / height) % 2 == 0
                var c: [UInt8] = block ? [30, 30, 30] : [70, 70, 70]
                c[lead] = block ? 230 : 170
                image[x, y] = PremultipliedRGBA8(r: c[0], g: c[1], b: c[2], a: 255)
            }
        }
        return image
    }
}
