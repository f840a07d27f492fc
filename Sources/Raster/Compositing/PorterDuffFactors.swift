/// The two Porter–Duff factors of an operator, each an affine function of the *other* pixel's
/// alpha on the 0…255 scale: F(α) = constant + slope × α, with slope 0, +1 or −1 (wrapping UInt16).
struct PorterDuffFactors: Sendable, Hashable {
    /// One factor: 0, 1, α(other) or 1 − α(other), on the 0…255 scale.
    enum Factor: Sendable, Hashable {
        case zero, one, otherAlpha, oneMinusOtherAlpha

        /// The constant term, 0 or 255.
        var constant: UInt16 {
            switch self {
            case .zero, .otherAlpha: return 0
            case .one, .oneMinusOtherAlpha: return 255
            }
        }

        /// The slope in the other alpha: 0, 1, or 0xFFFF (−1 in wrapping arithmetic).
        var slope: UInt16 {
            switch self {
            case .zero, .one: return 0
            case .otherAlpha: return 1
            case .oneMinusOtherAlpha: return 0xFFFF
            }
        }

        /// The factor's value (0…255) for a given alpha of the other pixel.
        func value(otherAlpha: UInt8) -> UInt16 { constant &+ slope &* UInt16(otherAlpha) }
    }

    /// Fa, applied to the source; a function of the destination's alpha.
    var source: Factor
    /// Fb, applied to the destination; a function of the source's alpha.
    var destination: Factor

    /// True when a fully transparent source leaves the destination as it is (Fb(0) = 1).
    var transparentSourceKeepsDestination: Bool { destination.value(otherAlpha: 0) == 255 }

    /// True when a fully opaque source simply replaces the destination (Fa ≡ 1 and Fb(255) = 0).
    var opaqueSourceReplacesDestination: Bool {
        source == .one && destination.value(otherAlpha: 255) == 0
    }
}
