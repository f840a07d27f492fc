import Raster
import Warp

/// Draws what of a device's callouts lies over the mock-up: a highlight's outline along the
/// rectangle's place on the device, and a zoom inset (the capture's rectangle resampled, Lanczos-3)
/// with its shadow, border and connector. Invariant: nothing is drawn outside `image`; the inset
/// lies inside `area` (a margin in from its edges when it fits) or the call throws.
public enum CalloutPainter {
    /// Draws `callouts` into `image`. `mapping` takes capture pixels to `image`'s; `zoomSource` is
    /// the zoom's rectangle cut from the capture (in `image`'s space); the inset is placed in `area`
    /// (`mirrored` for a right-to-left page); widths are fractions of `unit` pixels (the page's or
    /// the output's width). `setting` names the zoom for an error (a storefile place, or "zoom" for a render).
    public static func draw(_ callouts: Callouts, mapping: CaptureMapping, zoomSource: Image?, area: RectF, unit: Double,
                            mirrored: Bool = false, setting: String = "zoom", into image: inout Image) throws {
        if let h = callouts.highlight, h.mode == .outline {
            let outline = mapping.outline(of: RectF(h.region), cornerRadius: h.cornerRadius)
            image.fill(Path.stroke(outline.map(pointF), closed: true, width: h.lineWidth * unit), colour: h.colour.premultiplied)
        }
        guard let zoom = callouts.zoom, let source = zoomSource else { return }
        let scale = mapping.flatScale * zoom.scale
        let width = Int((Double(zoom.region.width) * scale).rounded()), height = Int((Double(zoom.region.height) * scale).rounded())
        let margin = ZoomCallout.margin * unit
        guard width >= 1, height >= 1, Double(width) <= area.width, Double(height) <= area.height else {
            throw CalloutError.insetTooLarge(setting: setting, width: width, height: height,
                                             areaWidth: Int(area.width.rounded()), areaHeight: Int(area.height.rounded()))
        }
        let placed = zoom.placement.frame(width: Double(width), height: Double(height), in: area, margin: margin, mirrored: mirrored)
        let frame = RectF(x: placed.x.rounded(), y: placed.y.rounded(), width: Double(width), height: Double(height))
        let radius = zoom.cornerRadius * unit
        if zoom.connector {
            let outline = mapping.outline(of: RectF(zoom.region))
            let lineWidth = ZoomCallout.connectorWidth * unit
            let colour = zoom.connectorColour.premultiplied
            image.fill(Path.stroke(outline.map(pointF), closed: true, width: lineWidth), colour: colour)
            // From the outline's point nearest the inset's centre to the inset's edge nearest that point.
            let start = nearest(on: outline, to: Point2D(frame.midX, frame.midY))
            let end = Point2D(min(max(start.x, frame.minX), frame.maxX), min(max(start.y, frame.minY), frame.maxY))
            image.fill(Path.stroke([pointF(start), pointF(end)], closed: false, width: lineWidth), colour: colour)
        }
        if zoom.shadow { drawShadow(of: frame, radius: radius, unit: unit, into: &image) }
        let inset = source.resized(width: width, height: height, filter: .lanczos3)
        let x = Int(frame.x), y = Int(frame.y)
        image.draw(inset, atX: x, y: y,
                   mask: Mask.roundedRect(RectF(x: 0, y: 0, width: frame.width, height: frame.height), cornerRadius: radius,
                                          width: width, height: height))
        let border = zoom.border * unit
        if border > 0 {
            // A ring centred on the inset's edge: the outer rounded rectangle less the inner one.
            let pad = Int(border.rounded(.up)) + 1
            let box = RectF(x: Double(pad), y: Double(pad), width: frame.width, height: frame.height)
            var ring = Mask.roundedRect(box.insetBy(-border / 2), cornerRadius: radius + border / 2,
                                        width: width + 2 * pad, height: height + 2 * pad)
            ring.multiply(by: Mask.roundedRect(box.insetBy(border / 2), cornerRadius: max(0, radius - border / 2),
                                               width: width + 2 * pad, height: height + 2 * pad).inverted())
            image.fill(zoom.borderColour.premultiplied, mask: ring, atX: x - pad, y: y - pad)
        }
    }

    /// A soft shadow under an inset: its rounded rectangle moved down and blurred, 45 % black.
    static func drawShadow(of frame: RectF, radius: Double, unit: Double, into image: inout Image) {
        let sigma = 0.012 * unit, drop = 0.008 * unit
        let pad = Int((3 * sigma + drop).rounded(.up)) + 1
        let width = Int(frame.width) + 2 * pad, height = Int(frame.height) + 2 * pad
        let shape = RectF(x: Double(pad), y: Double(pad) + drop, width: frame.width, height: frame.height)
        let mask = Mask.roundedRect(shape, cornerRadius: radius, width: width, height: height).blurred(sigma: sigma)
        image.fill(PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 115), mask: mask, atX: Int(frame.x) - pad, y: Int(frame.y) - pad)
    }

    /// The point of the closed polygon `loop` (on its edges, not only its vertices) nearest `target`.
    static func nearest(on loop: [Point2D], to target: Point2D) -> Point2D {
        var best = loop.first ?? target
        for (i, a) in loop.enumerated() {
            let b = loop[(i + 1) % loop.count], ab = b - a
            let length2 = ab.x * ab.x + ab.y * ab.y
            let t = length2 > 0 ? min(max(((target.x - a.x) * ab.x + (target.y - a.y) * ab.y) / length2, 0), 1) : 0
            let p = a + ab * t
            if p.distance(to: target) < best.distance(to: target) { best = p }
        }
        return best
    }

    static func pointF(_ p: Point2D) -> PointF { PointF(x: p.x, y: p.y) }
}
