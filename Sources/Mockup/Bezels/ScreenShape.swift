import _Support
import Raster

/// Where a screen lies in a piece of bezel art: invariant: `rect` lies within the art and
/// `mask.width × mask.height` equals `rect`'s size.
public struct ScreenShape: Sendable, Equatable {
    /// The bounding box of the screen region, in art pixels.
    public var rect: PixelRect
    /// The screen's corner radius in art pixels (from the manifest, else estimated from the outline).
    public var cornerRadius: Double
    /// Over `rect`: 255 inside the screen region, 0 outside: where the capture may show (under the art).
    public var mask: Mask

    public init(rect: PixelRect, cornerRadius: Double, mask: Mask) {
        precondition(mask.width == rect.width && mask.height == rect.height, "the mask must be the screen's size")
        self.rect = rect
        self.cornerRadius = cornerRadius
        self.mask = mask
    }

    /// Width over height.
    public var aspectRatio: Double { Double(rect.width) / Double(rect.height) }

    /// "1398×2034 at (60, 60), radius 55, aspect 0.687".
    public var summary: String { ScreenShape.summary(rect: rect, cornerRadius: cornerRadius) }

    /// The summary of a screen known by its rectangle and corner radius.
    public static func summary(rect: PixelRect, cornerRadius: Double) -> String {
        "\(rect.width)×\(rect.height) at (\(rect.x), \(rect.y)), radius \(Int(cornerRadius.rounded())), aspect "
            + NumberText.decimal(Double(rect.width) / Double(rect.height), places: 3)
    }
}
