import CHarfBuzz
import Raster

/// A glyph's outline read through HarfBuzz's draw callbacks into a `Path` (font units, y up).
enum GlyphOutline {
    /// The HarfBuzz callbacks append to the `Path` passed as draw data.
    private static func makeFuncs() -> OpaquePointer {
        let funcs = hb_draw_funcs_create()!
        hb_draw_funcs_set_move_to_func(funcs, { _, data, _, x, y, _ in
            data!.assumingMemoryBound(to: Path.self).pointee.move(to: PointF(x: Double(x), y: Double(y)))
        }, nil, nil)
        hb_draw_funcs_set_line_to_func(funcs, { _, data, _, x, y, _ in
            data!.assumingMemoryBound(to: Path.self).pointee.line(to: PointF(x: Double(x), y: Double(y)))
        }, nil, nil)
        hb_draw_funcs_set_quadratic_to_func(funcs, { _, data, _, cx, cy, x, y, _ in
            data!.assumingMemoryBound(to: Path.self).pointee.quad(
                control: PointF(x: Double(cx), y: Double(cy)), to: PointF(x: Double(x), y: Double(y)))
        }, nil, nil)
        hb_draw_funcs_set_cubic_to_func(funcs, { _, data, _, c1x, c1y, c2x, c2y, x, y, _ in
            data!.assumingMemoryBound(to: Path.self).pointee.cubic(
                control1: PointF(x: Double(c1x), y: Double(c1y)), control2: PointF(x: Double(c2x), y: Double(c2y)),
                to: PointF(x: Double(x), y: Double(y)))
        }, nil, nil)
        hb_draw_funcs_set_close_path_func(funcs, { _, data, _, _ in
            data!.assumingMemoryBound(to: Path.self).pointee.close()
        }, nil, nil)
        hb_draw_funcs_make_immutable(funcs)
        return funcs
    }

    static func path(of glyph: UInt32, in font: Font) -> Path {
        let funcs = makeFuncs()
        defer { hb_draw_funcs_destroy(funcs) }
        var path = Path()
        withUnsafeMutablePointer(to: &path) { p in
            duo_hb_font_draw_glyph(font.hbFont, glyph, funcs, UnsafeMutableRawPointer(p))
        }
        return path
    }
}
