import DuoMockup

/// `duo-mockup text TEXT [--font FONT] --size PX -o OUT.png`: the text engine on its own, drawn on a
/// transparent canvas cropped to the ink plus a margin (like HarfBuzz's hb-view). `--font` may
/// repeat (fallback order); `**bold**` marks bold runs unless `--plain`.
enum TextCommand: Command {
    static let name = "text"
    static let summary = "Draw text (any script, emoji, **bold** runs) on a transparent PNG cropped to its ink."
    static let usage = "text TEXT [--font FONT] --size PX [--width PX] [--align A] [--color C] [--lines N] -o OUT.png"
    static let options: [OptionSpec] = [
        OptionSpec("--font", value: "FONT", help: "font file (FILE.ttc#INDEX for a collection) or family name; repeat for fallbacks",
                   repeatable: true),
        OptionSpec("--size", value: "PX", help: "em size in px (required)"),
        OptionSpec("--width", value: "PX", help: "box width: lines wrap to it"),
        OptionSpec("--height", value: "PX", help: "box height, for --min-size"),
        OptionSpec("--lines", value: "N", help: "at most N lines"),
        OptionSpec("--min-size", value: "PX", help: "shrink to fit --width/--lines/--height, down to PX"),
        OptionSpec("--ellipsis", help: "end the last line with … when lines are dropped"),
        OptionSpec("--align", value: "A", help: "leading, center or trailing (leading is right for right-to-left text)"),
        OptionSpec("--color", "--colour", value: "C", help: "text colour (default black)"),
        OptionSpec("--bold-color", value: "C", help: "colour of **bold** runs (default the text colour)"),
        OptionSpec("--weight", value: "N", help: "weight 100–900 (default 400); bold runs use 700"),
        OptionSpec("--line-height", value: "X", help: "baseline distance as a multiple of the size (default the font's)"),
        OptionSpec("--letter-spacing", value: "PX", help: "extra space after each character"),
        OptionSpec("--language", value: "TAG", help: "the text's language (BCP 47: ja, zh-Hans): the fonts' forms for it"),
        OptionSpec("--script", value: "CODE", help: "shape every character as this script (ISO 15924: Latn, Arab)"),
        OptionSpec("--direction", value: "D", help: "base direction ltr or rtl (default: the first strong character's)"),
        OptionSpec("--features", value: "LIST", help: "OpenType features, HarfBuzz syntax: smcp,-liga,ss01=1"),
        OptionSpec("--margin", value: "PX", help: "transparent margin around the ink (default 8)"),
        OptionSpec("--plain", help: "draw ** as it is (no bold markup)"),
        OptionSpec("--info", help: "print the layout (size, lines, ink box, glyphs) as JSON"),
        OptionSpec("-o", "--output", value: "OUT.png", help: "output PNG (required)"),
    ]

    /// The largest canvas the command writes, px on a side.
    static let maximumSide = 16_384

    /// Every failure here means nothing was drawn: one line and exit status 2.
    static func run(_ a: ParsedArguments, console: Console) throws -> Int32 {
        try draw(a, console: console)
    }

    private static func draw(_ a: ParsedArguments, console: Console) throws -> Int32 {
        guard a.positionals.count == 1 else {
            throw UsageError("text needs exactly one TEXT argument, got \(a.positionals.count)")
        }
        let text = a.positionals[0]
        guard !text.isEmpty else { throw UsageError("the text is empty") }
        guard let output = a.string("--output") else { throw UsageError("text needs -o OUT.png") }
        guard ImageFormat(path: output) == .png else { throw UsageError("\(output): the output must end in .png") }
        guard let size = try a.double("--size") else { throw UsageError("text needs --size PX") }
        let alignment = try a.choice("--align", of: TextAlignment.allCases.map(\.rawValue)).flatMap(TextAlignment.init) ?? .leading
        let colour = try a.string("--color").map { try colourValue($0, option: "--color") } ?? StraightRGBA8(r: 0, g: 0, b: 0)
        let boldColour = try a.string("--bold-color").map { try colourValue($0, option: "--bold-color").premultiplied }
        var style = TextStyle(fonts: a.all("--font").map(FontSpec.init(parsing:)), size: size,
                              weight: try a.int("--weight", in: 100...900) ?? 400, colour: colour.premultiplied,
                              alignment: alignment, lineHeight: try a.double("--line-height"),
                              letterSpacing: try a.double("--letter-spacing") ?? 0)
        try shaping(a, into: &style)
        let attributed = a.flag("--plain") ? AttributedText(text)
            : AttributedText(markup: text, boldWeight: style.boldWeight, boldColour: boldColour)
        let layout: TextLayout
        do {
            layout = try TextLayout(attributed, style: style, width: try a.double("--width"),
                                    maxLines: try a.int("--lines"), maxHeight: try a.double("--height"),
                                    minimumSize: try a.double("--min-size"), ellipsis: a.flag("--ellipsis"))
        } catch let e as TextLayoutError {
            throw UsageError(e.description)
        } catch let e as FontError {
            throw UsageError(e.description)
        }
        if !layout.missingCharacters.isEmpty {
            let list = layout.missingCharacters.map { codePoint($0) }.joined(separator: ", ")
            console.err("duo-mockup: warning: no font covers \(list); not drawn")
        }
        guard let ink = layout.inkBounds else {
            throw UsageError("nothing to draw: the text has no visible characters")
        }
        let margin = try a.int("--margin", in: 0...1000) ?? 8
        let w = ink.width + Double(2 * margin + 2), h = ink.height + Double(2 * margin + 2)
        guard w <= Double(maximumSide), h <= Double(maximumSide) else {
            throw UsageError("the text would be \(Int(w))×\(Int(h)) px, more than \(maximumSide) px on a side; give --width to wrap or a smaller --size")
        }
        guard let (image, origin) = layout.renderCropped(margin: margin) else {
            throw UsageError("nothing to draw: the text has no visible characters")
        }
        try ImageFile.write(image, to: output)
        if a.flag("--info") { console.out(info(layout, image: image, origin: origin)) }
        return 0
    }

