extension Image {
    /// A copy of the pixels inside `rect`, which must be non-empty and lie within the image's bounds.
    public func cropped(to rect: PixelRect) -> Image {
        precondition(!rect.isEmpty && bounds.contains(rect), "crop \(rect) is empty or outside \(width)×\(height)")
        var out = Image(width: rect.width, height: rect.height)
        let sourceRowBytes = rowBytes
        withUnsafeBytes { source in
            out.withUnsafeMutableBytes { destination in
                for row in 0..<rect.height {
                    let from = source.baseAddress! + (rect.y + row) * sourceRowBytes + rect.x * 4
                    (destination.baseAddress! + row * rect.width * 4).copyMemory(from: from, byteCount: rect.width * 4)
                }
            }
        }
        return out
    }

    /// A larger image: this one surrounded by margins (each ≥ 0) filled with `colour`.
    public func padded(top: Int, left: Int, bottom: Int, right: Int,
                       colour: PremultipliedRGBA8 = .transparent) -> Image {
        precondition(top >= 0 && left >= 0 && bottom >= 0 && right >= 0, "padding must not be negative")
        var out = Image(width: width + left + right, height: height + top + bottom, fill: colour)
        let sourceRowBytes = rowBytes, outRowBytes = out.rowBytes
        withUnsafeBytes { source in
            out.withUnsafeMutableBytes { destination in
                for row in 0..<height {
                    (destination.baseAddress! + (top + row) * outRowBytes + left * 4)
                        .copyMemory(from: source.baseAddress! + row * sourceRowBytes, byteCount: sourceRowBytes)
                }
            }
        }
        return out
    }
}
