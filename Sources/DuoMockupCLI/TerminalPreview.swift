import DuoMockup

/// Draws an image in a terminal with half-block characters: each character cell shows two
/// pixels, the upper as the foreground of "▀" and the lower as its background; in 24-bit colour
/// when COLORTERM says the terminal has it, else in the xterm 256-colour palette.
enum TerminalPreview {
    /// True when the environment says the terminal understands 24-bit colour.
    static func supportsTrueColour(_ environment: [String: String]) -> Bool {
        let c = (environment["COLORTERM"] ?? "").lowercased()
        return c == "truecolor" || c == "24bit"
    }

    /// Draws on standard output: a terminal, or anything when `toPipe` (for `| less -R`).
    static func draw(_ image: Image, console: Console, toPipe: Bool = false) throws {
        guard console.standardOutputIsTerminal || toPipe else {
            throw UsageError("-o - draws the preview in the terminal, but standard output is not a terminal "
                             + "(add --ansi to write the escape codes anyway, e.g. for | less -R)")
        }
        let trueColour = supportsTrueColour(console.environment)
        // The terminal's own size, else $COLUMNS/$LINES, else 100×40; a line is kept for the prompt.
        let size = console.terminalSize
        let columns = size?.columns ?? Int(console.environment["COLUMNS"] ?? "") ?? 100
        let rows = size?.rows ?? Int(console.environment["LINES"] ?? "") ?? 40
        console.outBytes(Array(render(image, columns: max(10, columns - 1), rows: max(5, rows - 2),
                                      trueColour: trueColour).utf8))
    }

    /// The xterm 256-colour index nearest to a colour: the 6×6×6 cube (16–231) or the grey
    /// ramp (232–255), whichever is closer.
    static func xterm256(r: UInt8, g: UInt8, b: UInt8) -> Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func nearestLevel(_ v: UInt8) -> Int {
            levels.indices.min { abs(levels[$0] - Int(v)) < abs(levels[$1] - Int(v)) }!
        }
        let (ri, gi, bi) = (nearestLevel(r), nearestLevel(g), nearestLevel(b))
        let cube = (levels[ri], levels[gi], levels[bi])
        let mean = (Int(r) + Int(g) + Int(b)) / 3
        let greyStep = max(0, min(23, (mean - 8 + 5) / 10))
        let grey = 8 + 10 * greyStep
        func distance(_ c: (Int, Int, Int)) -> Int {
            let dr = c.0 - Int(r), dg = c.1 - Int(g), db = c.2 - Int(b)
            return dr * dr + dg * dg + db * db
        }
        return distance((grey, grey, grey)) < distance(cube) ? 232 + greyStep : 16 + 36 * ri + 6 * gi + bi
    }

    /// The escape-coded text for `image` scaled to fit `columns` characters across and `rows`
    /// lines down (each line shows two pixel rows).
    static func render(_ image: Image, columns: Int, rows: Int = Int.max / 4, trueColour: Bool = true) -> String {
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
                if trueColour {
                    out += "\u{1B}[38;2;\(t.r);\(t.g);\(t.b)m\u{1B}[48;2;\(b.r);\(b.g);\(b.b)m▀"
                } else {
                    out += "\u{1B}[38;5;\(xterm256(r: t.r, g: t.g, b: t.b))m\u{1B}[48;5;\(xterm256(r: b.r, g: b.g, b: b.b))m▀"
                }
            }
            out += "\u{1B}[0m\n"
        }
        return out
    }
}
