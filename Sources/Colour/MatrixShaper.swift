/// A matrix/TRC profile as numbers: its colorants (RGB to the D50 connection space) and, per
/// channel, its curve at the 256 codes and at the 255 midpoints between neighbouring codes.
/// Invariant: three channels, 256 and 255 values each, all finite.
struct MatrixShaper: Sendable, Equatable {
    /// Columns are rXYZ, gXYZ, bXYZ.
    var colorants: Matrix3
    /// Linear light at code v / 255, per channel.
    var linear: [[Float]]
    /// Linear light at (v + ½) / 255 for v in 0..<255, per channel: where rounding to a code
    /// moves from v to v + 1.
    var midpoints: [[Float]]

    init(colorants: Matrix3, linear: [[Float]], midpoints: [[Float]]) {
        self.colorants = colorants; self.linear = linear; self.midpoints = midpoints
    }

    /// The profile we write for these primaries and this curve, as numbers.
    init(primaries: RGBPrimaries, curve: TransferCurve) {
        colorants = primaries.colorantsD50
        let codes = (0..<256).map { Float(curve.linear(Double($0) / 255)) }
        let halves = (0..<255).map { Float(curve.linear((Double($0) + 0.5) / 255)) }
        linear = [codes, codes, codes]
        midpoints = [halves, halves, halves]
    }

    /// True when each channel's curve rises through its midpoints, so that encoding by them is
    /// well defined (a profile whose curve does not is converted by Little CMS instead).
    var isIncreasing: Bool {
        colorants.isFinite && midpoints.allSatisfy { m in m.allSatisfy(\.isFinite) && zip(m, m.dropFirst()).allSatisfy { $0 < $1 } }
            && linear.allSatisfy { $0.allSatisfy(\.isFinite) }
    }
}
