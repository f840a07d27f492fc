import Raster

extension Image {
    /// The image turned a quarter counter-clockwise (its top edge becomes its left edge).
    func turnedCounterClockwise() -> Image {
        let source = self
        return Image(width: height, height: width) { out in
            source.withUnsafeBytes { raw in
                let from = raw.bindMemory(to: UInt32.self), to = out.bindMemory(to: UInt32.self)
                let outWidth = source.height
                // Source (x, y) lands at (y, width − 1 − x).
                for y in 0..<source.height {
                    for x in 0..<source.width {
                        to[(source.width - 1 - x) * outWidth + y] = from[y * source.width + x]
                    }
                }
            }
        }
    }
}

extension Mask {
    /// The mask turned a quarter counter-clockwise, as `Image.turnedCounterClockwise`.
    func turnedCounterClockwise() -> Mask {
        var out = Mask(width: height, height: width)
        for y in 0..<height {
            for x in 0..<width { out.coverage[(width - 1 - x) * height + y] = coverage[y * width + x] }
        }
        return out
    }
}

extension Bezel {
    /// The same device turned a quarter counter-clockwise: cover portrait art as the cover turned.
    func turnedCounterClockwise(as pose: Pose) -> Bezel {
        let r = screen.rect
        let rect = Rect(x: r.y, y: art.width - r.x - r.width, width: r.height, height: r.width)
        let turnedScreen = ScreenShape(rect: rect, cornerRadius: screen.cornerRadius,
                                       mask: screen.mask.turnedCounterClockwise())
        return Bezel(pose: pose, path: path, art: art.turnedCounterClockwise(), screen: turnedScreen,
                     thickness: thickness, isTurnedCopy: true)
    }
}
