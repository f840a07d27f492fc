import Raster

/// What fills a page (or a spread of pages) behind the devices. Invariant: gradient stops are
/// sorted by position, positions in 0...1, at least two stops.
public enum Background: Sendable, Equatable {
    case colour(StraightRGBA8)
    /// CSS convention: 0° runs bottom to top, 90° left to right, 180° top to bottom.
    case linear(angle: Double, stops: [GradientStop])
    /// Centre in fractions of the canvas; radius in fractions of the canvas's diagonal.
    case radial(centreX: Double, centreY: Double, radius: Double, stops: [GradientStop])
    /// An image file scaled to fill the canvas (cropping) or to fit it (on `colour`).
    case image(path: String, mode: ImageFitMode, colour: StraightRGBA8)
    /// None (`"none"`): the page is transparent wherever nothing is drawn, for the web; stores
    /// take no alpha channel, so the storefile refuses it for a preset and for JPEG.
    case transparent
}

/// How an image background meets its canvas.
public enum ImageFitMode: String, Sendable, Equatable, CaseIterable {
    /// Cover the canvas, cropping what overflows (centred).
    case fill
    /// Show the whole image, centred, on the background colour.
    case fit
}

/// A colour at a position along a gradient. Invariant: `position` in 0...1.
public struct GradientStop: Sendable, Equatable {
    public var colour: StraightRGBA8
    public var position: Double
    public init(colour: StraightRGBA8, position: Double) { self.colour = colour; self.position = position }
}
