import Raster

/// A magnified inset of one rectangle of the capture, drawn from the capture itself (sharp), with
/// a border, rounded corners, a shadow, and a connector from the rectangle's place on the device
/// to the inset. Invariant: `region` has a positive size; `scale` > 1; widths and the radius are
/// ≥ 0 and are fractions of the output's (or the page's) width.
public struct ZoomCallout: Sendable, Hashable, CustomStringConvertible {
    /// The rectangle, in capture pixels.
    public var region: PixelRect
    /// The inset's size over the rectangle's size as the unfolded device draws it.
    public var scale: Double
    public var placement: InsetPlacement
    /// The border's width (0: none) and colour.
    public var border: Double
    public var borderColour: StraightRGBA8
    public var cornerRadius: Double
    public var shadow: Bool
    /// A line from the rectangle on the device to the inset, and the rectangle outlined, in `connectorColour`.
    public var connector: Bool
    public var connectorColour: StraightRGBA8

    public static let defaultScale = 2.0
    /// The largest scale: past it an inset is mostly the capture's pixels blown up.
    public static let scaleLimit = 8.0
    public static let defaultBorder = 0.006
    public static let defaultCornerRadius = 0.03
    public static let defaultColour = StraightRGBA8(r: 255, g: 255, b: 255)
    /// The connector's width, as a fraction of the output's (or the page's) width.
    public static let connectorWidth = 0.004
    /// The inset's distance from its area's edges, as a fraction of the area's width.
    public static let margin = 0.04

    public init(region: PixelRect, scale: Double = ZoomCallout.defaultScale, placement: InsetPlacement = .standard,
                border: Double = ZoomCallout.defaultBorder, borderColour: StraightRGBA8 = ZoomCallout.defaultColour,
                cornerRadius: Double = ZoomCallout.defaultCornerRadius, shadow: Bool = true, connector: Bool = true,
                connectorColour: StraightRGBA8 = ZoomCallout.defaultColour) {
        self.region = region; self.scale = scale; self.placement = placement; self.border = border
        self.borderColour = borderColour; self.cornerRadius = cornerRadius; self.shadow = shadow
        self.connector = connector; self.connectorColour = connectorColour
    }

    public var description: String {
        "zoom \(region.x),\(region.y),\(region.width),\(region.height) ×\(scale) \(placement) border=\(border)"
            + " \(borderColour.r),\(borderColour.g),\(borderColour.b),\(borderColour.a) radius=\(cornerRadius)"
            + " shadow=\(shadow) connector=\(connector) \(connectorColour.r),\(connectorColour.g),\(connectorColour.b),\(connectorColour.a)"
    }
}
