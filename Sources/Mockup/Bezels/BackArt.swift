import Raster
import Colour

/// A picture of the device's back (Docs/Bezels.md, "The back"): the shut phone seen from the side
/// opposite its cover, an opaque body with no screen, drawn on the back's outer face. Invariant:
/// `art` has pixels with alpha ≥ 128 (a body).
public struct BackArt: Sendable {
    /// The PNG file it came from.
    public var path: String
    public var art: Image
    /// The colour space the file's pixels are in (converted into the working space when drawn).
    public var colour: ColourSpace

    public init(path: String, art: Image, colour: ColourSpace = .sRGB) {
        self.path = path
        self.art = art
        self.colour = colour
    }
}

extension BackArt {
    /// What the screen cache notes for a file that is the device's back.
    static let cacheNote = "the device's back (no screen)"
    /// The body's width over its height a back may have: a leaf of the Duo is about 0.7 (the
    /// cover display is 466:678 = 0.69), held upright.
    static let aspects = 0.6...0.8

    /// True when art of this size could be a back (portrait, of a leaf's shape or with a margin).
    static func couldBe(width: Int, height: Int) -> Bool {
        height > 0 && BackArt.aspects.contains(Double(width) / Double(height))
    }

    /// True when `art` looks like the device's back: opaque at its centre (no screen), and a body
    /// (the pixels with alpha ≥ 128) of a leaf's shape that fills at least 90 % of its box.
    static func looksLikeABack(_ art: Image) -> Bool {
        guard art.width > 0, art.height > 0, art[art.width / 2, art.height / 2].a == 255 else { return false }
        var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min, count = 0
        for y in 0..<art.height {
            for x in 0..<art.width where art[x, y].a >= 128 {
                x0 = min(x0, x); x1 = max(x1, x); y0 = min(y0, y); y1 = max(y1, y); count += 1
            }
        }
        guard x1 >= x0, y1 >= y0 else { return false }
        let (w, h) = (x1 - x0 + 1, y1 - y0 + 1)
        return couldBe(width: w, height: h) && Double(count) >= 0.9 * Double(w * h)
    }
}
