/// The 4-connected components of a `RowRuns`: invariant: two runs have the same `root` exactly
/// when a path of 4-neighbouring marked pixels joins them (runs in neighbouring rows touch when
/// they share a column).
///
/// A union–find over runs, so the cost follows the number of runs, not of pixels.
package struct RunComponents: Sendable {
    /// The runs the components are made of.
    public let runs: RowRuns
    /// Each run's parent in the union–find forest; a root is its own parent.
    private var parent: [Int32]

    /// Joins every pair of runs in neighbouring rows that share a column.
    public init(_ runs: RowRuns) {
        self.runs = runs
        parent = (0..<Int32(runs.count)).map { $0 }
        for k in 0..<max(0, runs.area.height - 1) {
            let upper = runs.runs(inRow: k), lower = runs.runs(inRow: k + 1)
            var i = upper.lowerBound, j = lower.lowerBound
            while i < upper.upperBound && j < lower.upperBound {
                let a = runs.columns(of: i), b = runs.columns(of: j)
                if a.overlaps(b) { union(i, j) }
                if a.upperBound <= b.upperBound { i += 1 } else { j += 1 }
            }
        }
        // Flatten, so that `root` is one read.
        for i in parent.indices { parent[i] = Int32(find(i)) }
    }

    /// The representative of run `i`'s component.
    public func root(of i: Int) -> Int { Int(parent[i]) }

    /// The run holding image pixel (x, y), or nil when that pixel is not marked.
    public func run(containing x: Int, _ y: Int) -> Int? {
        let k = y - runs.area.y
        guard k >= 0 && k < runs.area.height else { return nil }
        return runs.runs(inRow: k).first { runs.columns(of: $0).contains(x) }
    }

    private mutating func find(_ i: Int) -> Int {
        var i = i
        while Int(parent[i]) != i {
            parent[i] = parent[Int(parent[i])]   // path halving
            i = Int(parent[i])
        }
        return i
    }

    private mutating func union(_ a: Int, _ b: Int) {
        let ra = find(a), rb = find(b)
        if ra != rb { parent[max(ra, rb)] = Int32(min(ra, rb)) }
    }
}
