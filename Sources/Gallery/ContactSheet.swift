import Mockup
import Raster

/// OUTDIR/contact-sheet.png: every output of a gallery as a labelled thumbnail, grouped by
/// capture (a title over each group) with the capture's poses side by side, groups flowing
/// left to right and top to bottom on a light background. The cell size shrinks as galleries
/// grow so the sheet stays under `maxPixels`. Invariant: one cell per output, in the given order.
public struct ContactSheet: Sendable {
    /// One thumbnail and the label under it; nil shows an empty cell (the output is missing).
    public struct Cell: Sendable {
        public var label: String
        public var thumbnail: Image?
        public init(label: String, thumbnail: Image?) { self.label = label; self.thumbnail = thumbnail }
    }

    /// A capture's outputs, in pose order, under its name.
    public struct Group: Sendable {
        public var title: String
        public var cells: [Cell]
        public init(title: String, cells: [Cell]) { self.title = title; self.cells = cells }
    }

    public var groups: [Group]
    /// The cell side of a sheet that needs no shrinking: the thumbnails' own size, so that they
    /// are drawn as they are.
    public static let defaultCellSide = 240
    /// The largest cell side (the thumbnail's box), px.
    public var maxCellSide = ContactSheet.defaultCellSide
    /// The sheet's pixel budget: cells shrink for large galleries.
    public var maxPixels = 48_000_000

    public init(groups: [Group]) { self.groups = groups }

    static let background = PremultipliedRGBA8(r: 250, g: 250, b: 252, a: 255)
    static let cellBackground = PremultipliedRGBA8(r: 232, g: 233, b: 238, a: 255)
    static let titleColour = PremultipliedRGBA8(r: 20, g: 20, b: 24, a: 255)
    static let labelColour = PremultipliedRGBA8(r: 80, g: 80, b: 90, a: 255)
    static let gap = 12
    static let margin = 16

    /// The layout: cell side, cells per line, and the top-left corner of each group's first cell.
    struct Layout {
        var side: Int
        var perLine: Int
        var lineHeight: Int
        var width: Int
        var height: Int
        /// Per group: (line, first column).
        var places: [(line: Int, column: Int)]
    }

    func layout() -> Layout {
        let total = max(1, groups.reduce(0) { $0 + max(1, $1.cells.count) })
        let widest = max(1, groups.map { $0.cells.count }.max() ?? 1)
        let perLine = max(widest, Int(Double(total).squareRoot().rounded(.up)) + 1)
        let text = LabelText.lineHeight
        // Shrink the cells until the sheet fits the pixel budget.
        var side = maxCellSide
        while true {
            let l = place(perLine: perLine, side: side, text: text)
            if l.width * l.height <= maxPixels || side <= 24 { return l }
            side = side * 7 / 8
        }
    }

    private func place(perLine: Int, side: Int, text: Int) -> Layout {
        var places: [(Int, Int)] = []
        var line = 0, column = 0
        for g in groups {
            let n = max(1, g.cells.count)
            if column > 0 && column + n > perLine { line += 1; column = 0 }
            places.append((line, column))
            column += n
        }
        let lines = groups.isEmpty ? 1 : line + 1
        let lineHeight = text + 4 + side + 4 + text + Self.gap
        let width = Self.margin * 2 + perLine * side + (perLine - 1) * Self.gap
        let height = Self.margin * 2 + lines * lineHeight
        return Layout(side: side, perLine: perLine, lineHeight: lineHeight, width: width, height: height, places: places)
    }

    /// Why the labels fall back to the built-in 5×7 bitmap font (no font installed), or nil.
    public static var labelFontProblem: String? { LabelText.fontProblem }

    /// Draws the sheet.
    public func render() -> Image {
        let l = layout()
        var sheet = Image(width: l.width, height: l.height, fill: Self.background)
        let text = LabelText.lineHeight
        for (g, group) in groups.enumerated() {
            let (line, column) = l.places[g]
            let x0 = Self.margin + column * (l.side + Self.gap)
            let y0 = Self.margin + line * l.lineHeight
            let groupWidth = max(1, group.cells.count) * (l.side + Self.gap) - Self.gap
            LabelText.draw(group.title, into: &sheet, x: x0, y: y0, maxWidth: groupWidth, colour: Self.titleColour)
            for (c, cell) in group.cells.enumerated() {
                let x = x0 + c * (l.side + Self.gap), y = y0 + text + 4
                sheet.fill(Self.cellBackground, rect: PixelRect(x: x, y: y, width: l.side, height: l.side))
                if let thumb = cell.thumbnail {
                    let s = min(Double(l.side) / Double(thumb.width), Double(l.side) / Double(thumb.height), 1)
                    let w = max(1, Int((Double(thumb.width) * s).rounded()))
                    let h = max(1, Int((Double(thumb.height) * s).rounded()))
                    let fitted = (w == thumb.width && h == thumb.height) ? thumb
                        : thumb.resized(width: w, height: h, filter: .box)
                    sheet.draw(fitted, atX: x + (l.side - w) / 2, y: y + (l.side - h) / 2)
                }
                LabelText.draw(cell.label, into: &sheet, x: x, y: y + l.side + 4, maxWidth: l.side,
                               colour: Self.labelColour)
            }
        }
        return sheet
    }
}
