import Raster

/// Where the screen's glass lies in an art, for the glare: a coverage mask (255 = glass) whose
/// pixel (0, 0) has its top-left corner at `origin` in art pixels, each mask pixel `scale` art
/// pixels wide. Invariant: scale > 0; outside the mask there is no glass.
public struct GlassArea: Sendable, Equatable {
    public var mask: Mask
    public var originX: Double
    public var originY: Double
    public var scale: Double

    public init(mask: Mask, originX: Double, originY: Double, scale: Double = 1) {
        precondition(scale > 0 && scale.isFinite, "a glass area needs a positive scale")
        self.mask = mask
        self.originX = originX
        self.originY = originY
        self.scale = scale
    }

    /// The same glass on an art resized by `factor` (a quarter-size preview: 0.25).
    public func scaled(by factor: Double) -> GlassArea {
        GlassArea(mask: mask, originX: originX * factor, originY: originY * factor, scale: scale * factor)
    }

    /// The glass's bounds in art pixels: (x0, y0, x1, y1).
    public var artBounds: (x0: Double, y0: Double, x1: Double, y1: Double) {
        (originX, originY, originX + Double(mask.width) * scale, originY + Double(mask.height) * scale)
    }
}
