import Foundation

/// How a segment between two keyframes moves: the fraction of the way covered at each fraction
/// of the segment's time. Invariant: every easing maps 0 to exactly 0 and 1 to exactly 1.
public enum Easing: String, Sendable, CaseIterable, Equatable {
    case linear
    /// Smooth start and stop (cubic), the default.
    case easeInOut = "ease-in-out"
    case easeIn = "ease-in"
    case easeOut = "ease-out"
    /// A damped spring (damping ratio 0.5, 1.5 oscillations a segment) that overshoots, settles,
    /// and ends exactly at the target: the spring's small remaining offset at the end is taken
    /// out gradually (× u³), so it never jumps.
    case spring

    /// The fraction of the way covered at time fraction `u` (clamped to 0...1).
    public func progress(_ u: Double) -> Double {
        let u = min(1, max(0, u))
        switch self {
        case .linear: return u
        case .easeInOut: return u < 0.5 ? 4 * u * u * u : 1 - pow(-2 * u + 2, 3) / 2
        case .easeIn: return u * u * u
        case .easeOut: return 1 - pow(1 - u, 3)
        case .spring:
            let end = Easing.springResponse(1)
            return Easing.springResponse(u) + (1 - end) * u * u * u
        }
    }

    /// A unit step response of a spring with ζ = 0.5 and ω₀ = 3π per segment.
    static func springResponse(_ u: Double) -> Double {
        let zeta = 0.5, omega = 3 * Double.pi
        let damped = omega * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-zeta * omega * u) * (cos(damped * u) + zeta * omega / damped * sin(damped * u))
    }

    /// The easing named `name` (also "ease", "in-out", "easeInOut"), or nil.
    public init?(name: String) {
        switch name.lowercased() {
        case "linear": self = .linear
        case "ease-in-out", "easeinout", "ease", "in-out": self = .easeInOut
        case "ease-in", "easein", "in": self = .easeIn
        case "ease-out", "easeout", "out": self = .easeOut
        case "spring": self = .spring
        default: return nil
        }
    }

    static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
