/// Which display a mock-up lights (`--lit`, `lit`): the cover, the inner display, both, or
/// `auto`, as the device would (Docs/Geometry.md, "Which display is lit"). Invariant: `rawValue`
/// is the name users type.
public enum LitPanels: String, Sendable, CaseIterable, Equatable {
    case auto, cover, inner, both

    /// The light of a still at `degrees`: `auto` lights the cover at or below 20° (the inner
    /// display hands over to it there even when closing from flat), the inner display at or above
    /// 150° (the cover hands over there even when opening from shut), and between them the one the
    /// camera faces more squarely (`coverFacing`, `innerFacing`: their normals' components towards it).
    public func still(degrees: Double, coverFacing: Double, innerFacing: Double) -> PanelLight {
        switch self {
        case .cover: return .coverOnly
        case .inner: return .innerOnly
        case .both: return PanelLight(inner: 1, cover: 1)
        case .auto:
            if degrees <= DuoDevice.innerStaysLitDownTo { return .coverOnly }
            if degrees >= DuoDevice.coverStaysLitUpTo { return .innerOnly }
            return coverFacing > innerFacing ? .coverOnly : .innerOnly
        }
    }
}

/// How lit each display is in one picture, each from 0 (black glass) to 1 (the capture).
/// Invariant: both within 0…1.
public struct PanelLight: Sendable, Equatable {
    public var inner: Double
    public var cover: Double

    public init(inner: Double, cover: Double) {
        self.inner = min(1, max(0, inner))
        self.cover = min(1, max(0, cover))
    }

    public static let innerOnly = PanelLight(inner: 1, cover: 0)
    public static let coverOnly = PanelLight(inner: 0, cover: 1)
}
