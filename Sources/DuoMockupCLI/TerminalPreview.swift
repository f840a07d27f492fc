import DuoMockup

/// Draws an image in a 24-bit-colour terminal with half-block characters: each character cell
/// shows two pixels, the upper as the foreground of "▀" and the lower as its background.
enum TerminalPreview {
    /// True when the environment says the terminal understands 24-bit colour.
    static func supportsTrueColour(_ environment: [String: String]) -> Bool {
        let c = (environment["COLORTERM"] ?? "").lowercased()
        return c == "truecolor" || c == "24bit"
    }

    static func draw(_ image: Image, console: Console) throws {
        guard console.standardOutputIsTerminal else {
            throw UsageError("-o - draws the preview in the terminal, but standard output is not a terminal")
        }
        guard supportsTrueColour(console.environment) else {
            throw UsageError("-o - needs a terminal with 24-bit colour (COLORTERM=truecolor)")
        }
        // The terminal's own size, else $COLUMNS/$LINES, else 100×40; a line is kept for the prompt.
        let size = console.terminalSize
        let columns = size?.columns ?? Int(console.environment["COLUMNS"] ?? "") ?? 100
        let rows = size?.rows ?? Int(console.environment["LINES"] ?? "") ?? 40
        console.outBytes(Array(render(image, columns: max(10, columns - 1), rows: max(5, rows - 2)).utf8))
    }

    /// The escape-coded text for `image` scaled to fit `columns` characters across and `rows`
    /// lines down (each line shows two pixel rows).
    static func render(_ image: Image, columns: Int, rows: Int = Int.max / 4) -> String {
        let byHeight = Int(Double(image.width) * Double(rows * 2) / Double(image.height))
        let w = max(1, min(columns, image.width, byHeight))
        var h = max(2, Int((Double(image.height) * Double(w) / Double(image.width)).rounded()))
        h += h % 2
        let small = image.resized(width: w, height: h, filter: .box)
        // Over a neutral dark grey, like a viewer's background.
        var back = Image(width: w, height: h, fill: PremultipliedRGBA8(r: 40, g: 40, b: 40, a: 255))
        back.draw(small, atX: 0, y: 0)
        var out = ""
        for row in stride(from: 0, to: h, by: 2) {
            for x in 0..<w {
                let t = back[x, row], b = back[x, row + 1]
                out += "\u{1B}[38;2;\(t.r);\(t.g);\(t.b)m\u{1B}[48;2;\(b.r);\(b.g);\(b.b)m▀"
            }
            out += "\u{1B}[0m\n"
        }
        return out
    }
}
