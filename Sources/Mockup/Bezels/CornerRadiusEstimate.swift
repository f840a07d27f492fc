import Raster

/// Estimates the corner radius of a rounded-rectangle screen from its mask: invariant: the
/// result is ≥ 0 and at most half the mask's shorter side.
enum CornerRadiusEstimate {
    /// The radius of the circle whose quarter leaves, in a corner of the mask, as many uncovered
    /// pixels as each corner does (the median of the four corners, so that one corner cut by a
    /// notch or camera does not skew it).
    ///
    /// A quarter-circle corner of radius r leaves (1 − π/4)·r² of area outside it; counting whole
    /// pixels that the art leaves fully opaque (a pixel the hole touches is not opaque) misses
    /// about r of that along the arc, so the count m gives r from (1 − π/4)·r² − r = m.
    static func radius(of mask: Mask) -> Double {
        let box = max(1, min(mask.width, mask.height) / 4)
        var uncovered = [Int]()
        for (flipX, flipY) in [(false, false), (true, false), (false, true), (true, true)] {
            var count = 0
            for j in 0..<box {
                let y = flipY ? mask.height - 1 - j : j
                let row = y * mask.width
                for i in 0..<box {
                    let x = flipX ? mask.width - 1 - i : i
                    if mask.coverage[row + x] == 0 { count += 1 }
                }
            }
            uncovered.append(count)
        }
        uncovered.sort()
        let median = Double(uncovered[1] + uncovered[2]) / 2
        guard median > 0 else { return 0 }
        let a = 1 - Double.pi / 4
        let r = (1 + (1 + 4 * a * median).squareRoot()) / (2 * a)
        return min(r, Double(min(mask.width, mask.height)) / 2)
    }
}
