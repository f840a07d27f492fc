import Raster

/// The pixels of an image whose alpha is below 255 that are 4-connected to a seed pixel, inside
/// an area: invariant: `bounds` is the bounding box of the member runs, is not empty, and lies
/// within the area.
struct TransparentRegion {
    /// The area's non-opaque runs, row by row.
    let runs: RowRuns
    /// For each of `runs`, whether it belongs to the region.
    let isMember: [Bool]
    /// The bounding box of the region, in image pixels.
    let bounds: PixelRect

    /// The non-opaque pixels connected to `seed` inside `area`; `seed` must be a non-opaque pixel
    /// inside `area`.
    init(in image: Image, seed: (x: Int, y: Int), area: PixelRect) {
        runs = RowRuns(nonOpaqueIn: image, area: area)
        let components = RunComponents(runs)
        guard let seedRun = components.run(containing: seed.x, seed.y) else {
            preconditionFailure("the seed must be a non-opaque pixel inside the area")
        }
        let region = components.root(of: seedRun)
        var isMember = [Bool](repeating: false, count: runs.count)
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for k in 0..<runs.area.height {
            for i in runs.runs(inRow: k) where components.root(of: i) == region {
                isMember[i] = true
                let columns = runs.columns(of: i)
                minX = min(minX, columns.lowerBound); maxX = max(maxX, columns.upperBound)
                minY = min(minY, runs.area.y + k); maxY = max(maxY, runs.area.y + k + 1)
            }
        }
        self.isMember = isMember
        bounds = PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// True when the region touches the outermost rows or columns of an image of this size.
    func touchesBorder(ofWidth width: Int, height: Int) -> Bool {
        bounds.minX == 0 || bounds.minY == 0 || bounds.maxX == width || bounds.maxY == height
    }

    /// The region over `rect` as a mask (255 = region), with every hole the region encloses filled
    /// (opaque islands such as a camera), so the mask covers the whole screen area the art outlines.
    func mask(over rect: PixelRect) -> Mask {
        var mask = Mask(width: rect.width, height: rect.height)
        runs.paint(into: &mask, origin: (rect.x, rect.y)) { isMember[$0] }
        mask.fillEnclosedHoles()
        return mask
    }

    /// The non-opaque pixel nearest to `centre` inside `area` (by rings of growing Chebyshev
    /// distance, then by Euclidean distance within a ring), or nil when every pixel there is opaque.
    static func nearestNonOpaquePixel(in image: Image, to centre: (x: Int, y: Int), within area: PixelRect)
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
