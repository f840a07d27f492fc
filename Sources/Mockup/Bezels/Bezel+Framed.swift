import Raster

extension Bezel {
    /// The art as `OutputFraming.apply` would frame it, without the background: `padding`
    /// transparent pixels on every side, then resized to exactly `width × height` with `filter`
    /// (premultiplied). The screen goes with it: its rectangle rounded outwards to whole pixels,
    /// its mask resized with the art (the same filter over the same padded canvas, so the two
    /// edges stay in register), its corner radius, hinge, crease and thickness scaled.
    ///
    /// Many captures composed into the framed art (the frames of a recording) cost the output's
    /// pixels each, not the art's; the art and mask are resized once.
    public func framed(padding: Int, width: Int, height: Int, filter: ResamplingFilter = .lanczos3) -> Bezel {
        precondition(padding >= 0 && width >= 1 && height >= 1, "invalid framing")
        let paddedWidth = art.width + 2 * padding, paddedHeight = art.height + 2 * padding
        let r = screen.rect
        let moved = PixelRect(x: r.x + padding, y: r.y + padding, width: r.width, height: r.height)
        if width == paddedWidth && height == paddedHeight {
            guard padding > 0 else { return self }
            let shape = ScreenShape(rect: moved, cornerRadius: screen.cornerRadius, mask: screen.mask)
            return Bezel(pose: pose, path: path, art: art.padded(top: padding, left: padding, bottom: padding, right: padding),
                         screen: shape, hinge: hinge.map { $0 + Double(padding) }, creaseWidth: creaseWidth,
                         thickness: thickness, isTurnedCopy: isTurnedCopy)
        }
        let sx = Double(width) / Double(paddedWidth), sy = Double(height) / Double(paddedHeight)
        var padded = art
        if padding > 0 { padded = art.padded(top: padding, left: padding, bottom: padding, right: padding) }
        let resized = padded.resized(width: width, height: height, filter: filter)

        // The mask as the alpha of an image the padded art's size, resized the same way.
        var coverage = Image(width: paddedWidth, height: paddedHeight)
        coverage.withUnsafeMutableBytes { raw in
            let out = raw.bindMemory(to: UInt8.self)
            screen.mask.coverage.withUnsafeBufferPointer { mask in
                for row in 0..<moved.height {
                    let source = row * moved.width, target = ((moved.y + row) * paddedWidth + moved.x) * 4
                    for x in 0..<moved.width {
                        let c = mask[source + x]
                        out[target + 4 * x] = c; out[target + 4 * x + 1] = c; out[target + 4 * x + 2] = c; out[target + 4 * x + 3] = c
                    }
                }
            }
        }
        let scaledCoverage = coverage.resized(width: width, height: height, filter: filter)
        let x0 = max(0, Int((Double(moved.x) * sx).rounded(.down)))
        let y0 = max(0, Int((Double(moved.y) * sy).rounded(.down)))
        let x1 = min(width, max(x0 + 1, Int((Double(moved.x + moved.width) * sx).rounded(.up))))
        let y1 = min(height, max(y0 + 1, Int((Double(moved.y + moved.height) * sy).rounded(.up))))
        let rect = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        var mask = Mask(width: rect.width, height: rect.height)
        scaledCoverage.withUnsafeBytes { raw in
            for row in 0..<rect.height {
                let source = ((rect.y + row) * width + rect.x) * 4 + 3
                for x in 0..<rect.width { mask.coverage[row * rect.width + x] = raw[source + 4 * x] }
            }
        }
        let shape = ScreenShape(rect: rect, cornerRadius: screen.cornerRadius * min(sx, sy), mask: mask)
        let along = pose == .upright ? sy : sx
        return Bezel(pose: pose, path: path, art: resized, screen: shape,
                     hinge: hinge.map { ($0 + Double(padding)) * along }, creaseWidth: creaseWidth.map { $0 * along },
                     thickness: thickness.map { $0 * min(sx, sy) }, isTurnedCopy: isTurnedCopy)
    }
}
