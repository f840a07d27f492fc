import Codecs
import Raster

/// One text drawn to a PNG as hb-view draws it (what `duo-mockup text` runs): laid out in its
/// style (wrapped, cut and shrunk as `TextLayout` does), drawn on a transparent canvas cropped to
/// the ink plus `margin`, written atomically. Invariant: `run` writes `output` only when the text
/// has ink and the canvas is at most `maximumSide` px on a side; it never writes anything else.
public struct TextRenderJob: Sendable {
    /// The largest canvas the job writes, px on a side.
    public static let maximumSide = 16_384

    public var text: AttributedText
    public var style: TextStyle
    /// The box width, px: lines wrap to it (nil: only hard breaks).
    public var width: Double?
    /// At most this many lines (nil: any number).
    public var maxLines: Int?
    /// The box height, px, for shrinking (nil: any height).
    public var maxHeight: Double?
    /// Shrink the size, down to this, until the text fits (nil: never shrink).
    public var minimumSize: Double?
    /// End the last line with "…" when lines are dropped.
    public var ellipsis: Bool
    /// Transparent px around the ink, ≥ 0.
    public var margin: Int
    /// The PNG to write.
    public var output: String

    /// What was drawn: the layout, the PNG's size, and where the layout box's top-left corner
    /// lies in it (px; the first line's pen starts at `origin` + its x and snapped baseline).
    public struct Report: Sendable {
        public let layout: TextLayout
        public let imageWidth: Int
        public let imageHeight: Int
        public let origin: PointF
    }

    public init(text: AttributedText, style: TextStyle, width: Double? = nil, maxLines: Int? = nil,
                maxHeight: Double? = nil, minimumSize: Double? = nil, ellipsis: Bool = false,
                margin: Int = 8, output: String) {
        self.text = text; self.style = style; self.width = width; self.maxLines = maxLines
        self.maxHeight = maxHeight; self.minimumSize = minimumSize; self.ellipsis = ellipsis
        self.margin = margin; self.output = output
    }

    /// Lays out, draws and writes.
    public func run(library: FontLibrary = .shared) throws -> Report {
        try write(layout(library: library))
    }

    /// The first step alone, for a caller that reports on the layout (its missing characters)
    /// before anything is drawn.
    public func layout(library: FontLibrary = .shared) throws -> TextLayout {
        guard margin >= 0 else { throw TextRenderError.invalidMargin(margin) }
        return try TextLayout(text, style: style, width: width, maxLines: maxLines, maxHeight: maxHeight,
                              minimumSize: minimumSize, ellipsis: ellipsis, library: library)
    }

    /// The second step: draws `layout` (this job's) cropped to its ink and writes `output`.
    public func write(_ layout: TextLayout) throws -> Report {
        guard margin >= 0 else { throw TextRenderError.invalidMargin(margin) }
        guard let ink = layout.inkBounds else { throw TextRenderError.nothingToDraw }
        // One spare pixel each side: the baseline snaps by up to half a pixel.
        let w = ink.width + Double(2 * margin + 2), h = ink.height + Double(2 * margin + 2)
        guard w <= Double(Self.maximumSide), h <= Double(Self.maximumSide) else {
            throw TextRenderError.tooLarge(width: Int(w), height: Int(h))
        }
        guard let (image, origin) = layout.renderCropped(margin: margin) else { throw TextRenderError.nothingToDraw }
        try ImageFile.write(image, to: output)
        return Report(layout: layout, imageWidth: image.width, imageHeight: image.height, origin: origin)
    }
}
