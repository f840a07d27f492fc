import Raster

/// Attributed text as the layout sees it: Unicode scalars in reading order with, for each, its
/// run, the font chosen for its character (nil: not drawn — a control character, a hard break,
/// or a character no font covers), and whether a character (grapheme cluster) starts there.
/// Invariant: all arrays have one entry per scalar; `paragraphs` cover the scalars between hard
/// breaks, in order, without the breaks.
struct LogicalText {
    var scalars: [Unicode.Scalar] = []
    var runIndex: [Int] = []
    var fonts: [Font?] = []
    var startsCharacter: [Bool] = []
    var paragraphs: [Range<Int>] = []
    /// Code points no font covers, each once, in order of appearance.
    var missing: [Unicode.Scalar] = []

    /// Splits the runs into scalars and picks a font for each character: the first of `fonts`
    /// (opened at the run's weight) that covers it, else fontconfig's choice for it in `language`.
    init(_ text: AttributedText, fontsAt: (Int) throws -> [Font], weights: [Int], language: TextLanguage?,
         library: FontLibrary) rethrows {
        var paragraphStart = 0
        var seenMissing = Set<UInt32>()
        // Faces fontconfig already chose, per weight: tried before asking it again (a page of
        // CJK text would otherwise ask once per distinct ideograph).
        var chosen: [Int: [Font]] = [:]
        func systemFallback(_ visible: [Unicode.Scalar], weight: Int, colour: Bool) -> Font? {
            if let f = chosen[weight]?.first(where: { f in visible.allSatisfy { f.covers($0) }
                && (!colour || f.hasColourBitmaps || f.hasColourLayers) }) {
                return f
            }
            guard let f = library.fallback(for: visible[0], weight: weight, language: language), visible.allSatisfy({ f.covers($0) })
            else { return nil }
            chosen[weight, default: []].append(f)
            return f
        }
        for (r, run) in text.runs.enumerated() {
            let candidates = try fontsAt(weights[r])
            for character in run.text {
                let first = scalars.count
                let charScalars = Array(character.unicodeScalars)
                if charScalars.contains(where: Self.isHardBreak) {
                    // "\r\n" is one character: one break.
                    scalars.append("\n"); runIndex.append(r); fonts.append(nil); startsCharacter.append(true)
                    paragraphs.append(paragraphStart..<first)
                    paragraphStart = scalars.count
                    continue
                }
                let visible = charScalars.filter { !Self.isIgnorable($0) }
                var font: Font?
                if charScalars.allSatisfy({ $0.properties.generalCategory == .control && $0 != "\t" }) {
                    font = nil
                } else if visible.isEmpty {
                    // A lone joiner or selector: it shapes with the previous character's font.
                    font = fonts.last ?? nil
                } else {
                    let wantsEmoji = charScalars.contains("\u{FE0F}") || (visible.first.map(Self.isEmojiPresentation) ?? false)
                    font = candidates.first { f in visible.allSatisfy { f.covers($0) }
                        && (!wantsEmoji || f.hasColourBitmaps || f.hasColourLayers) }
                    if font == nil, wantsEmoji, let f = systemFallback(visible, weight: weights[r], colour: true) {
                        font = f
                    }
                    if font == nil {
                        font = candidates.first { f in visible.allSatisfy { f.covers($0) } }
                    }
                    if font == nil, let f = systemFallback(visible, weight: weights[r], colour: false) {
                        font = f
                    }
                    if font == nil {
                        for s in visible where seenMissing.insert(s.value).inserted { missing.append(s) }
                    }
                }
                for (k, s) in charScalars.enumerated() {
                    scalars.append(s == "\t" ? " " : s)
                    runIndex.append(r)
                    fonts.append(font)
                    startsCharacter.append(k == 0)
                }
            }
        }
        paragraphs.append(paragraphStart..<scalars.count)
    }

    static func isHardBreak(_ s: Unicode.Scalar) -> Bool {
        s == "\n" || s == "\r" || s == "\u{2028}" || s == "\u{2029}" || s == "\u{0B}" || s == "\u{0C}" || s == "\u{85}"
    }

    /// Joiners, variation selectors and tags: they need no glyph of their own.
    static func isIgnorable(_ s: Unicode.Scalar) -> Bool {
        s == "\u{200D}" || s == "\u{200C}" || (0xFE00...0xFE0F).contains(s.value)
            || (0xE0000...0xE0FFF).contains(s.value) || s.properties.isDefaultIgnorableCodePoint
    }

    /// Characters shown as emoji by default (colour fonts preferred).
    static func isEmojiPresentation(_ s: Unicode.Scalar) -> Bool {
        s.properties.isEmojiPresentation
    }
}
