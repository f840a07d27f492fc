/// Text that `JSONReader` refuses: where it stopped and why, or, for JSON cut short, what the
/// text ends inside (`openedInside`: "an object", "an array", "a string") and where that opened.
/// Invariant: `line` and `column` are 1-based and name a place in the text.
public struct JSONSyntaxError: Error, CustomStringConvertible, Sendable, Equatable {
    public let line: Int
    public let column: Int
    public let openedInside: String?
    /// What is wrong at the place (nil for a text cut short).
    public let problem: JSONSyntaxProblem?

    public init(line: Int, column: Int, openedInside: String? = nil, problem: JSONSyntaxProblem? = nil) {
        self.line = line; self.column = column; self.openedInside = openedInside; self.problem = problem
    }

    public var description: String {
        if let inside = openedInside {
            return "not valid JSON: the file ends inside \(inside) opened at line \(line), column \(column)"
        }
        return "not valid JSON near line \(line), column \(column)" + (problem.map { ": \($0)" } ?? "")
    }
}
