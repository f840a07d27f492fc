import CHarfBuzz
import Raster

/// Text laid out in a box: shaped (HarfBuzz), ordered (FriBidi), broken into lines (UAX #14),
/// aligned, and shrunk to fit when asked; ready to draw into an `Image` any number of times.
/// Coordinates are px from the top-left corner of the box (y down); the box is `width` wide
/// (the given width, else the widest line) and `height` tall (lines × line height).
/// Invariant: `glyphs` are those of `lines`, at `fontSize`; nothing is laid out past `maxLines`.
public struct TextLayout: Sendable {
    /// One glyph as placed: font, glyph id, the scalar index its character starts at, its pen
    /// position (x, baseline y) in px from the box's corner, the em size and its colour.
    public struct Glyph: Sendable {
        public let font: Font
        public let id: UInt32
        public let cluster: Int
        public let x: Double
        public let baseline: Double
        public let size: Double
        public let colour: PremultipliedRGBA8
        /// The index of its line in `lines`.
        public let line: Int
    }

    /// One line: the scalars it holds (in the text's reading order, trailing spaces excluded),
    /// its left edge, width and baseline in px from the box's corner.
    public struct Line: Sendable {
        public let range: Range<Int>
        public let x: Double
        public let width: Double
        public let baseline: Double
        public let isRightToLeft: Bool
    }

    /// The em size used, px: the style's size, or less after shrinking to fit.
    public let fontSize: Double
    public let width: Double
    public let height: Double
    /// Baseline-to-baseline distance, px.
    public let lineHeight: Double
    public let lines: [Line]
    public let glyphs: [Glyph]
    /// The union of the glyphs' ink boxes (from the fonts' glyph extents), nil when nothing draws.
    public let inkBounds: RectF?
    /// True when lines were dropped (`maxLines`, `maxHeight`) or a line is wider than `width`
    /// even at the smallest size allowed.
    public private(set) var isTruncated: Bool
    /// Code points no font covers (each once, in order): they take no space and draw nothing.
    public let missingCharacters: [Unicode.Scalar]
    /// The first paragraph's direction.
    public let isRightToLeft: Bool
    /// The style's font families that are not installed on this system and were skipped.
    public let unavailableFonts: [FontSpec]

    /// Lays out `text` in `style`.
    /// - Parameters:
    ///   - width: the box width, px; lines break to fit it (nil: only hard breaks).
    ///   - maxLines: at most this many lines are kept (nil: any number).
    ///   - maxHeight: the box height, px, for shrinking (nil: any height).
    ///   - minimumSize: when set, the size shrinks (down to this) until the text fits in
    ///     `maxLines` lines within `width` and `maxHeight` without breaking inside a word.
    ///   - ellipsis: when lines are dropped, the last line kept ends in "…" (characters leave
    ///     its end until it fits the width).
    public init(_ text: AttributedText, style: TextStyle, width: Double? = nil, maxLines: Int? = nil,
                maxHeight: Double? = nil, minimumSize: Double? = nil, ellipsis: Bool = false,
                library: FontLibrary = .shared) throws {
        try Self.validate(style: style, width: width, maxLines: maxLines, maxHeight: maxHeight, minimumSize: minimumSize)
        let shaped = try ShapedText(text, style: style, library: library)
        let fitter = LineFitter(shaped: shaped, style: style, width: width, maxLines: maxLines, maxHeight: maxHeight)
        var size = style.size
        var fit = fitter.fit(size: size)
        if let minimumSize, !fit.fits, minimumSize < style.size {
            let smallest = fitter.fit(size: minimumSize)
            if smallest.fits {
                var low = minimumSize, high = style.size
                fit = smallest
                while high - low > 0.05 {
                    let mid = (low + high) / 2
                    let trial = fitter.fit(size: mid)
                    if trial.fits { low = mid; fit = trial } else { high = mid }
                }
                size = low
            } else {
                size = minimumSize; fit = smallest
            }
        }
        if ellipsis, fit.droppedLines, let last = fit.lines.last,
           var cut = try Self.ellipsized(shaped: shaped, style: style, size: size, width: width,
                                         lines: fit.lines.count, lastLine: last.range, library: library) {
            cut.isTruncated = true
            self = cut
            return
        }
        let placed = GlyphPlacer.place(shaped: shaped, fit: fit, size: size, style: style, boxWidth: width)
        fontSize = size
        self.width = placed.width
        lineHeight = fit.lineHeight
        height = Double(fit.lines.count) * fit.lineHeight
        lines = placed.lines
        glyphs = placed.glyphs
        inkBounds = placed.inkBounds
        isTruncated = fit.droppedLines || fit.overflows
        missingCharacters = shaped.logical.missing
        isRightToLeft = shaped.paragraphs.first?.isRightToLeft ?? false
        unavailableFonts = shaped.unavailableFonts
    }

