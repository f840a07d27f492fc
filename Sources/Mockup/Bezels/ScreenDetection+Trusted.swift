import Raster

extension ScreenDetection {
    /// The screen at a rectangle already found in this very art (the screen cache's entry for an
    /// unchanged file), without searching for it again: the mask is the art's non-opaque pixels
    /// inside `rect` with the holes they enclose filled, one pass over the rectangle instead of
    /// a flood fill from the centre. Nil, so that the caller detects afresh, when the rectangle
    /// does not fit the art or the non-opaque pixels do not reach each of its four sides (the
    /// art is not the one the rectangle was found in).
    static func shape(in art: Image, trusting rect: Rect, cornerRadius: Double) -> ScreenShape? {
        guard !rect.isEmpty, art.bounds.contains(rect),
              rect.width >= minimumSide, rect.height >= minimumSide else { return nil }
        var mask = Mask(width: rect.width, height: rect.height)
        var touchesTop = false, touchesBottom = false, touchesLeft = false, touchesRight = false
        art.withUnsafeBytes { raw in
            let rgba = raw.bindMemory(to: UInt8.self).baseAddress!
            mask.coverage.withUnsafeMutableBufferPointer { coverage in
                let out = coverage.baseAddress!
                for y in 0..<rect.height {
                    let source = rgba + ((rect.y + y) * art.width + rect.x) * 4 + 3
                    let row = out + y * rect.width
                    var any: UInt8 = 0
                    for x in 0..<rect.width {
                        let v: UInt8 = source[x &* 4] == 255 ? 0 : 255
                        row[x] = v
                        any |= v
                    }
                    if any != 0 {
                        if y == 0 { touchesTop = true }
                        if y == rect.height - 1 { touchesBottom = true }
                        if row[0] != 0 { touchesLeft = true }
                        if row[rect.width - 1] != 0 { touchesRight = true }
                    }
                }
            }
        }
        guard touchesTop, touchesBottom, touchesLeft, touchesRight else { return nil }
        mask.fillEnclosedHoles()
        return ScreenShape(rect: rect, cornerRadius: cornerRadius, mask: mask)
    }
}
