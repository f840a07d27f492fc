extension OutputFraming {
    /// The framed size of an image of `width`×`height` (padding, then --width or --scale).
    package func framedSize(width: Int, height: Int) -> (width: Int, height: Int) {
        outputSize(paddedWidth: width + 2 * padding, paddedHeight: height + 2 * padding)
    }

    /// Throws, before any pixel is made, when framing an image of `width`×`height` would pass
    /// `maxPixels`.
    package func checkLimit(width: Int, height: Int) throws {
        let size = framedSize(width: width, height: height)
        let (pixels, overflow) = size.width.multipliedReportingOverflow(by: size.height)
        guard overflow || pixels > maxPixels else { return }
        throw MockupError.outputTooLarge(width: size.width, height: size.height, limit: maxPixels)
    }
}

extension OutputFraming {
    /// The framing for art at `1/divisor` of its size (a preview): padding and --width shrink by
    /// the same factor, so that the output is the full render's at that fraction (--scale, a
    /// factor, is unchanged). Padding is in the art's pixels; --width is the full render's width.
    package func atWorkingScale(divisor: Int) -> OutputFraming {
        guard divisor > 1 else { return self }
        var f = self
        f.padding = Int((Double(padding) / Double(divisor)).rounded())
        f.width = width.map { max(1, Int((Double($0) / Double(divisor)).rounded())) }
        f.height = height.map { max(1, Int((Double($0) / Double(divisor)).rounded())) }
        return f
    }
}
