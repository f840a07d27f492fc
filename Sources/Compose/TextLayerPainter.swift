import Colour
import Foundation
import Raster
import TextEngine

/// Draws a text layer onto its own canvas through the text engine (the one text path: shaping,
/// bidi, fallback fonts, line breaking, shrinking to fit), then around the glyphs it drew: a
/// rounded box behind, an outline outside them (their coverage grown by the stroke's width), a
/// gradient across them (their colours multiplied by it). Invariant: the picture's `frame` is the
/// lines' box (widened by the box's padding when there is a box); every drawn pixel is inside
/// the canvas.
enum TextLayerPainter {
    /// Line height of layer text, as a multiple of its size (a title's).
    static let lineHeight = 1.18

    /// The layout of `text` in `style` for a page `pageHeight` tall, `width` px wide at most (nil:
    /// only hard breaks), `maxHeight` px tall at most; shrunk to fit when a width is given.
    static func layout(_ text: String, style: TextLayerStyle, fonts: [String], pageHeight: Int, width: Double?,
                       maxHeight: Double?, locale: String?, place: String) throws -> TextLayout {
        let size = style.size * Double(pageHeight)
        var caption = CaptionStyle()
        caption.fonts = fonts
        let bold = TextCaptionPainter.emphasis(caption, weight: style.weight, colour: style.colour)
        let textStyle = TextStyle(fonts: fonts.map(FontSpec.init(parsing:)), size: size, weight: style.weight,
                                  colour: style.fill == nil ? style.colour.premultiplied : .white,
                                  alignment: TextAlignment(rawValue: style.alignment.rawValue) ?? .center,
                                  lineHeight: lineHeight, language: locale.flatMap(TextLanguage.init))
        let shrinks = width != nil || maxHeight != nil
        let minimum = min(size, (style.minimumSize ?? style.size / 2) * Double(pageHeight))
        let layout = try TextLayout(AttributedText(markup: text, boldWeight: bold.weight, boldColour: bold.colour),
                                    style: textStyle, width: width, maxLines: width == nil ? nil : style.lines,
                                    maxHeight: maxHeight, minimumSize: shrinks && minimum < size ? minimum : nil)
        if !layout.missingCharacters.isEmpty {
            throw LayerError.noFontCovers(place: place, layout.missingCharacters, fonts: fonts)
        }
        if layout.isTruncated || (maxHeight.map { layout.height > $0 + 0.5 } ?? false) {
            throw LayerError.doesNotFit(place: place, text: text, width: Int(width ?? 0), lines: style.lines,
                                        minimumSize: Int(minimum.rounded()))
        }
        return layout
    }

    /// The layer's picture: box, stroke, then the glyphs (gradient-filled when asked).
    static func picture(_ layout: TextLayout, style: TextLayerStyle, space: ColourSpace) throws -> LayerPicture {
        let em = layout.fontSize
        // The lines' box: from the leftmost line's start to the rightmost line's end, all lines tall.
        let left = layout.lines.map(\.x).min() ?? 0
        let right = layout.lines.map { $0.x + $0.width }.max() ?? 0
        let lines = RectF(x: left, y: 0, width: max(right - left, 1), height: max(layout.height, 1))
        let padding = style.box.map { $0.padding * em } ?? 0
        let frame = RectF(x: lines.x - padding, y: lines.y - padding, width: lines.width + 2 * padding,
                          height: lines.height + 2 * padding)
        let stroke = style.stroke.map { $0.width * em } ?? 0
        // The canvas holds the frame and the ink, with room for the stroke and a pixel of spare.
        var bounds = frame
        if let ink = layout.inkBounds, !ink.isEmpty {
            let x0 = min(bounds.minX, ink.minX), y0 = min(bounds.minY, ink.minY)
            bounds = RectF(x: x0, y: y0, width: max(bounds.maxX, ink.maxX) - x0, height: max(bounds.maxY, ink.maxY) - y0)
        }
        let spare = stroke + 2
        let canvas = RectF(x: bounds.x - spare, y: bounds.y - spare, width: bounds.width + 2 * spare,
                           height: bounds.height + 2 * spare).enclosingRect
        let origin = PointF(x: Double(-canvas.x), y: Double(-canvas.y))
        var glyphs = Image(width: canvas.width, height: canvas.height)
        layout.draw(into: &glyphs, at: origin)
        if let fill = style.fill {
            let box = RectF(x: lines.x + origin.x, y: lines.y + origin.y, width: lines.width, height: lines.height)
            try multiply(&glyphs, by: fill, over: box, space: space)
        }
        var out = Image(width: canvas.width, height: canvas.height)
        if let box = style.box {
            let rect = RectF(x: frame.x + origin.x, y: frame.y + origin.y, width: frame.width, height: frame.height)
            let radius = box.radius.map { $0 * em } ?? rect.height / 2
            out.fill(box.colour.premultiplied, mask: .roundedRect(rect, cornerRadius: radius, width: canvas.width, height: canvas.height),
                     atX: 0, y: 0)
        }
        if let s = style.stroke {
            out.fill(s.colour.premultiplied, mask: glyphs.alphaMask.dilated(by: stroke), atX: 0, y: 0)
        }
        out.draw(glyphs, atX: 0, y: 0)
        return LayerPicture(image: out, frame: RectF(x: frame.x + origin.x, y: frame.y + origin.y,
                                                     width: frame.width, height: frame.height))
    }

    /// Every pixel's colour multiplied by the gradient (drawn over `box`, its edge colours
    /// continuing beyond it), alpha kept: white glyphs take the gradient's colours.
    static func multiply(_ image: inout Image, by fill: TextLayerStyle.Fill, over box: RectF, space: ColourSpace) throws {
        let area = box.enclosingRect
        guard area.width > 0, area.height > 0 else { return }
        let gradient = try BackgroundRenderer.render(.linear(angle: fill.angle, stops: fill.stops), width: area.width,
                                                     height: area.height, space: space)
        let width = image.width, height = image.height, gw = area.width, gh = area.height
        gradient.withUnsafeBytes { g in
            image.withUnsafeMutableBytes { p in
                for y in 0..<height {
                    let gy = min(max(y - area.y, 0), gh - 1)
                    for x in 0..<width {
                        let i = (y * width + x) * 4
                        guard p[i + 3] != 0 else { continue }
                        let gx = min(max(x - area.x, 0), gw - 1), j = (gy * gw + gx) * 4
                        for c in 0..<3 { p[i + c] = UInt8((UInt32(p[i + c]) * UInt32(g[j + c]) + 127) / 255) }
                    }
                }
            }
        }
    }
}
