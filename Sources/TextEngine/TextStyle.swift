import Raster

/// How text looks: the fonts in fallback order (fontconfig's fallback comes after them), size in
/// px (the em), weight, colour, alignment, line height and letter spacing, and how it is shaped
/// (language, script, base direction, OpenType features, as hb-view takes them). Invariant: the
/// layout refuses a size that is not finite and in 0 < size ≤ `TextStyle.maximumSize`.
public struct TextStyle: Sendable, Equatable {
    /// The largest size a layout accepts, px.
    public static let maximumSize = 4096.0

    /// Fonts in fallback order; empty means fontconfig's "sans-serif".
    public var fonts: [FontSpec]
    /// The em size, px.
    public var size: Double
    /// OpenType weight, 100 (thin) … 400 (regular) … 700 (bold) … 900 (black).
    public var weight: Int
    public var colour: PremultipliedRGBA8
    public var alignment: TextAlignment
    /// Baseline-to-baseline distance as a multiple of `size`; nil uses the first font's own
    /// (ascender − descender + line gap).
    public var lineHeight: Double?
    /// Extra space after every character, px at `size` (it shrinks with the text).
    public var letterSpacing: Double
    /// The weight of `**bold**` runs.
    public var boldWeight: Int
    /// The text's language: the fonts' forms for it (`locl`) and fontconfig's fallback faces for
    /// it. nil: HarfBuzz shapes in no language (the fonts' default forms, never the process
    /// locale's); fontconfig picks fallback faces for its default, the process's locale.
    public var language: TextLanguage?
    /// Shape every character as this script; nil: each as its own.
    public var script: TextScript?
    /// Every paragraph's base direction; nil: each paragraph's first strong character decides.
    public var direction: TextDirection?
    /// OpenType features on top of the fonts' defaults, applied in order.
    public var features: [FontFeature]

    public init(fonts: [FontSpec] = [], size: Double, weight: Int = 400,
                colour: PremultipliedRGBA8 = .black, alignment: TextAlignment = .leading,
                lineHeight: Double? = nil, letterSpacing: Double = 0, boldWeight: Int = 700,
                language: TextLanguage? = nil, script: TextScript? = nil, direction: TextDirection? = nil,
                features: [FontFeature] = []) {
        self.fonts = fonts; self.size = size; self.weight = weight; self.colour = colour
        self.alignment = alignment; self.lineHeight = lineHeight; self.letterSpacing = letterSpacing
        self.boldWeight = boldWeight
        self.language = language; self.script = script; self.direction = direction; self.features = features
    }
}
