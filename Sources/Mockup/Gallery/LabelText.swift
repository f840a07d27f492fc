import Raster

/// The contact sheet's labels: one line of text in the project's bitmap font, cut with "…" to a
/// width. Invariant: nothing is drawn right of `x + maxWidth` or below `y + lineHeight`.
enum LabelText {
    /// The font's scale on the sheet (its pixels are doubled for legibility).
    static let scale = 2

    static var lineHeight: Int { BitmapFont.standard.lineHeight * scale }

    static func draw(_ text: String, into image: inout Image, x: Int, y: Int, maxWidth: Int, colour: PremultipliedRGBA8) {
        let font = BitmapFont.standard
        var shown = text
        if font.measure(shown, scale: scale).width > maxWidth {
            var chars = Array(text)
            while !chars.isEmpty && font.measure(String(chars) + "…", scale: scale).width > maxWidth { chars.removeLast() }
            shown = String(chars) + "…"
        }
        font.draw(shown, into: &image, x: x, y: y, colour: colour, scale: scale)
    }
}
