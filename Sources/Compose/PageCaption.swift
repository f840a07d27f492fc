import Raster

/// A page's caption after localisation: the title and subtitle text as they will be drawn, the
/// locale's direction, and the locale the text is in (the glyph forms of a pan-CJK face differ
/// between Japanese and Chinese). Invariant: empty strings are never stored (nil instead).
public struct PageCaption: Sendable, Equatable {
    public var title: String?
    public var subtitle: String?
    public var rightToLeft: Bool
    /// The locale's code as the storefile spells it (`ja`, `zh-Hans`, `pt_BR`); nil: none.
    public var locale: String?

    public init(title: String?, subtitle: String?, rightToLeft: Bool, locale: String? = nil) {
        self.title = title?.isEmpty == true ? nil : title
        self.subtitle = subtitle?.isEmpty == true ? nil : subtitle
        self.rightToLeft = rightToLeft
        self.locale = locale
    }

    public var isEmpty: Bool { title == nil && subtitle == nil }
}

/// Draws captions into their boxes. Invariant: `fit` and `draw` agree: drawing at the size `fit`
/// returned keeps the caption inside the box and within the style's line limit.
public protocol CaptionPainter: Sendable {
    /// The largest title size in pixels, from the style's size down to its minimum, at which the
    /// caption fits `box`; throws a one-line error when it fits not even at the minimum.
    func fit(_ caption: PageCaption, style: CaptionStyle, box: Frame, pageWidth: Int) throws -> Double
    /// Draws the caption in `box` with the title at `titleSize` pixels.
    func draw(_ caption: PageCaption, style: CaptionStyle, box: Frame, titleSize: Double, pageWidth: Int,
              into page: inout Image) throws
    /// The font files `style` draws from (sorted), so that a page is drawn anew when one changes.
    func fontFiles(for style: CaptionStyle) -> [String]
}

extension CaptionPainter {
    /// None, unless a painter that draws from font files says which.
    public func fontFiles(for style: CaptionStyle) -> [String] { [] }
}
