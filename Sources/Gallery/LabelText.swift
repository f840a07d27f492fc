import Mockup
import Raster

/// The contact sheet's labels: one line of text in the project's `BitmapFont`, cut with ".." to a
/// width. Invariant: nothing is drawn right of `x + maxWidth` or below `y + lineHeight`.
enum LabelText {
    /// The line height on the sheet, px (two device pixels per font pixel).
    static let lineHeight = 18

    static func draw(_ text: String, into image: inout Image, x: Int, y: Int, maxWidth: Int, colour: PremultipliedRGBA8) {
        var shown = text
        if BitmapFont.measure(shown, height: lineHeight).width > maxWidth {
            var chars = Array(text)
            while !chars.isEmpty && BitmapFont.measure(String(chars) + "..", height: lineHeight).width > maxWidth {
                chars.removeLast()
            }
            shown = String(chars) + ".."
        }
        BitmapFont.draw(shown, into: &image, atX: x, y: y, height: lineHeight, colour: colour)
    }
}
