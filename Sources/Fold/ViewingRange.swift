import _Support
/// Which orbits of the camera see the screen side of every leaf of a fold: a leaf can be drawn
/// from the art only while its normal after the orbit has a component towards the camera
/// (the leaves' planes pass through the orbit's centre, so this sign is the same at every point
/// of a leaf, perspective included). Invariant: `normals` are the leaves' front normals before
/// the orbit, in the fold's frame; ranges are computed from them, never tabulated.
struct ViewingRange {
    /// The leaves' front normals before the orbit, with a name for messages.
    let normals: [(name: String, normal: SIMD3<Double>)]

    /// The smallest component towards the camera a leaf may keep (edge-on is refused).
    static let minimumFacing = 1e-12
    /// The orbit angles searched: a camera beyond a quarter turn would look from behind.
    static let limit = 90.0

    /// The first leaf whose back would show at this orbit, if any.
    func hiddenLeaf(turn: Double, tilt: Double) -> String? {
        normals.first { Camera.facing($0.normal, turn: turn, tilt: tilt) <= ViewingRange.minimumFacing }?.name
    }

    /// The interval of one angle (the other held) that sees every leaf, refined to 1e-6°; nil if none.
    func interval(_ works: (Double) -> Bool) -> (lo: Double, hi: Double)? {
        let step = 0.25
        var samples: [Double] = []
        var a = -ViewingRange.limit
        while a <= ViewingRange.limit { samples.append(a); a += step }
        guard let first = samples.firstIndex(where: works), let last = samples.lastIndex(where: works) else { return nil }
        func refine(_ good: Double, _ bad: Double) -> Double {
            var (g, b) = (good, bad)
            while abs(g - b) > 1e-6 {
                let m = (g + b) / 2
                if works(m) { g = m } else { b = m }
            }
            return g
        }
        let lo = first == 0 ? samples[0] : refine(samples[first], samples[first - 1])
        let hi = last == samples.count - 1 ? samples[last] : refine(samples[last], samples[last + 1])
        // The limits themselves are refused (a camera at a quarter turn sees the device edge-on).
        return (max(lo, -ViewingRange.limit + 1e-6), min(hi, ViewingRange.limit - 1e-6))
    }

    /// The turns that work at a tilt, and the tilts that work at a turn.
    func turns(atTilt tilt: Double) -> (lo: Double, hi: Double)? {
        interval { hiddenLeaf(turn: $0, tilt: tilt) == nil }
    }
    func tilts(atTurn turn: Double) -> (lo: Double, hi: Double)? {
        interval { hiddenLeaf(turn: turn, tilt: $0) == nil }
    }

    /// Whole degrees inside an interval, for a message: "from -63 to 63".
    static func describe(_ r: (lo: Double, hi: Double)?) -> String? {
        guard let r else { return nil }
        let lo = (r.lo - 1e-9).rounded(.up), hi = (r.hi + 1e-9).rounded(.down)
        guard lo <= hi else { return nil }
        return "from \(NumberText.shortest(lo)) to \(NumberText.shortest(hi))"
    }

    /// What the orbit would show, and which turns and tilts work at this fold.
    func refusal(kind: FoldKind, degrees: Double, elevation: Double, turn: Double, tilt: Double) -> ViewRefusal {
        ViewRefusal(kind: kind, degrees: degrees, elevation: elevation, turn: turn, tilt: tilt,
                    leaf: hiddenLeaf(turn: turn, tilt: tilt) ?? "a leaf",
                    turnsAtThisTilt: ViewingRange.describe(turns(atTilt: tilt)),
                    tiltsAtThisTurn: ViewingRange.describe(tilts(atTurn: turn)),
                    turnsLevel: tilt == 0 ? nil : ViewingRange.describe(turns(atTilt: 0)))
    }
}