    /// The text up to a point in its last kept line, then "…", laid out at `size` in `lines`
    /// lines: the longest such text that fits (nil when not even "…" alone does).
    private static func ellipsized(shaped: ShapedText, style: TextStyle, size: Double, width: Double?,
                                   lines: Int, lastLine: Range<Int>, library: FontLibrary) throws -> TextLayout? {
        let logical = shaped.logical
        var cuts = lastLine.filter { logical.startsCharacter[$0] }
        cuts.append(lastLine.upperBound)
        var trialStyle = style
        trialStyle.size = size
        trialStyle.letterSpacing = style.letterSpacing * size / style.size
        func attempt(_ cut: Int) throws -> TextLayout {
            var end = cut
            while end > 0 && logical.scalars[end - 1].properties.isWhitespace { end -= 1 }
            var runs: [AttributedText.Run] = []
            for i in 0..<end {
                let r = logical.runIndex[i]
                if runs.isEmpty || logical.runIndex[i - 1] != r {
                    let source = shaped.runs[r]
                    runs.append(AttributedText.Run("", weight: source.weight, colour: source.colour))
                }
                runs[runs.count - 1].text.unicodeScalars.append(logical.scalars[i])
            }
            let last = end > 0 ? shaped.runs[logical.runIndex[end - 1]] : AttributedText.Run("")
            runs.append(AttributedText.Run("…", weight: last.weight, colour: last.colour))
            return try TextLayout(AttributedText(runs: runs), style: trialStyle, width: width, maxLines: lines,
                                  library: library)
        }
        var low = 0, high = cuts.count - 1
        var best: TextLayout?
        while low <= high {
            let mid = (low + high) / 2
            let trial = try attempt(cuts[mid])
            if trial.isTruncated { high = mid - 1 } else { best = trial; low = mid + 1 }
        }
        return best
    }

    private static func validate(style: TextStyle, width: Double?, maxLines: Int?, maxHeight: Double?,
                                 minimumSize: Double?) throws {
        guard style.size.isFinite, style.size > 0, style.size <= TextStyle.maximumSize else {
            throw TextLayoutError.invalidSize(style.size)
        }
        if let width, !(width.isFinite && width > 0) { throw TextLayoutError.invalidWidth(width) }
        if let maxLines, maxLines < 1 { throw TextLayoutError.invalidMaxLines(maxLines) }
        if let maxHeight, !(maxHeight.isFinite && maxHeight > 0) { throw TextLayoutError.invalidHeight(maxHeight) }
        if let minimumSize, !(minimumSize.isFinite && minimumSize > 0 && minimumSize <= style.size) {
            throw TextLayoutError.invalidMinimumSize(minimumSize, size: style.size)
        }
        if let h = style.lineHeight, !(h.isFinite && h > 0 && h <= 100) { throw TextLayoutError.invalidLineHeight(h) }
        guard style.letterSpacing.isFinite, abs(style.letterSpacing) <= TextStyle.maximumSize else {
            throw TextLayoutError.invalidLetterSpacing(style.letterSpacing)
        }
        for w in [style.weight, style.boldWeight] where !(1...1000).contains(w) {
            throw TextLayoutError.invalidWeight(w)
        }
    }
}

/// A layout setting out of range; `description` is one line naming it.
public enum TextLayoutError: Error, Sendable, Equatable, CustomStringConvertible {
    case invalidSize(Double)
    case invalidWidth(Double)
    case invalidHeight(Double)
    case invalidMaxLines(Int)
    case invalidMinimumSize(Double, size: Double)
    case invalidLineHeight(Double)
    case invalidLetterSpacing(Double)
    case invalidWeight(Int)

    public var description: String {
        switch self {
        case .invalidSize(let s): return "text size must be more than 0 and at most \(Int(TextStyle.maximumSize)) px, got \(s)"
        case .invalidWidth(let w): return "text box width must be a positive number of px, got \(w)"
        case .invalidHeight(let h): return "text box height must be a positive number of px, got \(h)"
        case .invalidMaxLines(let n): return "the maximum number of lines must be at least 1, got \(n)"
        case .invalidMinimumSize(let m, let s): return "the minimum text size must be more than 0 and at most the size (\(s)), got \(m)"
        case .invalidLineHeight(let h): return "line height must be a positive multiple of the size (at most 100), got \(h)"
        case .invalidLetterSpacing(let l): return "letter spacing must be a finite number of px, got \(l)"
        case .invalidWeight(let w): return "font weight must be between 1 and 1000, got \(w)"
        }
    }
}
