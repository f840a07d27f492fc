extension FoldOptions {
    /// The largest edge thickness drawn right, as a fraction of the art's short side: thicker,
    /// the leaves' edges become slabs larger than the device's own body.
    public static let maxThicknessFraction = 0.05

    /// Throws, naming the limit for this art, when `thickness` (art pixels) passes it.
    public static func checkThickness(_ thickness: Double, artWidth: Int, artHeight: Int) throws {
        let limit = maxThicknessFraction * Double(min(artWidth, artHeight))
        guard thickness > limit else { return }
        throw FoldError.thicknessTooLarge(thickness, limit: Double(Int(limit * 10)) / 10, shortSide: min(artWidth, artHeight))
    }
}
