extension Image {
    /// Paints `colour` inside `path` (non-zero rule, exact-area anti-aliasing), clipped to the image.
    public mutating func fill(_ path: Path, colour: PremultipliedRGBA8, mode: BlendMode = .sourceOver) {
        guard let box = path.controlBounds?.enclosingRect.intersection(bounds), !box.isEmpty else { return }
        let mask = PathFiller.coverage(of: path, width: box.width, height: box.height,
                                       originX: Double(box.x), originY: Double(box.y))
        fill(colour, mask: mask, atX: box.x, y: box.y, mode: mode)
    }
}
