/// Three odd box widths whose successive application approximates a Gaussian of a given sigma
/// (the sum of their variances (w² − 1) / 12 is as close to σ² as odd widths allow).
struct BoxBlurPlan: Equatable {
    /// Odd widths, each ≥ 1 (a width of 1 leaves its pass unchanged).
    let widths: [Int]

    init(sigma: Double, passes: Int = 3) {
        precondition(passes >= 1)
        let n = Double(passes)
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let l = Double(lower)
        // How many passes use the lower width so that the total variance matches best.
        let mIdeal = (12 * sigma * sigma - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4)
        let m = min(passes, max(0, Int(mIdeal.rounded())))
        widths = (0..<passes).map { $0 < m ? lower : lower + 2 }
    }

    /// The variance of the composed boxes, in pixels².
    var variance: Double { widths.reduce(0) { $0 + Double($1 * $1 - 1) / 12 } }
}
