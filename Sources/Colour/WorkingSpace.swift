/// The space an output is made in, as a user chooses it: sRGB, Display P3, or the capture's own
/// (the app's colours are never converted; the art and every other colour are converted into
/// them). Invariant: `rawValue` is the spelling flags and files use.
public enum WorkingSpace: String, Sendable, CaseIterable {
    case sRGB = "srgb"
    case displayP3 = "display-p3"
    case capture

    /// The space of an output whose capture is in `capture`.
    public func resolve(capture: ColourSpace) -> ColourSpace {
        switch self {
        case .sRGB: .sRGB
        case .displayP3: .displayP3
        case .capture: capture
        }
    }
}
