import CFriBidi

/// The Unicode bidirectional algorithm's embedding levels for one paragraph (FriBidi): even
/// levels read left to right, odd right to left. Invariant: one level per scalar.
struct BidiLevels {
    var levels: [UInt8]
    /// True when the paragraph's base direction is right to left (its first strong character
    /// is Arabic, Hebrew, …).
    var isRightToLeft: Bool

    /// The levels of a paragraph whose base direction is `base`, or its first strong
    /// character's when nil.
    init(_ scalars: ArraySlice<Unicode.Scalar>, base: TextDirection? = nil) {
        let count = scalars.count
        guard count > 0 else { levels = []; isRightToLeft = false; return }
        let text = scalars.map { FriBidiChar($0.value) }
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: count)
        var brackets = [FriBidiBracketType](repeating: 0, count: count)
        var raw = [FriBidiLevel](repeating: 0, count: count)
        fribidi_get_bidi_types(text, FriBidiStrIndex(count), &types)
        fribidi_get_bracket_types(text, FriBidiStrIndex(count), types, &brackets)
        var direction = FriBidiParType(rawValue: base == .rightToLeft ? duo_fribidi_par_rtl
                                                 : base == .leftToRight ? duo_fribidi_par_ltr : duo_fribidi_par_on)
        let ok = fribidi_get_par_embedding_levels_ex(types, brackets, FriBidiStrIndex(count), &direction, &raw)
        if ok == 0 {
            levels = [UInt8](repeating: 0, count: count); isRightToLeft = false
        } else {
            levels = raw.map { UInt8(max(0, $0)) }
            isRightToLeft = direction.rawValue == duo_fribidi_par_rtl
        }
    }

    /// Rule L2: the visual order of pieces with the given levels — from the highest level down
    /// to the lowest odd one, reverse every maximal sequence at or above that level.
    static func visualOrder(of levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max() else { return order }
        let lowestOdd = levels.filter { $0 % 2 == 1 }.min() ?? (highest + 1)
        var level = highest
        while level >= lowestOdd && level > 0 {
            var i = 0
            while i < order.count {
                if levels[order[i]] >= level {
                    var j = i
                    while j < order.count && levels[order[j]] >= level { j += 1 }
                    order[i..<j].reverse()
                    i = j
                } else {
                    i += 1
                }
            }
            level -= 1
        }
        return order
    }
}
