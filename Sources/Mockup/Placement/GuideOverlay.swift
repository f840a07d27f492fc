import Raster

/// Draws a pose's layout guides over the screen in translucent colours: the crease band,
/// the safe-area insets and the system chrome, from the numbers in `PoseLayout` (points)
/// scaled to the screen's pixels. Nothing is drawn outside the screen's shape.
package enum GuideOverlay {
    /// Translucent colours (premultiplied) for each kind of guide.
    static let creaseColour = StraightRGBA8(r: 255, g: 0, b: 170, a: 110).premultiplied
    static let insetColour = StraightRGBA8(r: 0, g: 140, b: 255, a: 80).premultiplied
    static let chromeColour = StraightRGBA8(r: 255, g: 150, b: 0, a: 130).premultiplied

    public static func draw(for pose: Pose, screen: ScreenShape, into art: inout Image) {
        let layout = PoseLayout.of(pose)
        let rect = screen.rect
        let (pw, ph) = pose.pointSize
        let sx = Double(rect.width) / Double(pw), sy = Double(rect.height) / Double(ph)
        var overlay = Image(width: rect.width, height: rect.height)

        func paint(_ r: PointRect, _ colour: PremultipliedRGBA8) {
            let x0 = Int((r.x * sx).rounded()), y0 = Int((r.y * sy).rounded())
            let x1 = Int(((r.x + r.width) * sx).rounded()), y1 = Int(((r.y + r.height) * sy).rounded())
            let clipped = PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
                .intersection(overlay.bounds)
            if !clipped.isEmpty { overlay.fill(colour, rect: clipped) }
        }
        let i = layout.insets
        let W = Double(pw), H = Double(ph)
        if i.top > 0 { paint(PointRect(x: 0, y: 0, width: W, height: i.top), insetColour) }
        if i.bottom > 0 { paint(PointRect(x: 0, y: H - i.bottom, width: W, height: i.bottom), insetColour) }
        if i.leading > 0 { paint(PointRect(x: 0, y: i.top, width: i.leading, height: H - i.top - i.bottom), insetColour) }
        if i.trailing > 0 {
            paint(PointRect(x: W - i.trailing, y: i.top, width: i.trailing, height: H - i.top - i.bottom), insetColour)
        }
        for chrome in layout.chrome { paint(chrome, chromeColour) }
        if let crease = layout.crease { paint(crease, creaseColour) }
        art.draw(overlay, atX: rect.x, y: rect.y, mask: screen.mask)
    }
}
