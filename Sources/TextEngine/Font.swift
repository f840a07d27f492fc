import CHarfBuzz
import Raster

/// One face of a font file at one weight, opened through HarfBuzz at a scale of one unit per
/// font unit (so shaping results hold for every size: multiply by `size / unitsPerEm`).
/// Invariant: the HarfBuzz objects are made immutable at creation and released with the
/// object, so a `Font` may be shared between threads.
public final class Font: @unchecked Sendable, Hashable, CustomStringConvertible {
    public let path: String
    public let index: Int
    /// The weight asked for (OpenType 100…900); applied to a variable font's 'wght' axis.
    public let weight: Int
    public let unitsPerEm: Int
    /// The family name the font gives itself (name table), or the file name.
    public let familyName: String
    /// Vertical metrics in ems (ascender > 0, descender < 0 as fonts store them).
    public let ascender: Double, descender: Double, lineGap: Double
    /// True when glyphs come as PNG bitmaps (CBDT/sbix, e.g. Noto Color Emoji).
    public let hasColourBitmaps: Bool
    /// True when glyphs come as coloured layers of outlines (COLRv0).
    public let hasColourLayers: Bool
    /// True when the face has a 'wght' axis.
    public let isVariableWeight: Bool
    /// The weight the face draws at (its OS/2 class, or the 'wght' axis's value).
    public let drawnWeight: Int
    /// Font units each outline is grown by on every side to draw a weight the face does not have,
    /// as browsers and FreeType do: when 600 or more is asked of a face drawing 500 or less (CSS's
    /// rule for synthesising bold) with no weight axis and no colour glyphs. An em/48 a side for
    /// regular drawn as bold (an em/24 wider), in proportion to the difference, at most 1.5 times
    /// that. Glyphs drawn so advance by twice this more, their outlines shifted right by it.
    /// 0 when the face draws the weight itself.
    public let syntheticBold: Double

    let face: OpaquePointer
    let hbFont: OpaquePointer
    private let blob: OpaquePointer

    /// Opens face `index` of the file at `path` at `weight`.
    init(path: String, index: Int, weight: Int) throws {
        var isDirectory = false
        guard fileExists(path, isDirectory: &isDirectory) else { throw FontError.missingFile(path) }
        guard !isDirectory else { throw FontError.notAFont(path) }
        guard let blob = hb_blob_create_from_file_or_fail(path) else { throw FontError.notAFont(path) }
        let count = Int(hb_face_count(blob))
        guard count > 0 else { hb_blob_destroy(blob); throw FontError.notAFont(path) }
        guard index >= 0 && index < count else {
            hb_blob_destroy(blob); throw FontError.indexOutOfRange(path: path, index: index, count: count)
        }
        let face = hb_face_create(blob, UInt32(index))!
        guard hb_face_get_glyph_count(face) > 0 else {
            hb_face_destroy(face); hb_blob_destroy(blob); throw FontError.notAFont(path)
        }
        let upem = Int(hb_face_get_upem(face))
        let font = hb_font_create(face)!
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        var axis = hb_ot_var_axis_info_t()
        let hasWeightAxis = hb_ot_var_find_axis_info(face, Self.tag("wght"), &axis) != 0
        if hasWeightAxis {
            var variation = hb_variation_t(tag: Self.tag("wght"),
                                           value: min(max(Float(weight), axis.min_value), axis.max_value))
            hb_font_set_variations(font, &variation, 1)
        }
        hb_face_make_immutable(face)
        hb_font_make_immutable(font)

        var extents = hb_font_extents_t()
        _ = hb_font_get_h_extents(font, &extents)
        let em = Double(upem)
        self.path = path; self.index = index; self.weight = weight; self.unitsPerEm = upem
        self.ascender = Double(extents.ascender) / em
        self.descender = Double(extents.descender) / em
        self.lineGap = Double(extents.line_gap) / em
        self.hasColourBitmaps = hb_ot_color_has_png(face) != 0
        self.hasColourLayers = hb_ot_color_has_layers(face) != 0
        self.isVariableWeight = hasWeightAxis
        self.drawnWeight = Int(hb_style_get_value(font, HB_STYLE_TAG_WEIGHT).rounded())
        let missing = weight - drawnWeight
        self.syntheticBold = !hasWeightAxis && !hasColourBitmaps && !hasColourLayers && weight >= 600 && drawnWeight <= 500
            ? em / 48 * min(1.5, Double(missing) / 300) : 0
        self.familyName = Self.name(face, id: 16)
            ?? Self.name(face, id: 1)
            ?? String(path.split(separator: "/").last ?? Substring(path))
        self.blob = blob; self.face = face; self.hbFont = font
    }

    deinit {
        hb_font_destroy(hbFont)
        hb_face_destroy(face)
        hb_blob_destroy(blob)
    }

    /// True when the font maps `scalar` to a glyph of its own.
    public func covers(_ scalar: Unicode.Scalar) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(hbFont, scalar.value, &glyph) != 0 && glyph != 0
    }

    /// The glyph's ink box in font units (y up): x of its left edge, y of its top, width, height ≥ 0
    /// (grown as its outline is by `syntheticBold`).
    func extents(of glyph: UInt32) -> (x: Double, top: Double, width: Double, height: Double)? {
        var e = hb_glyph_extents_t()
        guard hb_font_get_glyph_extents(hbFont, glyph, &e) != 0, e.width != 0, e.height != 0 else { return nil }
        // HarfBuzz gives height as a negative number (downwards from the top).
        let x = Double(min(e.x_bearing, e.x_bearing + e.width))
        let top = Double(max(e.y_bearing, e.y_bearing + e.height))
        let grow = syntheticBold
        return (x, top + grow, Double(abs(e.width)) + 2 * grow, Double(abs(e.height)) + 2 * grow)
    }

    /// The glyph's outline in font units, y up, as drawn: grown by `syntheticBold` and shifted
    /// right by as much, so that its left side bearing stays.
    func outline(of glyph: UInt32) -> Path {
        let path = GlyphOutline.path(of: glyph, in: self)
        guard syntheticBold > 0 else { return path }
        return path.emboldened(by: syntheticBold).transformed(scaleX: 1, scaleY: 1, dx: syntheticBold, dy: 0)
    }

    public static func == (a: Font, b: Font) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
    public var description: String { index == 0 ? "\(familyName) (\(path))" : "\(familyName) (\(path)#\(index))" }

    static func tag(_ s: StaticString) -> hb_tag_t {
        let b = s.utf8Start
        return hb_tag_t(b[0]) << 24 | hb_tag_t(b[1]) << 16 | hb_tag_t(b[2]) << 8 | hb_tag_t(b[3])
    }

    private static func name(_ face: OpaquePointer, id: hb_ot_name_id_t) -> String? {
        var length: UInt32 = 256
        var buffer = [CChar](repeating: 0, count: 256)
        let total = hb_ot_name_get_utf8(face, id, hb_language_from_string("en", -1), &length, &buffer)
        guard total > 0 else { return nil }
        // `length` is the number of bytes written, without the terminating zero.
        let text = String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.isEmpty ? nil : text
    }
}
