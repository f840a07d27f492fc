/// How a capture is fitted to a screen whose aspect ratio may differ from its own.
public enum FitMode: String, Sendable, CaseIterable {
    /// Scale to cover the screen, centred, cropping what overflows (the default when the aspect
    /// ratios agree within 2 %).
    case fill
    /// Scale to lie inside the screen, centred, with black bars where it does not reach.
    case fit
    /// Scale each axis on its own so the capture covers the screen exactly.
    case stretch
}
