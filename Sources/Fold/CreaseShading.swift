import Warp

/// The crease as light sees it: where the glass bends across the hinge its normal turns smoothly
/// from one leaf's to the other's, so within the crease band the lighting factor ramps smoothly
/// between the two leaves' factors, and a shallow dip darkens the bend, deeper the more the
/// device is folded. Zero change when flat; a smooth function of the distance to the hinge, never a line.
public enum CreaseShading {
    /// The dip at the crease's centre line for a fully shut fold (scaled by (180 − d) / 180).
    public static let maxDip = 0.22

    /// The tint for one leaf: its lighting factor outside the band, ramping to the other leaf's
    /// across the band (the same function of art position for both leaves, so they agree at the hinge).
    public static func tint(geometry: FoldGeometry, leaf: FoldGeometry.Leaf, other: FoldGeometry.Leaf,
                            creaseWidth: Double, shading: Bool) -> WarpTint {
        guard shading else { return .neutral }
        let mine = Lighting.factor(normal: leaf.normal), theirs = Lighting.factor(normal: other.normal)
        let dip = maxDip * (180 - geometry.degrees) / 180
        guard creaseWidth > 0, dip > 0 || mine != theirs else { return WarpTint(factor: mine) }
        // Band coordinate t grows from the first leaf (side −1) to the second (side +1).
        let (nx, ny) = geometry.kind == .book ? (1.0, 0.0) : (0.0, 1.0)
        let first = leaf.side < 0 ? mine : theirs, second = leaf.side < 0 ? theirs : mine
        let band = ShadingBand(normalX: nx, normalY: ny, offset: geometry.hinge, halfWidth: creaseWidth / 2,
                               before: first, after: second, dip: dip)
        return WarpTint(band: band)
    }
}
