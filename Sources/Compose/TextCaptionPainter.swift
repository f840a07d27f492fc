import Raster
import TextEngine

/// Captions through the text engine (HarfBuzz shaping, FriBidi ordering, UAX #14 breaking, font
/// fallback): the title (with `**bold**` runs) at up to `lines` lines, the subtitle below it at
/// the same proportion of the title's size, the block centred vertically in its box. Shrinking
/// lowers both sizes together until the block fits the box's width and height. Invariant: a
/// caption with a character no font covers is refused (one line, by code point), never drawn
/// with a hole.
public struct TextCaptionPainter: CaptionPainter {
    public init() {}

    /// The stamp key of the engine and a style's fonts.
    public static let key = "text-engine 4"

    /// The weight of `**bold**` runs in a regular caption; in a caption already at or above it,
    /// 200 heavier (at most 900).
    static let boldWeight = 700

    /// How the `**bold**` runs of a caption at `weight` in `colour` stand out: the weight they ask
    /// for, and their colour: the style's `boldColour`, else none when the fonts draw that weight
    /// heavier, else `defaultBoldColour`.
    static func emphasis(_ style: CaptionStyle, weight: Int, colour: StraightRGBA8) -> (weight: Int, colour: PremultipliedRGBA8?) {
        let heavier = weight < Self.boldWeight ? Self.boldWeight : min(900, weight + 200)
        if let given = style.boldColour { return (heavier, given.premultiplied) }
        let fonts = style.fonts.map(FontSpec.init(parsing:))
        if WeightContrast.showsHeavier(fonts: fonts, heavier, than: weight) { return (heavier, nil) }
        return (heavier, defaultBoldColour(on: colour).premultiplied)
    }

    /// The colour of bold runs when neither a heavier weight nor `boldColor` sets them apart:
    /// Apple's system yellow beside a light caption colour, its system blue beside a dark one.
    static func defaultBoldColour(on colour: StraightRGBA8) -> StraightRGBA8 {
        let luma = 0.2126 * Double(colour.r) + 0.7152 * Double(colour.g) + 0.0722 * Double(colour.b)
        return luma > 128 ? StraightRGBA8(r: 255, g: 214, b: 10) : StraightRGBA8(r: 0, g: 122, b: 255)
    }

    /// Sizes are searched to this precision, px.
    static let precision = 0.25

    struct Block {
        var title: TextLayout?
        var subtitle: TextLayout?
        var gap: Double
        var height: Double { (title?.height ?? 0) + (subtitle?.height ?? 0) + (title != nil && subtitle != nil ? gap : 0) }
        var truncated: Bool { title?.isTruncated == true || subtitle?.isTruncated == true }
    }

    /// Each listed font at the title's, the subtitle's and the bold runs' weights, as the library
    /// resolves them (fallback faces for characters none of them covers are not included).
    public func fontFiles(for style: CaptionStyle) -> [String] {
        var files = Set<String>()
        for spec in style.fonts {
            let bold = [style.titleWeight, style.subtitleWeight].map { Self.emphasis(style, weight: $0, colour: style.titleColour).weight }
            for weight in Set([style.titleWeight, style.subtitleWeight] + bold) {
                if let font = try? FontLibrary.shared.font(FontSpec(parsing: spec), weight: weight) { files.insert(font.path) }
            }
        }
        return files.sorted()
    }

    /// The title's and the subtitle's text styles; both shape in the caption's locale (a code
    /// that is no language tag shapes in none).
    func styles(_ style: CaptionStyle, titleSize: Double, pageWidth: Int, locale: String?) -> (TextStyle, TextStyle) {
        let fonts = style.fonts.map(FontSpec.init(parsing:))
        let language = locale.flatMap(TextLanguage.init)
        let alignment = TextAlignment(rawValue: style.alignment.rawValue) ?? .center
        let subtitleSize = titleSize * style.subtitleSize / style.titleSize
        let title = TextStyle(fonts: fonts, size: titleSize, weight: style.titleWeight, colour: style.titleColour.premultiplied,
                              alignment: alignment, lineHeight: 1.18, language: language)
        let subtitle = TextStyle(fonts: fonts, size: subtitleSize, weight: style.subtitleWeight,
                                 colour: style.subtitleColour.premultiplied, alignment: alignment, lineHeight: 1.3,
                                 language: language)
        return (title, subtitle)
    }

