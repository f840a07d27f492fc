extension Path {
    /// The outline grown by `amount` on every side, as a face drawn heavier than its design: each
    /// point, control points included, moves outward to where its two neighbouring edges, each
    /// pushed out by `amount`, meet. Which side is outward comes from the whole path's winding
    /// (its larger contours' direction), so holes shrink as their glyph thickens. Corners sharper
    /// than about 150° do not move, and a convex corner moves no further than its shorter edge
    /// allows, so thin spikes and short segments do not shoot out. Coordinates are taken as they
    /// are (the direction of y does not matter: the winding is read in the same frame).
    public func emboldened(by amount: Double) -> Path {
        guard amount != 0, amount.isFinite else { return self }
        let contours = Contour.split(elements)
        // Shoelace over every point: the sign of the path's area says which way it winds.
        var area = 0.0
        for c in contours {
            for (i, p) in c.points.enumerated() {
                let q = c.points[(i + 1) % c.points.count]
                area += p.x * q.y - q.x * p.y
            }
        }
        guard area != 0 else { return self }
        var out = Path()
        for c in contours { c.offset(by: amount, positiveArea: area > 0).append(into: &out) }
        return out
    }
}

/// One subpath as the sequence of its points (the start, then each element's control and end
/// points) and the element kinds that consumed them, so that moved points rebuild the same shape.
private struct Contour {
    enum Kind { case line, quad, cubic }
    var points: [PointF]
    var kinds: [Kind]
    var closed: Bool
    /// The last point repeated the first (an explicit closing line): it moves with it.
    var repeatsStart: Bool

    static func split(_ elements: [Path.Element]) -> [Contour] {
        var out: [Contour] = []
        var current: Contour?
        // Where a drawing step after a close (without a move) starts: the closed subpath's start.
        var lastStart = PointF(x: 0, y: 0)
        func finish(closed: Bool) {
            guard var c = current else { return }
            c.closed = closed
            if c.points.count > 1, let first = c.points.first, let last = c.points.last, first == last {
                c.points.removeLast()
                c.repeatsStart = true
            }
            if !c.points.isEmpty { out.append(c) }
            current = nil
        }
        for e in elements {
            switch e {
            case .move(let p):
                finish(closed: false)
                current = Contour(points: [p], kinds: [], closed: false, repeatsStart: false)
                lastStart = p
            case .line(let p):
                current = current ?? Contour(points: [lastStart], kinds: [], closed: false, repeatsStart: false)
                current!.points.append(p); current!.kinds.append(.line)
            case .quad(let c, let p):
                current = current ?? Contour(points: [lastStart], kinds: [], closed: false, repeatsStart: false)
                current!.points += [c, p]; current!.kinds.append(.quad)
            case .cubic(let c1, let c2, let p):
                current = current ?? Contour(points: [lastStart], kinds: [], closed: false, repeatsStart: false)
                current!.points += [c1, c2, p]; current!.kinds.append(.cubic)
            case .close:
                finish(closed: true)
            }
        }
        finish(closed: false)
        return out
    }

    /// The contour with every point moved `amount` outward.
    func offset(by amount: Double, positiveArea: Bool) -> Contour {
        let n = points.count
        guard n > 2 else { return self }
        /// The unit direction from `points[i]` to the next distinct point the way `step` goes, and
        /// the length of that edge (nil when every point coincides).
        func direction(from i: Int, step: Int) -> (dx: Double, dy: Double, length: Double)? {
            var j = i
            for _ in 1..<n {
                j = (j + step + n) % n
                let dx = points[j].x - points[i].x, dy = points[j].y - points[i].y
                let length = (dx * dx + dy * dy).squareRoot()
                if length > 1e-9 { return (dx / length, dy / length, length) }
            }
            return nil
        }
        // Outward is to the right of travel for a path winding with positive area (the inside is
        // on its left), to the left otherwise.
        let side = positiveArea ? 1.0 : -1.0
        var moved = points
        for i in 0..<n {
            guard let back = direction(from: i, step: -1), let ahead = direction(from: i, step: 1) else { continue }
            // In: the edge arriving at the point; out: the edge leaving it.
            let (ix, iy) = (-back.dx, -back.dy), (ox, oy) = (ahead.dx, ahead.dy)
            // Outward normals of the two edges, and their sum: the corner's bisector.
            let (nx, ny) = (side * (iy + oy), side * (-ix - ox))
            let d = 1 + ix * ox + iy * oy      // 1 + cos of the turn: 2 straight on, 0 turning back
            guard d > 0.0625 else { continue }
            // Sine of the turn, positive at a convex corner (one turning towards the inside).
            let q = side * (ix * oy - iy * ox)
            let shorter = min(back.length, ahead.length)
            let scale = q > 0 ? min(amount / d, shorter / q) : amount / d
            moved[i] = PointF(x: points[i].x + nx * scale, y: points[i].y + ny * scale)
        }
        var c = self
        c.points = moved
        return c
    }

    func append(into path: inout Path) {
        var k = 0
        func next() -> PointF { defer { k += 1 }; return points[k] }
        path.move(to: next())
        for kind in kinds {
            // The repeated start, dropped from `points`, closes the contour where it was.
            func end() -> PointF { k == points.count ? points[0] : next() }
            switch kind {
            case .line: path.line(to: end())
            case .quad:
                let c = next()
                path.quad(control: c, to: end())
            case .cubic:
                let c1 = next(), c2 = next()
                path.cubic(control1: c1, control2: c2, to: end())
            }
        }
        if closed { path.close() }
    }
}
