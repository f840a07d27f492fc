/// Which face of a leaf's slab the camera sees (Docs/Geometry.md, "Which faces the camera sees"):
/// its front (the inner art), its outer face (T behind it), or neither (the slab seen so nearly
/// edge-on that only its sides show). Invariant: exactly one per leaf and viewpoint.
public enum LeafFace: Sendable, Equatable {
    case front
    case outer
    case edgeOn
}

/// One of the body's three convex solids, in the order they are drawn: a leaf's slab (by its
/// index in `FoldGeometry.leaves`) or the hinge's outside.
enum BodyPart: Equatable {
    case leaf(Int)
    case hinge
}

extension FoldGeometry {
    /// A front whose normal's component towards the camera is at most this is edge-on (rounding
    /// leaves cos 90° at 6e-17, not 0).
    public static let edgeOn = 1e-12

    /// The camera's position in the fold's frame (before the orbit).
    public var cameraInFoldFrame: SIMD3<Double> { camera.unorbit(SIMD3(0, 0, cameraDistance)) }

    /// The face of `leaf` the camera sees when the slab is `thickness` art px thick: the front
    /// while its normal after the orbit has n_z > `edgeOn` (its plane passes through the orbit's
    /// centre), the outer face while n_z < −T/D (that plane lies T behind), else neither.
    public func face(of leaf: Leaf, thickness: Double) -> LeafFace {
        let nz = leaf.normal.z
        if nz > FoldGeometry.edgeOn { return .front }
        if nz < -thickness / cameraDistance { return .outer }
        return .edgeOn
    }

    /// True when every leaf shows its front: the views that existed before the outer faces, drawn
    /// exactly as then.
    public func showsFrontsOnly(thickness: Double) -> Bool {
        leaves.allSatisfy { face(of: $0, thickness: thickness) == .front }
    }

    /// The body's solids, farthest first (Docs/Geometry.md, "Which is in front"). Both fronts
    /// seen: the leaves by their centres' depth, as before. Otherwise the plane through the hinge
    /// that halves the fold (normal n₁ − n₂ + o₂ − o₁) tells which slab is nearer, and the plane
    /// through the hinge at right angles to a slab's outward vector whether the hinge's outside
    /// is in front of that slab. `hinge` false leaves the hinge out.
    func drawOrder(thickness: Double, hinge: Bool) -> [BodyPart] {
        let byDepth = leaves.indices.map { BodyPart.leaf($0) }
        guard leaves.count == 2, !showsFrontsOnly(thickness: thickness) || hinge else { return byDepth }
        let c = cameraInFoldFrame
        let first = leaves[0].side < 0 ? 0 : 1, second = 1 - first
        let a = leaves[first], b = leaves[second]
        var split = a.frameNormal - b.frameNormal + b.frameOutward - a.frameOutward
        split /= max(1e-300, (split * split).sum().squareRoot())
        let side = (split * c).sum()
        // The farther slab first; on the plane itself the slabs cannot overlap.
        let (far, near): (Int, Int) = side > 1e-9 ? (first, second) : side < -1e-9 ? (second, first)
            : (byDepth[0] == .leaf(0) ? (0, 1) : (1, 0))
        guard hinge else { return [.leaf(far), .leaf(near)] }
        func hingeInFront(of i: Int) -> Bool { (leaves[i].frameOutward * c).sum() < 0 }
        switch (hingeInFront(of: far), hingeInFront(of: near)) {
        case (true, true): return [.leaf(far), .leaf(near), .hinge]
        case (true, false): return [.leaf(far), .hinge, .leaf(near)]
        case (false, false): return [.hinge, .leaf(far), .leaf(near)]
        case (false, true): return [.leaf(far), .leaf(near), .hinge]
        }
    }
}
