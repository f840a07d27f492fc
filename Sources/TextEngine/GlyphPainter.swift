import CHarfBuzz
import Codecs
import Raster

/// Paints one glyph: an outline filled in the glyph's colour, a COLRv0 glyph's layers in their
/// palette colours (the text colour where the palette says "foreground"), or a CBDT/sbix PNG
/// bitmap scaled to the glyph's extents (decoded with our PNG decoder), at the text colour's opacity.
enum GlyphPainter {
    static func paint(_ g: TextLayout.Glyph, atX x: Double, baseline: Double, into image: inout Image,
                      library: FontLibrary = .shared) {
        let font = g.font
        let k = g.size / Double(font.unitsPerEm)
        if font.hasColourBitmaps, paintBitmap(g, atX: x, baseline: baseline, scale: k, into: &image) { return }
        if font.hasColourLayers, paintLayers(g, atX: x, baseline: baseline, scale: k, into: &image, library: library) {
            return
        }
        let outline = library.outline(of: g.id, in: font)
        guard !outline.isEmpty else { return }
        image.fill(outline.transformed(scaleX: k, scaleY: -k, dx: x, dy: baseline), colour: g.colour)
    }

    private static func paintBitmap(_ g: TextLayout.Glyph, atX x: Double, baseline: Double, scale k: Double,
                                    into image: inout Image) -> Bool {
        guard let blob = hb_ot_color_glyph_reference_png(g.font.hbFont, g.id) else { return false }
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0,
              let e = g.font.extents(of: g.id) else { return false }
        let bytes = [UInt8](UnsafeRawBufferPointer(start: data, count: Int(length)))
        guard let decoded = try? ImageFile.decode(bytes: bytes, name: "glyph \(g.id)") else { return false }
        let box = RectF(x: x + e.x * k, y: baseline - e.top * k, width: e.width * k, height: e.height * k)
        let w = max(1, Int(box.width.rounded())), h = max(1, Int(box.height.rounded()))
        let bitmap = decoded.image.width == w && decoded.image.height == h ? decoded.image
            : decoded.image.resized(width: w, height: h, filter: w < decoded.image.width ? .box : .bicubic)
        image.draw(bitmap, atX: Int(box.minX.rounded()), y: Int(box.minY.rounded()),
                   opacity: Double(g.colour.a) / 255)
        return true
    }

    private static func paintLayers(_ g: TextLayout.Glyph, atX x: Double, baseline: Double, scale k: Double,
                                    into image: inout Image, library: FontLibrary) -> Bool {
        let face = g.font.face
        let total = hb_ot_color_glyph_get_layers(face, g.id, 0, nil, nil)
        guard total > 0 else { return false }
        var count = total
        var layers = [hb_ot_color_layer_t](repeating: hb_ot_color_layer_t(), count: Int(total))
        _ = hb_ot_color_glyph_get_layers(face, g.id, 0, &count, &layers)
        let paletteSize = hb_ot_color_palette_get_colors(face, 0, 0, nil, nil)
        var paletteCount = paletteSize
        var palette = [hb_color_t](repeating: 0, count: Int(paletteSize))
        if paletteSize > 0 { _ = hb_ot_color_palette_get_colors(face, 0, 0, &paletteCount, &palette) }
        for layer in layers.prefix(Int(count)) {
            let colour: PremultipliedRGBA8
            if layer.color_index == 0xFFFF || Int(layer.color_index) >= palette.count {
                colour = g.colour
            } else {
                // hb_color_t is BGRA, blue in the top byte.
                let c = palette[Int(layer.color_index)]
                let straight = StraightRGBA8(r: UInt8((c >> 8) & 0xFF), g: UInt8((c >> 16) & 0xFF),
                                             b: UInt8(c >> 24), a: UInt8(c & 0xFF))
                let a = Premultiply.multiply(straight.a, g.colour.a)
                colour = StraightRGBA8(r: straight.r, g: straight.g, b: straight.b, a: a).premultiplied
            }
            let outline = library.outline(of: layer.glyph, in: g.font)
            image.fill(outline.transformed(scaleX: k, scaleY: -k, dx: x, dy: baseline), colour: colour)
        }
        return true
    }
}
