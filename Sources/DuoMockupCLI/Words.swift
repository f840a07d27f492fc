/// Small grammar for messages: "an open screen", "1 frame", "2 frames".
enum Words {
    /// "an" before a word that starts with a vowel sound (a, e, i, o, u), else "a".
    static func article(_ word: String) -> String {
        guard let first = word.lowercased().first else { return "a" }
        return "aeiou".contains(first) ? "an" : "a"
    }

    /// "1 frame", "2 frames".
    static func count(_ n: Int, _ noun: String) -> String {
        "\(n) \(noun)\(n == 1 ? "" : "s")"
    }
}
