/// A paragraph's base direction, for text whose first strong character does not say it (a
/// Hebrew caption that starts with a Latin product name). Invariant: two cases, nothing else.
public enum TextDirection: String, Sendable, CaseIterable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}