    func block(_ caption: PageCaption, style: CaptionStyle, box: Frame, titleSize: Double, pageWidth: Int) throws -> Block {
        let (t, s) = styles(style, titleSize: titleSize, pageWidth: pageWidth, locale: caption.locale)
        let titleBold = Self.emphasis(style, weight: style.titleWeight, colour: style.titleColour)
        let subtitleBold = Self.emphasis(style, weight: style.subtitleWeight, colour: style.subtitleColour)
        let title = try caption.title.map {
            try TextLayout(AttributedText(markup: $0, boldWeight: titleBold.weight, boldColour: titleBold.colour),
                           style: t, width: box.width, maxLines: style.lines)
        }
        let subtitle = try caption.subtitle.map {
            try TextLayout(AttributedText(markup: $0, boldWeight: subtitleBold.weight, boldColour: subtitleBold.colour),
                           style: s, width: box.width, maxLines: max(1, style.lines))
        }
        for layout in [title, subtitle].compactMap({ $0 }) where !layout.missingCharacters.isEmpty {
            throw CaptionError.noFontCovers(layout.missingCharacters, fonts: style.fonts)
        }
        return Block(title: title, subtitle: subtitle, gap: s.size * 0.45)
    }

    public func fit(_ caption: PageCaption, style: CaptionStyle, box: Frame, pageWidth: Int) throws -> Double {
        let nominal = style.titleSize * Double(pageWidth), smallest = style.minimumSize * Double(pageWidth)
        func fits(_ size: Double) throws -> Bool {
            let b = try block(caption, style: style, box: box, titleSize: size, pageWidth: pageWidth)
            return !b.truncated && b.height <= box.height
        }
        if try fits(nominal) { return try avoidingAShortLastLine(caption, style: style, box: box, size: nominal, floor: smallest, pageWidth: pageWidth) }
        guard try fits(smallest) else {
            throw CaptionError.doesNotFit(title: caption.title, boxWidth: Int(box.width), boxHeight: Int(box.height),
                                          lines: style.lines, minimumSize: Int(smallest.rounded()))
        }
        var low = smallest, high = nominal
        while high - low > Self.precision {
            let mid = (low + high) / 2
            if try fits(mid) { low = mid } else { high = mid }
        }
        return try avoidingAShortLastLine(caption, style: style, box: box, size: low, floor: smallest, pageWidth: pageWidth)
    }

    /// A title whose last line holds less than a quarter of the box's width (an orphaned word or
    /// kana) shrinks, by at most a fifth and not below the minimum, when that takes it onto one
    /// line fewer; otherwise it keeps `size`.
    func avoidingAShortLastLine(_ caption: PageCaption, style: CaptionStyle, box: Frame, size: Double, floor: Double,
                                pageWidth: Int) throws -> Double {
        guard let title = try block(caption, style: style, box: box, titleSize: size, pageWidth: pageWidth).title,
              title.lines.count > 1, let last = title.lines.last, last.width < box.width / 4 else { return size }
        let lines = title.lines.count
        func fewer(_ s: Double) throws -> Bool {
            let b = try block(caption, style: style, box: box, titleSize: s, pageWidth: pageWidth)
            return (b.title?.lines.count ?? 0) < lines && !b.truncated && b.height <= box.height
        }
        var low = max(floor, size * 0.8), high = size
        guard try fewer(low) else { return size }
        while high - low > Self.precision {
            let mid = (low + high) / 2
            if try fewer(mid) { low = mid } else { high = mid }
        }
        return low
    }

    public func draw(_ caption: PageCaption, style: CaptionStyle, box: Frame, titleSize: Double, pageWidth: Int,
                     into page: inout Image) throws {
        let b = try block(caption, style: style, box: box, titleSize: titleSize, pageWidth: pageWidth)
        var y = box.y + max(0, (box.height - b.height) / 2)
        if let t = b.title {
            t.draw(into: &page, at: PointF(x: box.x, y: y))
            y += t.height + b.gap
        }
        b.subtitle?.draw(into: &page, at: PointF(x: box.x, y: y))
    }
}
