import Testing
@testable import TextEngine

/// UAX #14 opportunities for the rules captions meet.
struct LineBreakTests {
    /// The text split at every opportunity.
    static func pieces(_ text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        let allowed = LineBreaks.opportunities(scalars[...])
        var out: [String] = [], current = ""
        for (i, s) in scalars.enumerated() {
            if allowed[i] { out.append(current); current = "" }
            current.unicodeScalars.append(s)
        }
        out.append(current)
        return out
    }

    @Test(arguments: [
        ("Hello brave world", ["Hello ", "brave ", "world"]),
        ("well-known fact", ["well-", "known ", "fact"]),
        ("Wait (really)? Yes!", ["Wait ", "(really)? ", "Yes!"]),
        ("a\u{00A0}b c", ["a\u{00A0}b ", "c"]),
        ("日本語。東京", ["日", "本", "語。", "東", "京"]),
        ("テスト「すごい」ね", ["テ", "ス", "ト", "「す", "ご", "い」", "ね"]),
        ("ラーメンっ", ["ラー", "メ", "ンっ"]),
        ("Go 👋🏽 now", ["Go ", "👋🏽 ", "now"]),
        ("-5 and 3-4", ["-5 ", "and ", "3-4"]),
        ("say \"hi there\" ok", ["say ", "\"hi ", "there\" ", "ok"]),
        ("café e\u{0301}t", ["café ", "e\u{0301}t"]),
        ("مرحبا بالعالم", ["مرحبا ", "بالعالم"]),
    ])
    func opportunities(text: String, expected: [String]) {
        #expect(Self.pieces(text) == expected)
    }
}
