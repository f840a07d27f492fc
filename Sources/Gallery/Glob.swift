import Mockup
/// A file-name pattern as in a shell: `*` matches any run of characters within one path segment,
/// `?` one character, `**` as a whole segment any number of segments (including none).
/// Invariant: `segments` is the pattern split on "/", without empty segments.
package struct Glob: Sendable {
    public let pattern: String
    let segments: [[Character]]

    public init(_ pattern: String) {
        self.pattern = pattern
        self.segments = pattern.split(separator: "/").map { Array($0) }
    }

    /// True when the pattern has a wildcard (else it names one file).
    public static func isPattern(_ text: String) -> Bool {
        text.contains("*") || text.contains("?")
    }

    /// True when the relative path matches the whole pattern.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/").map { Array($0) }
        return match(segmentIndex: 0, parts[...])
    }

    private func match(segmentIndex i: Int, _ parts: ArraySlice<[Character]>) -> Bool {
        if i == segments.count { return parts.isEmpty }
        if segments[i] == ["*", "*"] {
            var rest = parts
            while true {
                if match(segmentIndex: i + 1, rest) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        }
        guard let first = parts.first, Self.matchSegment(segments[i][...], first[...]) else { return false }
        return match(segmentIndex: i + 1, parts.dropFirst())
    }

    /// Matches one segment with `*` and `?`, by backtracking on the last `*`.
    static func matchSegment(_ pattern: ArraySlice<Character>, _ text: ArraySlice<Character>) -> Bool {
        var p = pattern.startIndex, t = text.startIndex
        var star: Int?, starText = text.startIndex
        while t < text.endIndex {
            if p < pattern.endIndex && (pattern[p] == "?" || pattern[p] == text[t]) && pattern[p] != "*" {
                p += 1; t += 1
            } else if p < pattern.endIndex && pattern[p] == "*" {
                star = p; starText = t; p += 1
            } else if let s = star {
                p = s + 1; starText += 1; t = starText
            } else {
                return false
            }
        }
        while p < pattern.endIndex && pattern[p] == "*" { p += 1 }
        return p == pattern.endIndex
    }
}
