/// Every mistake found in a storefile, each with its place (`sets[1].pages[0].devices[0].pose`)
/// and what was expected; thrown before anything is rendered. Invariant: `problems` is not empty.
public struct StorefileError: Error, CustomStringConvertible, Sendable {
    /// One mistake: where it is and what is wrong.
    public struct Problem: Sendable, Equatable {
        public var place: String
        public var message: String
        public init(place: String, message: String) { self.place = place; self.message = message }
    }

    public var file: String
    public var problems: [Problem]

    public init(file: String, problems: [Problem]) {
        precondition(!problems.isEmpty)
        self.file = file; self.problems = problems
    }

    /// One line per problem: `store.json: sets[0].pages[2].title: …`.
    public var lines: [String] {
        problems.map { "\(file): \($0.place.isEmpty ? "" : $0.place + ": ")\($0.message)" }
    }

    public var description: String {
        "\(file): \(problems.count) mistake\(problems.count == 1 ? "" : "s"): " + lines.joined(separator: "; ")
    }
}

/// The closest of some words to a misspelt one, by edit distance (Levenshtein, by characters).
public enum Suggestion {
    /// The candidate within a typo's distance of `word`, if any.
    public static func nearest(to word: String, among candidates: [String]) -> String? {
        let scored = candidates.map { ($0, distance(word.lowercased(), $0.lowercased())) }.min { $0.1 < $1.1 }
        guard let (best, d) = scored, d <= max(word.count <= 3 ? 1 : 2, word.count / 3) else { return nil }
        return best
    }

    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count), current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
