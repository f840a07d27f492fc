import Raster

/// Text as runs, each with an optional weight and colour of its own (nil: the style's).
/// Invariant: runs are in logical (reading) order; empty runs are allowed and draw nothing.
public struct AttributedText: Sendable, Equatable {
    /// A piece of text with its own weight and colour.
    public struct Run: Sendable, Equatable {
        public var text: String
        public var weight: Int?
        public var colour: PremultipliedRGBA8?
        public init(_ text: String, weight: Int? = nil, colour: PremultipliedRGBA8? = nil) {
            self.text = text; self.weight = weight; self.colour = colour
        }
    }

    public var runs: [Run]

    public init(runs: [Run]) { self.runs = runs }

    /// Plain text in the style's weight and colour.
    public init(_ text: String) { runs = [Run(text)] }

    /// Reads the minimal markup: `**` switches bold on and off (bold runs get `boldWeight` and,
    /// when given, `boldColour`); `\*` is a literal asterisk. An unclosed `**` is kept as text.
    public init(markup: String, boldWeight: Int = 700, boldColour: PremultipliedRGBA8? = nil) {
        var pieces: [(String, Bool)] = []
        var current = "", bold = false
        var chars = Array(markup)[...]
        while let c = chars.first {
            chars = chars.dropFirst()
            if c == "\\", let next = chars.first, next == "*" {
                current.append("*"); chars = chars.dropFirst()
            } else if c == "*", chars.first == "*" {
                chars = chars.dropFirst()
                pieces.append((current, bold)); current = ""; bold.toggle()
            } else {
                current.append(c)
            }
        }
        if bold, let last = pieces.popLast() {
            // Unclosed: the opening "**" was text after all.
            current = last.0 + "**" + current
            bold = false
        }
        pieces.append((current, bold))
        runs = pieces.filter { !$0.0.isEmpty }.map {
            $0.1 ? Run($0.0, weight: boldWeight, colour: boldColour) : Run($0.0)
        }
        if runs.isEmpty { runs = [Run("")] }
    }

    /// The text without attributes.
    public var string: String { runs.map(\.text).joined() }
}
