import Codecs
import Colour
import Mockup
import Raster

extension Clip {
    /// The most frames a second a GIF plays as asked: its delays are whole centiseconds, and
    /// browsers slow any under 2 cs.
    public static let gifMaxFramesPerSecond = 50.0

    /// Refuses a frame rate `format` cannot play (a GIF above 50); other limits are `Clip`'s own.
    public static func checkFrameRate(_ fps: Double, for format: ClipFormat?) throws {
        if format == .gif && fps > gifMaxFramesPerSecond { throw ClipSettingError.gifFrameRate(fps) }
    }

    /// How many times a clip plays, from its spelling: a number from 1 to 65536, or `forever` (0).
    public static func plays(spelled text: String) throws -> Int {
        if text.lowercased() == "forever" { return 0 }
        guard let n = Int(text), n >= 1, n <= 65536 else { throw ClipSettingError.playsNotACount(text) }
        return n
    }
}

extension GIFTransparency {
    /// The matte a colour's spelling gives (`white`, `#1e1e1e`, `display-p3(255 80 0)`), in sRGB:
    /// an opaque colour only.
    public static func matte(spelled text: String) throws -> StraightRGBA8 {
        guard let (colour, space) = ColourText.parseTagged(text) else { throw ClipSettingError.matteNotAColour(text) }
        guard colour.a == 255 else { throw ClipSettingError.matteNotOpaque(text) }
        return ColourConversion(from: space.space, to: .sRGB).convert(colour)
    }
}
