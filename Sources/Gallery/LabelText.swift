import Mockup
import Raster
import TextEngine

/// The contact sheet's labels: one line of text drawn with the text engine (fontconfig's
/// sans-serif with per-character fallback, so `café`, `日本語`, `مرحبا` and `👋` draw), cut with
/// "…" to a width. When no font is installed at all, the project's 5×7 `BitmapFont` is the
/// last resort (`fontProblem` says why). Invariant: nothing is drawn right of `x + maxWidth`
/// or below `y + lineHeight`.
enum LabelText {
    /// The line height on the sheet, px.
    static let lineHeight = 18
    /// The em size of the labels, px.
    static let size = 13.0

    static func style(_ colour: PremultipliedRGBA8) -> TextStyle {
        TextStyle(size: size, colour: colour, lineHeight: Double(lineHeight) / size)
    }

    /// Why labels fall back to the bitmap font (no font found), or nil when the engine draws them.
    static var fontProblem: String? {
        do { _ = try TextLayout(AttributedText("A"), style: style(.black)); return nil }
        catch { return "no font for the contact sheet's labels (\(error)); using the built-in 5×7 font" }
    }

    static func draw(_ text: String, into image: inout Image, x: Int, y: Int, maxWidth: Int, colour: PremultipliedRGBA8) {
        guard maxWidth >= 1 else { return }
        guard let layout = fitted(text, maxWidth: Double(maxWidth), colour: colour) else {
            drawBitmap(text, into: &image, x: x, y: y, maxWidth: maxWidth, colour: colour)
            return
        }
        // Draw into a box of the label's size so that no ink leaves it.
        var box = Image(width: maxWidth, height: lineHeight)
        layout.draw(into: &box, at: PointF(x: 0, y: 0))
        image.draw(box, atX: x, y: y)
    }

    /// The label, shortened with "…" (keeping as many characters as fit) when wider than maxWidth;
    /// nil when no font is found.
    static func fitted(_ text: String, maxWidth: Double, colour: PremultipliedRGBA8) -> TextLayout? {
        let style = style(colour)
        guard let whole = try? TextLayout(AttributedText(text), style: style) else { return nil }
        if whole.width <= maxWidth { return whole }
        let characters = Array(text)
        var low = 0, high = characters.count - 1, best: TextLayout?
        while low <= high {
            let mid = (low + high) / 2
            let candidate = String(characters.prefix(mid)).trimmingTrailingSpaces + "…"
            if let layout = try? TextLayout(AttributedText(candidate), style: style), layout.width <= maxWidth {
                best = layout; low = mid + 1
            } else {
                high = mid - 1
            }
        }
        return best ?? (try? TextLayout(AttributedText("…"), style: style))
    }

    /// The 5×7 bitmap font, cut with "..".
    static func drawBitmap(_ text: String, into image: inout Image, x: Int, y: Int, maxWidth: Int,
                           colour: PremultipliedRGBA8) {
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

private extension String {
    var trimmingTrailingSpaces: String {
        var s = self
        while s.last?.isWhitespace == true { s.removeLast() }
        return s
    }
}
