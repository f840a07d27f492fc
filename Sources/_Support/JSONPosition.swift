/// Where a value begins in JSON text. Invariant: `line` and `column` are 1-based; the column
/// counts Unicode scalars from the line's start, as an editor counts characters.
public struct JSONPosition: Sendable, Equatable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) { self.line = line; self.column = column }

    /// `line 3, column 12`.
    public var description: String { "line \(line), column \(column)" }
}