    /// The layout as one JSON object: sizes, the ink box (relative to the first line's pen start
    /// on its baseline), where that pen start is in the image, and each glyph's font file, id,
    /// cluster and pen position (relative to the same point).
    static func info(_ layout: TextLayout, image: Image, origin: PointF) -> String {
        func n(_ v: Double) -> String { String(Double((v * 1000).rounded()) / 1000) }
        let ink = layout.inkBounds!
        let ox: Double = layout.lines.first?.x ?? 0
        let oy: Double = layout.lines.first?.baseline ?? 0
        let glyphs: [String] = layout.glyphs.map { g in
            let font: String = JSON.string(g.font.path)
            return "{\"font\":" + font + ",\"id\":\(g.id),\"cluster\":\(g.cluster),\"x\":" + n(g.x - ox)
                + ",\"baseline\":" + n(g.baseline - oy) + "}"
        }
        let box: [String] = [n(ink.minX - ox), n(ink.minY - oy), n(ink.maxX - ox), n(ink.maxY - oy)]
        // The first line's pen start on its snapped baseline, in the image's pixels.
        let pen: [String] = [n(origin.x + ox), n((origin.y + oy).rounded())]
        var out = "{\"size\":" + n(layout.fontSize) + ",\"width\":" + n(layout.width)
        out += ",\"height\":" + n(layout.height) + ",\"lines\":\(layout.lines.count)"
        out += ",\"truncated\":\(layout.isTruncated),\"ink\":[" + box.joined(separator: ",") + "]"
        out += ",\"image\":[\(image.width),\(image.height)],\"pen\":[" + pen.joined(separator: ",") + "],\"glyphs\":[" + glyphs.joined(separator: ",") + "]}"
        return out
    }

    /// The shaping options (language, script, direction, features), each checked.
    private static func shaping(_ a: ParsedArguments, into style: inout TextStyle) throws {
        if let tag = a.string("--language") {
            guard let language = TextLanguage(tag) else {
                throw UsageError("--language expects a BCP 47 language tag such as ja, zh-Hans or pt-BR; got '\(tag)'")
            }
            style.language = language
        }
        if let code = a.string("--script") {
            guard let script = TextScript(code) else {
                throw UsageError("--script expects a four-letter ISO 15924 code such as Latn, Arab or Hani; got '\(code)'")
            }
            style.script = script
        }
        style.direction = try a.choice("--direction", of: TextDirection.allCases.map(\.rawValue)).flatMap(TextDirection.init)
        if let list = a.string("--features") {
            guard let features = FontFeature.list(list) else {
                throw UsageError("--features expects OpenType features in HarfBuzz's syntax, comma-separated (smcp,-liga,ss01=1); got '\(list)'")
            }
            style.features = features
        }
    }

    /// A colour option's value, or a usage error naming the option.
    private static func colourValue(_ text: String, option: String) throws -> StraightRGBA8 {
        guard let colour = ColourText.parse(text) else {
            throw UsageError("\(option) expects a colour such as \(ColourText.examples); got '\(text)'")
        }
        return colour
    }

    /// "U+00E9" for a scalar.
    static func codePoint(_ s: Unicode.Scalar) -> String {
        let hex = String(s.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
