/// A Porter–Duff operator on premultiplied pixels: result = source × Fa + destination × Fb, where
/// each factor is 0, 1, the other pixel's alpha, or one minus it (all in 0…1, so results stay premultiplied).
public enum BlendMode: Sendable, Hashable, CaseIterable {
    /// Source over destination (normal alpha compositing).
    case sourceOver
    /// Destination over source: the source shows only where the destination is transparent.
    case destinationOver
    /// Source where the destination is, scaled by the destination's alpha.
    case sourceIn
    /// Destination scaled by the source's alpha (masks the destination by the source).
    case destinationIn
    /// Source where the destination is not.
    case sourceOut
    /// Destination where the source is not (erases the destination by the source).
    case destinationOut
    /// Source on top of the destination, only inside the destination.
    case sourceAtop
    /// The source replaces the destination.
    case copy

    /// The operator's two factors, as data for the one compositing engine.
    var factors: PorterDuffFactors {
        switch self {
        case .sourceOver: return PorterDuffFactors(source: .one, destination: .oneMinusOtherAlpha)
        case .destinationOver: return PorterDuffFactors(source: .oneMinusOtherAlpha, destination: .one)
        case .sourceIn: return PorterDuffFactors(source: .otherAlpha, destination: .zero)
        case .destinationIn: return PorterDuffFactors(source: .zero, destination: .otherAlpha)
        case .sourceOut: return PorterDuffFactors(source: .oneMinusOtherAlpha, destination: .zero)
        case .destinationOut: return PorterDuffFactors(source: .zero, destination: .oneMinusOtherAlpha)
        case .sourceAtop: return PorterDuffFactors(source: .otherAlpha, destination: .oneMinusOtherAlpha)
        case .copy: return PorterDuffFactors(source: .one, destination: .zero)
        }
    }
}
