/// How an RGB space encodes light: from a stored value 0...1 to linear light 0...1. Invariant:
/// increasing, 0 at 0 and 1 at 1.
public enum TransferCurve: Sendable, Equatable {
    /// IEC 61966-2-1's piecewise curve (sRGB, Display P3).
    case sRGB
    /// A pure power: linear = value ^ exponent (2.2 for a PNG gAMA of 45455; 563/256 for Adobe RGB).
    case gamma(Double)

    public func linear(_ value: Double) -> Double {
        switch self {
        case .sRGB: value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        case .gamma(let g): pow(value, g)
        }
    }
}

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
