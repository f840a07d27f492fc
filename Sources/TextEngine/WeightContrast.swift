/// Whether a list of fonts can show one weight against another: the first font (fontconfig's
/// sans-serif when the list is empty), at each weight, as the engine resolves it (a weight axis,
/// the family's face at that weight, or synthetic bold). Invariant: answers from the same faces
/// the layout draws with.
public enum WeightContrast {
    /// The weight the first of `fonts` appears to draw when asked for `weight`: the face's own
    /// weight, raised towards `weight` when the engine emboldens it; nil when no font resolves.
    public static func apparentWeight(fonts: [FontSpec], weight: Int, library: FontLibrary = .shared) -> Int? {
        guard let font = try? ShapedText.font(fonts.first ?? .family("sans-serif"), weight: weight, library: library) else {
            return nil
        }
        // Synthetic bold grows an outline in proportion to the missing weight, up to 1.5 times
        // a regular-to-bold step (Font.syntheticBold).
        return font.syntheticBold > 0 ? min(weight, font.drawnWeight + 450) : font.drawnWeight
    }

    /// True when `heavier` draws at least 100 visibly heavier than `base` in `fonts`.
    public static func showsHeavier(fonts: [FontSpec], _ heavier: Int, than base: Int, library: FontLibrary = .shared) -> Bool {
        guard let a = apparentWeight(fonts: fonts, weight: heavier, library: library),
              let b = apparentWeight(fonts: fonts, weight: base, library: library) else { return false }
        return a >= b + 100
    }
}
