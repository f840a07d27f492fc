import CHarfBuzz

/// Shapes items with HarfBuzz: the whole paragraph is passed as context (so Arabic joins across
/// item edges), the item's direction comes from its bidi level and its script from its scalars
/// (or the style's script), its language from the style (none when the style has none).
/// Kerning and the font's default features are on; ligatures are off when letters are spaced;
/// the style's features come last, so they win.
enum Shaper {
    /// The script of each scalar; Common and Inherited ones take their neighbour's.
    static func scripts(_ scalars: ArraySlice<Unicode.Scalar>) -> [hb_script_t] {
        let funcs = hb_unicode_funcs_get_default()
        var out = scalars.map { hb_unicode_script(funcs, $0.value) }
        let neutral: Set<UInt32> = [HB_SCRIPT_COMMON.rawValue, HB_SCRIPT_INHERITED.rawValue, HB_SCRIPT_UNKNOWN.rawValue]
        var last: hb_script_t?
        for i in out.indices {
            if neutral.contains(out[i].rawValue) { if let last { out[i] = last } } else { last = out[i] }
        }
        // Leading neutrals take the first real script.
        if let first = out.firstIndex(where: { !neutral.contains($0.rawValue) }) {
            for i in 0..<first { out[i] = out[first] }
        }
        return out
    }

    static func shape(_ context: [UInt32], contextStart: Int, range: Range<Int>, font: Font,
                      rightToLeft: Bool, script: hb_script_t, language: TextLanguage?, spaced: Bool,
                      features extra: [FontFeature] = []) -> [ShapedGlyph] {
        guard let buffer = hb_buffer_create() else { return [] }
        defer { hb_buffer_destroy(buffer) }
        context.withUnsafeBufferPointer { text in
            hb_buffer_add_utf32(buffer, text.baseAddress, Int32(text.count),
                                UInt32(range.lowerBound - contextStart), Int32(range.count))
        }
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, script)
        if let language = language?.harfBuzz { hb_buffer_set_language(buffer, language) }
        hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_GRAPHEMES)
        var features: [hb_feature_t] = []
        if spaced {
            for tag in ["liga", "clig", "dlig"] {
                var f = hb_feature_t()
                if hb_feature_from_string("-" + tag, -1, &f) != 0 {
                    features.append(f)
                }
            }
        }
        features += extra.map(\.feature)
        hb_shape(font.hbFont, buffer, features, UInt32(features.count))
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return [] }
        let em = Double(font.unitsPerEm)
        // A synthetically bold glyph is that much wider (marks, which do not advance, stay so).
        let bolder = 2 * font.syntheticBold / em
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(Int(count))
        for i in 0..<Int(count) {
            glyphs.append(ShapedGlyph(font: font, glyph: infos[i].codepoint,
                                      cluster: Int(infos[i].cluster) + contextStart,
                                      advance: Double(positions[i].x_advance) / em
                                          + (positions[i].x_advance != 0 ? bolder : 0),
                                      xOffset: Double(positions[i].x_offset) / em,
                                      yOffset: Double(positions[i].y_offset) / em))
        }
        return glyphs
    }
}
