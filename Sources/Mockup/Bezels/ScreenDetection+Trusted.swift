import Raster

extension ScreenDetection {
    /// The screen at a rectangle already found in this very art (the screen cache's entry for an
    /// unchanged file), without searching for it again: the mask is the art's non-opaque pixels
    /// inside `rect` (as runs) with the holes they enclose filled, one pass over the rectangle
    /// instead of a flood fill from the centre. Nil, so that the caller detects afresh, when the rectangle
    /// does not fit the art or the non-opaque pixels do not reach each of its four sides (the
    /// art is not the one the rectangle was found in).
    static func shape(in art: Image, trusting rect: PixelRect, cornerRadius: Double) -> ScreenShape? {
        guard !rect.isEmpty, art.bounds.contains(rect),
              rect.width >= minimumSide, rect.height >= minimumSide else { return nil }
        let runs = RowRuns(nonOpaqueIn: art, area: rect)
        let all = 0..<runs.count
        guard !runs.runs(inRow: 0).isEmpty, !runs.runs(inRow: rect.height - 1).isEmpty,
              all.contains(where: { runs.columns(of: $0).lowerBound == rect.minX }),
              all.contains(where: { runs.columns(of: $0).upperBound == rect.maxX }) else { return nil }
        var mask = Mask(width: rect.width, height: rect.height)
        runs.paint(into: &mask, origin: (rect.x, rect.y))
        mask.fillEnclosedHoles()
        return ScreenShape(rect: rect, cornerRadius: cornerRadius, mask: mask)
    }
}
