/// Where lines sit in the box: `leading` is the left edge for a left-to-right paragraph and the
/// right edge for a right-to-left one; `trailing` the opposite edge.
public enum TextAlignment: String, Sendable, CaseIterable {
    case leading, center, trailing
}
