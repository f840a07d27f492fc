import Mockup
import Raster

/// How a page's title and subtitle look and where they go. Lengths are fractions of the page's
/// width, so one style serves every set size. Invariant: sizes > 0, `minimumSize` ≤ `titleSize`,
/// `lines` ≥ 1, margins and `boxHeight` in 0..<1.
public struct CaptionStyle: Sendable, Equatable {
    /// Where the caption box lies relative to the device area.
    public enum Position: String, Sendable, CaseIterable { case above, below, over }
    /// Alignment of the lines in the box; leading is the right edge for right-to-left text.
    public enum Alignment: String, Sendable, CaseIterable { case leading, center, trailing }

    public var position: Position = .above
    /// Space between the page's edge and the caption box (and between the box and the devices).
    public var margin: Double = 0.06
    /// The caption box's height, as a fraction of the page's height.
    public var boxHeight: Double = 0.22
    /// Font families or files, in fallback order (the system's fallback comes last). A family
    /// not installed is skipped, so one list serves a stock Mac (Helvetica Neue) and a stock
    /// Debian (Noto Sans, DejaVu Sans) alike.
    public var fonts: [String] = ["Helvetica Neue", "Noto Sans", "DejaVu Sans"]
    public var titleSize: Double = 0.075
    public var subtitleSize: Double = 0.04
    /// The smallest a title may shrink to when it does not fit its box.
    public var minimumSize: Double = 0.04
    public var titleWeight: Int = 700
    public var subtitleWeight: Int = 400
    public var titleColour = StraightRGBA8(r: 255, g: 255, b: 255)
    public var subtitleColour = StraightRGBA8(r: 235, g: 235, b: 245)
    /// The colour of `**bold**` runs; nil: the caption's own colour where a heavier weight shows
    /// them, else `defaultBoldColour` (a bold run must look emphasised).
    public var boldColour: StraightRGBA8?
    public var alignment: Alignment = .center
    /// The most lines a title may take (the subtitle takes as many as remain, at least one).
    public var lines: Int = 2
    /// Every title of a set (in one locale) at the size the tightest of them needs.
    public var sameSizeAcrossSet = false

    public init() {}
}

/// A page's look: background, caption style, and whether right-to-left locales mirror the layout.
public struct PageStyle: Sendable, Equatable {
    public var background: Background = .colour(StraightRGBA8(r: 24, g: 28, b: 38))
    public var caption = CaptionStyle()
    /// Right-to-left locales place devices mirrored (x → 1 − x) and swap leading and trailing.
    public var mirrorRightToLeft = false
    /// A page showing a recording: its video's format and the moment its still page shows.
    public var recording = RecordingOutputSettings()

    public init() {}
}
