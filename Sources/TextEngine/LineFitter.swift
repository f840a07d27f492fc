/// Breaks shaped text into lines at one size: greedy, at UAX #14 opportunities, inside a word
/// only when the word alone is wider than the box. Invariant: lines come out in reading order,
/// each inside one paragraph, without trailing spaces.
struct LineFitter {
    /// Lines at one size, and whether that size fits the box.
    struct Fit {
        var lines: [(range: Range<Int>, paragraph: Int)]
        var size: Double
        var lineHeight: Double
        /// Lines were dropped for `maxLines` or `maxHeight`.
        var droppedLines: Bool
        /// A word had to be broken inside (or one character is wider than the box).
        var overflows: Bool
        var fits: Bool { !droppedLines && !overflows }
    }

    let shaped: ShapedText
    let style: TextStyle
    let width: Double?
    let maxLines: Int?
    let maxHeight: Double?

    func lineHeight(at size: Double) -> Double {
        style.lineHeight.map { $0 * size } ?? (shaped.ascender - shaped.descender + shaped.lineGap) * size
    }

    func fit(size: Double) -> Fit {
        let spacing = style.letterSpacing * size / style.size
        let starts = shaped.logical.startsCharacter
        func w(_ i: Int) -> Double {
            shaped.advance[i] * size + (shaped.drawn[i] && starts[i] ? spacing : 0)
        }
        var lines: [(range: Range<Int>, paragraph: Int)] = []
        var overflows = false
        let slack = 1e-6 * size
        for (p, paragraph) in shaped.paragraphs.enumerated() {
            let range = paragraph.range
            guard let maxWidth = width, !range.isEmpty else { lines.append((trimmed(range), p)); continue }
            var start = range.lowerBound
            var lineWidth = 0.0
            var a = range.lowerBound
            while a < range.upperBound {
                var b = a + 1
                while b < range.upperBound && !shaped.opportunities[b] { b += 1 }
                let content = trimmed(a..<b)
                let contentWidth = content.reduce(0) { $0 + w($1) }
                let fullWidth = (a..<b).reduce(0) { $0 + w($1) }
                if a > start && lineWidth + contentWidth > maxWidth + slack {
                    lines.append((trimmed(start..<a), p)); start = a; lineWidth = 0
                }
                if a == start && contentWidth > maxWidth + slack {
                    // The word alone is too wide: break it between characters.
                    overflows = true
                    var x = 0.0, characterStart = a
                    for c in a..<b where starts[c] {
                        var e = c + 1
                        while e < b && !starts[e] { e += 1 }
                        let cw = (c..<e).reduce(0) { $0 + w($1) }
                        if c > characterStart && x + cw > maxWidth + slack {
                            lines.append((trimmed(characterStart..<c), p)); characterStart = c; x = 0
                        }
                        x += cw
                    }
                    start = characterStart; lineWidth = x
                } else {
                    lineWidth += fullWidth
                }
                a = b
            }
            lines.append((trimmed(start..<range.upperBound), p))
        }
        let height = lineHeight(at: size)
        var limit = maxLines ?? Int.max
        if let maxHeight { limit = min(limit, max(1, Int((maxHeight + 1e-9) / height))) }
        let dropped = lines.count > limit
        if dropped { lines = Array(lines.prefix(limit)) }
        return Fit(lines: lines, size: size, lineHeight: height, droppedLines: dropped, overflows: overflows)
    }

    /// The range without trailing white space.
    private func trimmed(_ r: Range<Int>) -> Range<Int> {
        var end = r.upperBound
        while end > r.lowerBound && shaped.logical.scalars[end - 1].properties.isWhitespace { end -= 1 }
        return r.lowerBound..<end
    }
}
