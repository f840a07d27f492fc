/// One of the eight ways to turn and mirror a picture by quarter turns (the dihedral group of the
/// square), named and numbered as EXIF's orientation tag (0x0112): how the stored pixels must be
/// turned to stand upright. Invariant: raw values 1...8; 1 leaves the picture as it is.
public enum Orientation: Int, Sendable, CaseIterable {
    case up = 1, mirrored = 2, down = 3, downMirrored = 4
    case leftMirrored = 5, right = 6, rightMirrored = 7, left = 8

    /// The picture turned a quarter counter-clockwise: its top edge becomes its left edge.
    public static let quarterTurnCounterClockwise = Orientation.left

    /// True for the four orientations that swap width and height.
    public var swapsDimensions: Bool { rawValue >= 5 }

    /// Where output pixel (x, y) of a `width × height` source comes from, as a row-major source
    /// index `origin + x × stepX + y × stepY`.
    func walk(width w: Int, height h: Int) -> (origin: Int, stepX: Int, stepY: Int) {
        switch self {
        case .up: (0, 1, w)
        case .mirrored: (w - 1, -1, w)
        case .down: (w * h - 1, -1, -w)
        case .downMirrored: ((h - 1) * w, 1, -w)
        case .leftMirrored: (0, w, 1)
        case .right: ((h - 1) * w, -w, 1)
        case .rightMirrored: (w * h - 1, -w, -1)
        case .left: (w - 1, w, -1)
        }
    }

    /// The one engine behind `Image.oriented` and `Mask.oriented`: copies `source`'s elements
    /// (`width × height`, rows tightly packed) into `out` in this orientation, rows in parallel.
    func copy<Element>(_ source: UnsafePointer<Element>, width: Int, height: Int, into out: UnsafeMutablePointer<Element>) {
        let (origin, stepX, stepY) = walk(width: width, height: height)
        let outWidth = swapsDimensions ? height : width, outHeight = swapsDimensions ? width : height
        Parallel.forEachRowBand(width: outWidth, height: outHeight) { rows in
            for y in rows {
                var s = origin + y * stepY
                let row = out + y * outWidth
                for x in 0..<outWidth {
                    row[x] = source[s]
                    s += stepX
                }
            }
        }
    }
}
