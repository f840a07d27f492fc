/// The one flood-fill engine of the package: fills, row run by row run, the 4-connected pixels
/// reachable from seeds through pixels a predicate accepts: invariant: every filled pixel is
/// marked 255 in `filled` exactly once and lies inside the fill's area.
public struct ScanlineFloodFill: Sendable {
    /// 255 for each filled pixel, 0 elsewhere: `width × height` bytes, rows tightly packed.
    public var filled: [UInt8]
    /// The bounding box of the filled pixels (empty when nothing was filled).
    public var bounds: Rect
    /// The number of filled pixels.
    public var count: Int

    /// Fills from `seeds` within `area` (clipped to `width × height`) through the pixels whose
    /// row-major index `isFillable` accepts. Seeds outside the area or not fillable are skipped.
    /// Inlinable so that each caller's predicate is inlined into the scan (it runs per pixel).
    @inlinable
    public init(width: Int, height: Int, area: Rect, seeds: [(x: Int, y: Int)], isFillable: (Int) -> Bool) {
        let area = area.intersection(Rect(x: 0, y: 0, width: width, height: height))
        var filled = [UInt8](repeating: 0, count: width * height)
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min, count = 0
        filled.withUnsafeMutableBufferPointer { buffer in
            let mark = buffer.baseAddress!
            @inline(__always) func open(_ x: Int, _ y: Int) -> Bool {
                let i = y &* width &+ x
                return mark[i] == 0 && isFillable(i)
            }
            var stack = seeds.filter { $0.x >= area.minX && $0.x < area.maxX && $0.y >= area.minY && $0.y < area.maxY }
            while let (sx, sy) = stack.popLast() {
                guard open(sx, sy) else { continue }
                var left = sx, right = sx
                while left > area.minX && open(left &- 1, sy) { left &-= 1 }
                while right &+ 1 < area.maxX && open(right &+ 1, sy) { right &+= 1 }
                let runLength = right &- left &+ 1
                let runStart: Int = sy &* width &+ left
                (mark + runStart).update(repeating: 255, count: runLength)
                count &+= runLength
                minX = min(minX, left); maxX = max(maxX, right)
                minY = min(minY, sy); maxY = max(maxY, sy)
                // Push the start of each open run in the row above, then the row below.
                var ny = sy &- 1
                while ny <= sy &+ 1 {
                    defer { ny &+= 2 }
                    guard ny >= area.minY && ny < area.maxY else { continue }
                    var x = left
                    while x <= right {
                        if open(x, ny) {
                            stack.append((x, ny))
                            x &+= 1
                            while x <= right && open(x, ny) { x &+= 1 }
                        } else {
                            x &+= 1
                        }
                    }
                }
            }
        }
        self.filled = filled
        self.count = count
        self.bounds = count == 0 ? Rect(x: 0, y: 0, width: 0, height: 0)
            : Rect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
