extension FoldOptions {
    /// The largest edge thickness drawn right, as a fraction of the art's short side: thicker,
    /// the leaves' edges become slabs larger than the device's own body.
    public static let maxThicknessFraction = 0.05

    /// Throws, naming the limit for this art, when `thickness` (art pixels) passes it.
    public static func checkThickness(_ thickness: Double, artWidth: Int, artHeight: Int) throws {
        let limit = maxThicknessFraction * Double(min(artWidth, artHeight))
        guard thickness > limit else { return }
        let shown = Double(Int(limit * 10)) / 10
        throw MockupError("--thickness \(thickness == thickness.rounded() ? String(Int(thickness)) : String(thickness)) px is more than "
                          + "this art's edge can show: at most \(shown) px (5% of its \(min(artWidth, artHeight)) px short side)")
    }
}
