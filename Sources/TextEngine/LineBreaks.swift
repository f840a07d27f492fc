/// Line-break opportunities per UAX #14 for the rules that matter to captions: break after
/// spaces, after hyphens and dashes, around CJK ideographs, kana and emoji; never before closing
/// punctuation, "!", "?", ",", ".", small kana and "ー", never after opening punctuation, never
/// around no-break spaces and quotation marks, never before combining marks. Thai dictionary
/// breaking is not done. Invariant: `allowed[i]` says whether a line may start at scalar i;
/// `allowed[0]` is false.
enum LineBreaks {
    static func opportunities(_ scalars: ArraySlice<Unicode.Scalar>) -> [Bool] {
        var allowed = [Bool](repeating: false, count: scalars.count)
        guard scalars.count > 1 else { return allowed }
        let classes = scalars.map(LineBreakClass.init)
        // The class of the last base character (combining marks take their base's, LB9) and
        // of the last one that is not a space.
        var base = classes[0] == .combining ? .alphabetic : classes[0]
        var lastNonSpace = base
        var previous = base
        for i in 1..<classes.count {
            let next = classes[i]
            allowed[i] = Self.allowed(previous: previous, lastNonSpace: lastNonSpace, base: base, next: next)
            if next != .combining {
                base = next
                previous = next
                if next != .space { lastNonSpace = next }
            }
        }
        return allowed
    }

    private static func allowed(previous: LineBreakClass, lastNonSpace: LineBreakClass,
                                base: LineBreakClass, next: LineBreakClass) -> Bool {
        if next == .combining || next == .space || next == .zeroWidthSpace { return false }   // LB9, LB7
        if previous == .zeroWidthSpace { return true }                                       // LB8
        if previous == .glue || next == .glue { return false }                               // LB12
        if [.close, .exclamation, .infixSeparator].contains(next) { return false }           // LB13
        if lastNonSpace == .open { return false }                                            // LB14
        if previous == .space { return true }                                                // LB18
        if next == .quotation || previous == .quotation { return false }                     // LB19
        if [.breakAfter, .hyphen, .nonStarter].contains(next) { return false }               // LB21
        if previous == .hyphen && next == .numeric { return false }                          // LB25
        if previous == .breakAfter || previous == .hyphen { return true }                    // LB21 (after)
        if previous == .ideographic || next == .ideographic { return true }                  // LB31
        return false                                                                         // LB28–30
    }
}
