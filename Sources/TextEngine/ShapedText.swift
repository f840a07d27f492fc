import CHarfBuzz
import Raster

/// Text shaped once in ems, so that breaking and shrinking at any size is arithmetic: fonts
/// chosen per character, paragraphs with their bidi levels, items shaped by HarfBuzz, each
/// scalar's advance and where lines may start. Invariant: `advance`, `opportunities` and
/// `drawn` have one entry per scalar of `logical`.
struct ShapedText {
    /// One paragraph (between hard breaks).
    struct Paragraph {
        var range: Range<Int>
        var isRightToLeft: Bool
        var items: [ShapedItem]
    }

    var logical: LogicalText
    var paragraphs: [Paragraph] = []
    /// Per scalar: the advance of the cluster that starts there, ems (0 inside a cluster).
    var advance: [Double]
    /// Per scalar: a line may start here (UAX #14).
    var opportunities: [Bool]
    /// Per scalar: it belongs to a drawn character (has a font).
    var drawn: [Bool]
    /// The first font's vertical metrics, ems.
    var ascender: Double, descender: Double, lineGap: Double
    /// Per run: its colour.
    var colours: [PremultipliedRGBA8]
    /// The runs as given (for cutting the text with an ellipsis).
    var runs: [AttributedText.Run]
    /// The style's families that are not installed here, skipped (in the style's order).
    var unavailableFonts: [FontSpec] = []

    init(_ text: AttributedText, style: TextStyle, library: FontLibrary) throws {
        let weights = text.runs.map { $0.weight ?? style.weight }
        var cache: [Int: [Font]] = [:]
        var unavailable: [FontSpec] = []
        // The style's fonts are an ordered fallback list meant for every system (a Mac's families
        // and Debian's side by side): a family not installed here is skipped; files are never
        // skipped (a path is a deliberate choice), and a list with no family installed is an error.
        func fontsAt(_ weight: Int) throws -> [Font] {
            if let known = cache[weight] { return known }
            var fonts: [Font] = []
            var missing: [(FontSpec, FontError)] = []
            for spec in style.fonts.isEmpty ? [FontSpec.family("sans-serif")] : style.fonts {
                do {
                    fonts.append(try Self.font(spec, weight: weight, language: style.language, library: library))
                } catch let e as FontError {
                    guard case .familyNotFound = e else { throw e }
                    missing.append((spec, e))
                }
            }
            if fonts.isEmpty, let (_, first) = missing.first {
                guard missing.count > 1 else { throw first }
                throw FontError.noListedFamilyInstalled(missing.map { spec, _ in
                    if case .family(let name, _) = spec { return name }
                    return spec.description
                })
            }
            for (spec, _) in missing where !unavailable.contains(spec) { unavailable.append(spec) }
            cache[weight] = fonts
            return fonts
        }
        let primary = try fontsAt(style.weight)[0]
        ascender = primary.ascender; descender = primary.descender; lineGap = primary.lineGap
        colours = text.runs.map { $0.colour ?? style.colour }
        runs = text.runs
        logical = try LogicalText(text, fontsAt: fontsAt, weights: weights, language: style.language, library: library)
        unavailableFonts = unavailable
        let n = logical.scalars.count
        advance = [Double](repeating: 0, count: n)
        opportunities = [Bool](repeating: false, count: n)
        drawn = logical.fonts.map { $0 != nil }
        let context = logical.scalars.map(\.value)
        let spaced = style.letterSpacing != 0
        for range in logical.paragraphs {
            let slice = logical.scalars[range]
            let bidi = BidiLevels(slice, base: style.direction)
            let scripts = style.script.map { [hb_script_t](repeating: $0.harfBuzz, count: slice.count) } ?? Shaper.scripts(slice)
            let breaks = LineBreaks.opportunities(slice)
            for (k, allowed) in breaks.enumerated() { opportunities[range.lowerBound + k] = allowed }
            var items: [ShapedItem] = []
            var i = range.lowerBound
            while i < range.upperBound {
                guard let font = logical.fonts[i] else { i += 1; continue }
                let k = i - range.lowerBound
                var j = i + 1
                while j < range.upperBound, let f = logical.fonts[j], f === font,
                      bidi.levels[j - range.lowerBound] == bidi.levels[k],
                      scripts[j - range.lowerBound] == scripts[k],
                      logical.runIndex[j] == logical.runIndex[i] { j += 1 }
                let level = bidi.levels[k]
                let glyphs = Shaper.shape(context, contextStart: 0, range: i..<j, font: font,
                                          rightToLeft: level % 2 == 1, script: scripts[k], language: style.language,
                                          spaced: spaced, features: style.features)
                for g in glyphs { advance[g.cluster] += g.advance }
                items.append(ShapedItem(range: i..<j, level: level, run: logical.runIndex[i], glyphs: glyphs))
                i = j
            }
            paragraphs.append(Paragraph(range: range, isRightToLeft: bidi.isRightToLeft, items: items))
        }
    }

    /// A spec's font at `weight`. A font file without a weight axis asked for a heavier or
    /// lighter weight is swapped for its family's face at that weight when fontconfig has one.
    static func font(_ spec: FontSpec, weight: Int, language: TextLanguage? = nil, library: FontLibrary) throws -> Font {
        let generic = ["sans-serif", "serif", "monospace", "sans", "system-ui", "emoji", "cursive", "fantasy"]
        if case .family(let name, let italic) = spec, generic.contains(name.lowercased()) {
            return try library.genericFamily(name, weight: weight, italic: italic, language: language)
        }
        let font = try library.font(spec, weight: weight)
        if case .file = spec, !font.isVariableWeight, abs(font.drawnWeight - weight) >= 200,
           let sibling = try? library.font(.family(font.familyName), weight: weight),
           abs(sibling.drawnWeight - weight) < abs(font.drawnWeight - weight) {
            return sibling
        }
        return font
    }
}
