import Raster

/// A spotlight on one rectangle of the capture: the rest of the screen dimmed or blurred (drawn
/// into the capture before it is placed, so it follows the fold exactly), or the rectangle
/// outlined (drawn over the mock-up along the rectangle's place on the device).
/// Invariant: `region` has a positive size; `amount` is within 0…1, `blur` and `cornerRadius` ≥ 0,
/// `lineWidth` > 0.
public struct Highlight: Sendable, Hashable, CustomStringConvertible {
    /// How the spotlight shows.
    public enum Mode: String, Sendable, Hashable, CaseIterable {
        /// The rest of the screen darkened by `amount`.
        case dim
        /// The rest of the screen blurred by `blur` capture pixels.
        case blur
        /// A rounded line around the rectangle, `lineWidth` wide, in `colour`.
        case outline
    }

    /// The rectangle, in capture pixels.
    public var region: PixelRect
    public var mode: Mode
    /// How much darker the rest gets (`dim`): 0 leaves it, 1 makes it black.
    public var amount: Double
    /// The blur's standard deviation in capture pixels (`blur`).
    public var blur: Double
    /// The rectangle's corner radius in capture pixels.
    public var cornerRadius: Double
    /// The outline's colour (`outline`), in the output's space.
    public var colour: StraightRGBA8
    /// The outline's width as a fraction of the output's (or the page's) width.
    public var lineWidth: Double

    public static let defaultAmount = 0.6
    public static let defaultBlur = 16.0
    public static let defaultCornerRadius = 36.0
    public static let defaultColour = StraightRGBA8(r: 0xFF, g: 0xD6, b: 0x0A)
    public static let defaultLineWidth = 0.006

    public init(region: PixelRect, mode: Mode = .dim, amount: Double = Highlight.defaultAmount,
                blur: Double = Highlight.defaultBlur, cornerRadius: Double = Highlight.defaultCornerRadius,
                colour: StraightRGBA8 = Highlight.defaultColour, lineWidth: Double = Highlight.defaultLineWidth) {
        self.region = region; self.mode = mode; self.amount = amount; self.blur = blur
        self.cornerRadius = cornerRadius; self.colour = colour; self.lineWidth = lineWidth
    }

    /// The rounded rectangle's coverage on a `width` × `height` capture.
    func coverage(width: Int, height: Int) -> Mask {
        Mask.roundedRect(RectF(region), cornerRadius: cornerRadius, width: width, height: height)
    }

    /// The capture with the rest of its screen dimmed or blurred (`outline` leaves it as it is).
    public func applied(to capture: Image) -> Image {
        switch mode {
        case .outline:
            return capture
        case .dim:
            var out = capture
            let alpha = UInt8((min(max(amount, 0), 1) * 255).rounded())
            out.fill(PremultipliedRGBA8(r: 0, g: 0, b: 0, a: alpha), mask: coverage(width: capture.width, height: capture.height).inverted(),
                     atX: 0, y: 0)
            return out
        case .blur:
            // Over the sharp capture, so the edges (where the blur reads transparency) stay opaque.
            var out = capture
            out.draw(capture.blurred(sigma: blur), atX: 0, y: 0)
            out.draw(capture, atX: 0, y: 0, mask: coverage(width: capture.width, height: capture.height))
            return out
        }
    }

    public var description: String {
        "highlight \(region.x),\(region.y),\(region.width),\(region.height) \(mode.rawValue)"
            + " amount=\(amount) blur=\(blur) radius=\(cornerRadius) colour=\(colour.r),\(colour.g),\(colour.b),\(colour.a) line=\(lineWidth)"
    }
}
