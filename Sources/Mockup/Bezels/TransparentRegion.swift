import Raster

/// The pixels of an image whose alpha is below 255 that are 4-connected to a seed pixel, inside
/// an area: invariant: `bounds` is the bounding box of the 255 bytes of `members` (image-sized),
/// is not empty, and lies within the area.
struct TransparentRegion {
    /// 255 for each pixel of the region, 0 elsewhere; the image's size, rows tightly packed.
    var members: [UInt8]
    /// The bounding box of the region, in image pixels.
    var bounds: Rect
    /// The number of pixels in the region.
    var pixelCount: Int
    /// The image's width (the row length of `members`).
    let imageWidth: Int

    /// The non-opaque pixels connected to `seed` inside `area`; `seed` must be a non-opaque pixel
    /// inside `area`.
    init(in image: Image, seed: (x: Int, y: Int), area: Rect) {
        let fill = image.withUnsafeBytes { raw in
            let rgba = raw.bindMemory(to: UInt8.self).baseAddress!
            return ScanlineFloodFill(width: image.width, height: image.height, area: area, seeds: [seed]) {
                rgba[$0 &* 4 &+ 3] != 255
            }
        }
        precondition(fill.count > 0, "the seed must be a non-opaque pixel inside the area")
        members = fill.filled
        bounds = fill.bounds
        pixelCount = fill.count
        imageWidth = image.width
    }

    /// True when the region touches the outermost rows or columns of an image of this size.
    func touchesBorder(ofWidth width: Int, height: Int) -> Bool {
        bounds.minX == 0 || bounds.minY == 0 || bounds.maxX == width || bounds.maxY == height
    }

    /// The region over `rect` as a mask (255 = region), with every hole the region encloses filled
    /// (opaque islands such as a camera), so the mask covers the whole screen area the art outlines.
    func mask(over rect: Rect) -> Mask {
        var mask = Mask(width: rect.width, height: rect.height)
        for y in 0..<rect.height {
            let source = (rect.y + y) * imageWidth + rect.x
            mask.coverage.replaceSubrange(y * rect.width..<(y + 1) * rect.width,
                                          with: members[source..<source + rect.width])
        }
        mask.fillEnclosedHoles()
        return mask
    }

    /// The non-opaque pixel nearest to `centre` inside `area` (by rings of growing Chebyshev
    /// distance, then by Euclidean distance within a ring), or nil when every pixel there is opaque.
    static func nearestNonOpaquePixel(in image: Image, to centre: (x: Int, y: Int), within area: Rect)
        -> (x: Int, y: Int)? {
        image.withUnsafeBytes { raw -> (x: Int, y: Int)? in
            let rgba = raw.bindMemory(to: UInt8.self)
            func isCandidate(_ x: Int, _ y: Int) -> Bool {
                x >= area.minX && x < area.maxX && y >= area.minY && y < area.maxY
                    && rgba[(y * image.width + x) * 4 + 3] != 255
            }
            let reach = max(centre.x - area.minX, area.maxX - 1 - centre.x,
                            centre.y - area.minY, area.maxY - 1 - centre.y)
            for d in 0...max(0, reach) {
                var best: (x: Int, y: Int)?
                var bestDistance = Int.max
                func consider(_ x: Int, _ y: Int) {
                    guard isCandidate(x, y) else { return }
                    let distance = (x - centre.x) * (x - centre.x) + (y - centre.y) * (y - centre.y)
                    if distance < bestDistance { bestDistance = distance; best = (x, y) }
                }
                for x in (centre.x - d)...(centre.x + d) { consider(x, centre.y - d); consider(x, centre.y + d) }
                if d > 0 {
                    for y in (centre.y - d + 1)..<(centre.y + d) { consider(centre.x - d, y); consider(centre.x + d, y) }
                }
                if let best { return best }
            }
            return nil
        }
    }
}
