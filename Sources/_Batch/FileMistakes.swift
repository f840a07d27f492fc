/// Every mistake found in a file that describes work (a gallery file, a storefile), each with its
/// place (`entries[2].poses[1]`) and what was expected; thrown before anything is rendered.
/// Invariant: `problems` is not empty.
public struct FileMistakes: Error, CustomStringConvertible, Sendable {
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

    /// One line per problem: `gallery.json: entries[2].poses[1]: expected …`.
    public var lines: [String] {
        problems.map { "\(file): \($0.place.isEmpty ? "" : $0.place + ": ")\($0.message)" }
    }

    public var description: String {
        "\(file): \(problems.count) mistake\(problems.count == 1 ? "" : "s"): " + lines.joined(separator: "; ")
    }
}
