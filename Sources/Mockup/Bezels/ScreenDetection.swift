import Raster

/// Finds the screen in bezel art: the region of not fully opaque pixels (alpha < 255)
/// 4-connected to the art's centre, which must not reach the art's border.
package enum ScreenDetection {
    /// The smallest screen side, in pixels, that counts as a screen.
    public static let minimumSide = 4

    /// The screen region around the art's centre (or around the non-opaque pixel nearest to it
    /// when the centre is opaque). Opaque islands inside the region (a camera) belong to the
    /// screen's mask; the corner radius is estimated from the outline.
    /// Throws `BezelError.noScreenHole` when there is no enclosed transparent area.
    public static func detect(in art: Image, file: String) throws -> ScreenShape {
        let region = try region(in: art, file: file, around: (art.width / 2, art.height / 2), within: art.bounds)
        if region.touchesBorder(ofWidth: art.width, height: art.height) {
            throw BezelError.noScreenHole(file: file, .reachesEdge)
        }
        let rect = region.bounds
        if rect.width < minimumSide || rect.height < minimumSide {
            throw BezelError.noScreenHole(file: file, .tooSmall(width: rect.width, height: rect.height))
        }
        let mask = region.mask(over: rect)
        return ScreenShape(rect: rect, cornerRadius: CornerRadiusEstimate.radius(of: mask), mask: mask)
    }

    /// The screen inside a rectangle a manifest gives: the non-opaque pixels within `rect`
    /// connected to its centre; `cornerRadius` as given, else estimated.
    static func shape(in art: Image, file: String, rect: PixelRect, cornerRadius: Double?) throws -> ScreenShape {
        precondition(art.bounds.contains(rect) && !rect.isEmpty, "the manifest's rectangle is validated first")
        let region = try region(in: art, file: file, around: (rect.x + rect.width / 2, rect.y + rect.height / 2),
                                within: rect)
        let mask = region.mask(over: rect)
        return ScreenShape(rect: rect, cornerRadius: cornerRadius ?? CornerRadiusEstimate.radius(of: mask), mask: mask)
    }

    /// The transparent region around `centre` inside `area`.
    private static func region(in art: Image, file: String, around centre: (x: Int, y: Int), within area: PixelRect)
        throws -> TransparentRegion {
        guard let seed = TransparentRegion.nearestNonOpaquePixel(in: art, to: centre, within: area) else {
            if area == art.bounds {
                throw BezelError.noScreenHole(file: file, .everyPixelOpaque)
            }
            throw BezelError.noScreenHole(file: file, .opaqueIn(area))
        }
        return TransparentRegion(in: art, seed: seed, area: area)
    }
}
