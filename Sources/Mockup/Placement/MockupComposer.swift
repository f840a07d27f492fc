import Raster

/// Composes the flat mock-up: the capture scaled to the screen (Lanczos-3, premultiplied),
/// clipped to the screen's shape as the art draws it, with the bezel art drawn over it.
/// The result has the bezel art's size; nothing of the capture shows outside the screen region.
package enum MockupComposer {
    /// Composes `capture` into `bezel`. `guides` (if any) are drawn over the screen, under the art.
    /// When the caller passes the only holder of the bezel's art (with `consume`), the screen is
    /// drawn into that art in place; otherwise into a copy of it.
    public static func compose(capture: Image, bezel: consuming Bezel, fit: FitMode?, guides: Pose? = nil) throws -> Image {
        let screen = bezel.screen
        let rect = screen.rect
        let placement = try Placement.compute(capture: (capture.width, capture.height),
                                              screen: (rect.width, rect.height), fit: fit)
        let scaled = (placement.scaledWidth == capture.width && placement.scaledHeight == capture.height)
            ? capture
            : capture.resized(width: placement.scaledWidth, height: placement.scaledHeight, filter: .lanczos3)

        let exact = placement.offsetX == 0 && placement.offsetY == 0
            && scaled.width == rect.width && scaled.height == rect.height
        // The common case, the capture filling the screen exactly, draws it as it is; a
        // letterboxed or cropped capture sits on a black panel the screen's size.
        var screenImage = scaled
        if !exact {
            screenImage = Image(width: rect.width, height: rect.height, fill: .black)
            screenImage.draw(scaled, atX: placement.offsetX, y: placement.offsetY)
        }
        var art: Image
        if let guides {
            // Guides go between the capture and the art: the screen is built on a transparent
            // canvas, guides over it, the art over all.
            art = Image(width: bezel.art.width, height: bezel.art.height)
            art.draw(screenImage, atX: rect.x, y: rect.y, mode: .copy, mask: screen.mask)
            GuideOverlay.draw(for: guides, screen: screen, into: &art)
            art.draw(bezel.art, atX: 0, y: 0)
        } else {
            // The screen drawn under the art through the mask (destination-over): the same bytes
            // as the art drawn over the masked screen (both round the masked source once, then
            // the one blend), with one pass over the screen instead of two over the whole art.
            // The bezel given up first, so that the art is changed in place when it held it alone
            // (a shared art is copied by the first change).
            art = bezel.art
            _ = consume bezel
            art.draw(screenImage, atX: rect.x, y: rect.y, mode: .destinationOver, mask: screen.mask)
        }
        return art
    }
}
