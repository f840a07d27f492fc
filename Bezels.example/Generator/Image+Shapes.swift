import Raster

/// Anti-aliased rounded rectangles and rings, painted with a colour or a gradient, on top of the
/// Raster module's masks and compositing: the generator's drawing vocabulary.
extension Image {
    /// The coverage of a rounded rectangle over the integer rectangle `area` of the canvas.
    static func roundedRectMask(_ rect: RectF, radius: Double, over area: PixelRect) -> Mask {
        let local = RectF(x: rect.x - Double(area.x), y: rect.y - Double(area.y), width: rect.width, height: rect.height)
        return Mask.roundedRect(local, cornerRadius: radius, width: area.width, height: area.height)
    }

    /// The coverage of the band between an outer and an inner rounded rectangle, over `outer`'s pixels.
    static func ringMask(outer: RectF, outerRadius: Double, inner: RectF, innerRadius: Double) -> (Mask, PixelRect) {
        let area = outer.enclosingRect
        var mask = roundedRectMask(outer, radius: outerRadius, over: area)
        mask.multiply(by: roundedRectMask(inner, radius: innerRadius, over: area).inverted())
        return (mask, area)
    }

    /// Paints a rounded rectangle in one colour (`mode` .destinationOut cuts a hole instead).
    mutating func fillRoundedRect(_ rect: RectF, radius: Double, colour: StraightRGBA8, mode: BlendMode = .sourceOver) {
        let area = rect.enclosingRect
        guard !area.isEmpty else { return }
        fill(colour.premultiplied, mask: Image.roundedRectMask(rect, radius: radius, over: area), atX: area.x, y: area.y,
             mode: mode)
    }

    /// Paints a gradient through a coverage mask that lies over `area`.
    mutating func paint(_ gradient: LinearGradient, mask: Mask, over area: PixelRect, opacity: Double = 1) {
        draw(gradient.image(over: area), atX: area.x, y: area.y, mask: mask, opacity: opacity)
    }

    /// Paints a rounded rectangle with a gradient.
    mutating func fillRoundedRect(_ rect: RectF, radius: Double, gradient: LinearGradient, opacity: Double = 1) {
        let area = rect.enclosingRect
        guard !area.isEmpty else { return }
        paint(gradient, mask: Image.roundedRectMask(rect, radius: radius, over: area), over: area, opacity: opacity)
    }

    /// Paints a circle in one colour.
    mutating func fillCircle(x: Double, y: Double, radius: Double, colour: StraightRGBA8) {
        fillRoundedRect(RectF(x: x - radius, y: y - radius, width: 2 * radius, height: 2 * radius), radius: radius,
                        colour: colour)
    }
}
