import Raster

/// One free layer of a page (`layers` in the storefile): text, an image or a device, placed by
/// page fractions or a named anchor, turned and faded. Layers draw in their list's order over the
/// page's background, devices and caption. Invariant: made only by `StorefileChecker`, so every
/// number is in its documented range and `place` names the layer (`sets[0].pages[6].layers[2]`).
public struct PageLayer: Sendable, Equatable {
    /// What the layer shows.
    public enum Content: Sendable, Equatable {
        case text(TextLayerStyle)
        /// An image file (a pattern with `{locale}`, resolved against the storefile's folder
        /// until `ComposePlan` puts the locale's file in its place).
        case image(path: String)
        /// A device, posed as a `devices` entry is; its `x`, `y`, `width`, `height` are unused
        /// (the layer's placement says where it goes).
        case device(DeviceSpec)
    }

    /// `sets[i].pages[j].layers[k]`, for messages.
    public var place: String
    public var content: Content
    public var placement: LayerPlacement

    public init(place: String, content: Content, placement: LayerPlacement) {
        self.place = place; self.content = content; self.placement = placement
    }
}

/// Where a layer goes. The layer's `anchor` point (its centre, a corner or an edge's middle) lands
/// at (`x`, `y`) in fractions of the page, and the layer turns `rotate` degrees clockwise about
/// it. Invariant: `opacity` in 0…1; `width` and `height`, when set, are > 0.
public struct LayerPlacement: Sendable, Equatable {
    public var anchor: LayerAnchor = .center
    /// The anchor's place in fractions of the page; nil: the page's own point of that name.
    public var x: Double?
    public var y: Double?
    /// Fractions of the page's width and height.
    public var width: Double?
    public var height: Double?
    /// Degrees, clockwise on the page.
    public var rotate: Double = 0
    public var opacity: Double = 1

    public init() {}

    /// The anchor's point on a `pageWidth` × `pageHeight` page, mirrored across the page when
    /// `mirrored` (a right-to-left locale whose style asks for it).
    public func point(pageWidth: Double, pageHeight: Double, mirrored: Bool) -> (x: Double, y: Double) {
        let fx = x ?? anchor.fractions.x, fy = y ?? anchor.fractions.y
        return ((mirrored ? 1 - fx : fx) * pageWidth, fy * pageHeight)
    }
}

/// A named point of a rectangle: its centre, a corner or the middle of an edge.
/// Invariant: `fractions` are each 0, ½ or 1 (left to right, top to bottom).
public enum LayerAnchor: String, Sendable, Equatable, CaseIterable {
    case topLeft = "top-left", top, topRight = "top-right"
    case left, center, right
    case bottomLeft = "bottom-left", bottom, bottomRight = "bottom-right"

    /// The point in fractions of the rectangle.
    public var fractions: (x: Double, y: Double) {
        switch self {
        case .topLeft: (0, 0)
        case .top: (0.5, 0)
        case .topRight: (1, 0)
        case .left: (0, 0.5)
        case .center: (0.5, 0.5)
        case .right: (1, 0.5)
        case .bottomLeft: (0, 1)
        case .bottom: (0.5, 1)
        case .bottomRight: (1, 1)
        }
    }

    /// The same point seen in a mirror (left and right swapped).
    public var mirrored: LayerAnchor {
        switch self {
        case .topLeft: .topRight
        case .topRight: .topLeft
        case .left: .right
        case .right: .left
        case .bottomLeft: .bottomRight
        case .bottomRight: .bottomLeft
        default: self
        }
    }
}

/// How a text layer looks: its text (a key into the strings or literal, `**bold**` runs as in
/// titles), size, fonts, weight, colour, alignment, and the optional outline, gradient fill and
/// box behind it. Lengths tied to the text (stroke width, box padding and radius) are fractions of
/// its size, so a badge keeps its shape at any size. Invariant: `size` > 0, `minimumSize` ≤
/// `size`, `lines` ≥ 1, a gradient has at least two stops.
public struct TextLayerStyle: Sendable, Equatable {
    /// An outline drawn outside the glyphs: `width` in fractions of the text's size.
    public struct Stroke: Sendable, Equatable {
        public var width: Double
        public var colour: StraightRGBA8
    }
    /// A gradient across the text's box instead of its colour (CSS angle, as a linear background).
    public struct Fill: Sendable, Equatable {
        public var angle: Double
        public var stops: [GradientStop]
    }
    /// A rounded rectangle behind the text: `padding` and `radius` in fractions of the text's
    /// size; a nil radius is half the box's height (a pill).
    public struct Box: Sendable, Equatable {
        public var colour: StraightRGBA8
        public var padding: Double
        public var radius: Double?
    }

    public var text: CaptionText
    /// The em size in fractions of the page's height.
    public var size: Double = 0.04
    /// The smallest the text shrinks to when `width` is set and it does not fit (nil: half of `size`).
    public var minimumSize: Double?
    /// Font families or files, in fallback order; nil: the page's caption fonts.
    public var fonts: [String]?
    public var weight: Int = 700
    public var colour = StraightRGBA8(r: 255, g: 255, b: 255)
    public var alignment: CaptionStyle.Alignment = .center
    /// The most lines the text may take within the layer's width.
    public var lines: Int = 2
    public var stroke: Stroke?
    public var fill: Fill?
    public var box: Box?

    public init(text: CaptionText) { self.text = text }

    /// The box a `badge` layer starts from: a red pill, a third of the text's size around it.
    public static let badgeBox = Box(colour: StraightRGBA8(r: 255, g: 59, b: 48), padding: 0.35, radius: nil)
}
