import Raster

/// Where two frames of the same size differ.
package enum FrameDifference {
    /// The smallest rectangle holding every pixel whose 4 bytes differ between `a` and `b`;
    /// nil when the frames are identical. Both must have the same size.
    public static func changedRect(_ a: Image, _ b: Image) -> PixelRect? {
        precondition(a.width == b.width && a.height == b.height, "frames differ in size")
        return a.withUnsafeBytes { ra in
            b.withUnsafeBytes { rb in
                changedRect(ra.bindMemory(to: UInt32.self).baseAddress!, rb.bindMemory(to: UInt32.self).baseAddress!,
                            width: a.width, height: a.height)
            }
        }
    }

    /// The same over two buffers of `width × height` elements of any fixed-width type.
    static func changedRect<T: Equatable>(_ a: UnsafePointer<T>, _ b: UnsafePointer<T>, width: Int, height: Int) -> PixelRect? {
        var top = -1, bottom = -1
        for y in 0..<height where !rowEqual(a + y * width, b + y * width, width) { top = y; break }
        guard top >= 0 else { return nil }
        for y in stride(from: height - 1, through: top, by: -1) where !rowEqual(a + y * width, b + y * width, width) {
            bottom = y; break
        }
        var left = width, right = -1
        for y in top...bottom {
            let pa = a + y * width, pb = b + y * width
            var x = 0
            while x < left && pa[x] == pb[x] { x += 1 }
            if x < left { left = x }
            x = width - 1
            while x > right && pa[x] == pb[x] { x -= 1 }
            if x > right { right = x }
        }
        return PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
    }

    private static func rowEqual<T: Equatable>(_ a: UnsafePointer<T>, _ b: UnsafePointer<T>, _ count: Int) -> Bool {
        if let _ = T.self as? UInt32.Type {
            return memcmp(a, b, count * 4) == 0
        }
        if let _ = T.self as? UInt8.Type {
            return memcmp(a, b, count) == 0
        }
        for i in 0..<count where a[i] != b[i] { return false }
        return true
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
