import Raster

/// Composes the flat mock-up: the capture scaled to the screen (Lanczos-3, premultiplied),
/// clipped to the screen's shape as the art draws it, with the bezel art drawn over it.
/// The result has the bezel art's size; nothing of the capture shows outside the screen region.
public enum MockupComposer {
    /// Composes `capture` into `bezel`. `guides` (if any) are drawn over the screen, under the art.
    public static func compose(capture: Image, bezel: Bezel, fit: FitMode?, guides: Pose? = nil) throws -> Image {
        let screen = bezel.screen
        let rect = screen.rect
        let placement = try Placement.compute(capture: (capture.width, capture.height),
                                              screen: (rect.width, rect.height), fit: fit)
        let scaled = (placement.scaledWidth == capture.width && placement.scaledHeight == capture.height)
            ? capture
            : capture.resized(width: placement.scaledWidth, height: placement.scaledHeight, filter: .lanczos3)

        var art = Image(width: bezel.art.width, height: bezel.art.height)
        let exact = placement.offsetX == 0 && placement.offsetY == 0
            && scaled.width == rect.width && scaled.height == rect.height
        if exact {
            // The common case: the capture fills the screen exactly; one masked copy.
            art.draw(scaled, atX: rect.x, y: rect.y, mode: .copy, mask: screen.mask)
        } else {
            // Letterboxed or cropped: a black panel behind the capture, then clip to the screen.
            var panel = Image(width: rect.width, height: rect.height, fill: .black)
            panel.draw(scaled, atX: placement.offsetX, y: placement.offsetY)
            art.draw(panel, atX: rect.x, y: rect.y, mode: .copy, mask: screen.mask)
        }
        if let guides {
            GuideOverlay.draw(for: guides, screen: screen, into: &art)
        }
        art.draw(bezel.art, atX: 0, y: 0)
        return art
    }
}
