import Testing
import Raster
@testable import Gallery
import Mockup

/// The contact sheet: one labelled cell per output, grouped by capture, within its pixel budget.
struct GalleryContactSheetTests {
    static func thumb(_ w: Int, _ h: Int) -> Image {
        Image(width: w, height: h, fill: PremultipliedRGBA8(r: 200, g: 30, b: 30, a: 255))
    }

    @Test func everyOutputGetsACellWithItsThumbnailAndLabels() {
        let groups = [
            ContactSheet.Group(title: "en-US/home", cells: [.init(label: "open", thumbnail: Self.thumb(60, 40)),
                                                            .init(label: "book 128°", thumbnail: Self.thumb(50, 40))]),
            ContactSheet.Group(title: "en-US/cover", cells: [.init(label: "closed", thumbnail: Self.thumb(30, 44))]),
        ]
        var sheet = ContactSheet(groups: groups)
        sheet.maxCellSide = 64
        let layout = sheet.layout()
        let image = sheet.render()
        #expect(image.width == layout.width && image.height == layout.height)
        // Three cells, each with the red thumbnail at its centre.
        var red = 0
        for (g, group) in groups.enumerated() {
            for c in group.cells.indices {
                let (line, column) = layout.places[g]
                let x = ContactSheet.margin + (column + c) * (layout.side + ContactSheet.gap) + layout.side / 2
                let y = ContactSheet.margin + line * layout.lineHeight + LabelText.lineHeight + 4 + layout.side / 2
                if image[x, y] == PremultipliedRGBA8(r: 200, g: 30, b: 30, a: 255) { red += 1 }
            }
        }
        #expect(red == 3)
        // The title of the first group is drawn: dark pixels in its line above the first cell.
        var dark = 0
        for y in ContactSheet.margin..<(ContactSheet.margin + LabelText.lineHeight) {
            for x in ContactSheet.margin..<(ContactSheet.margin + 100) where image[x, y].r < 128 { dark += 1 }
        }
        #expect(dark > 20)
    }

    @Test func bigGalleriesShrinkTheirCellsToTheBudget() {
        let cells = (0..<2).map { _ in ContactSheet.Cell(label: "open", thumbnail: nil) }
        var sheet = ContactSheet(groups: (0..<400).map { ContactSheet.Group(title: "c\($0)", cells: cells) })
        sheet.maxPixels = 4_000_000
        let layout = sheet.layout()
        #expect(layout.width * layout.height <= 4_000_000)
        #expect(layout.side < sheet.maxCellSide)
    }
}

/// The contact sheet's labels go through the text engine: every script draws, nothing is a box.
struct ContactSheetLabelTests {
    @Test(arguments: ["café", "日本語", "مرحبا بالعالم", "👋"])
    func labelsInEveryScriptDraw(label: String) throws {
        #expect(ContactSheet.labelFontProblem == nil)
        let layout = try #require(LabelText.fitted(label, maxWidth: 240, colour: .black))
        #expect(layout.missingCharacters.isEmpty)
        #expect(layout.glyphs.allSatisfy { $0.id != 0 })
        var image = Image(width: 240, height: LabelText.lineHeight, fill: .white)
        LabelText.draw(label, into: &image, x: 0, y: 0, maxWidth: 240, colour: .black)
        var inked = 0
        for y in 0..<image.height { for x in 0..<image.width where image[x, y] != .white { inked += 1 } }
        #expect(inked > 20)
    }

    @Test func longLabelsAreCutWithAnEllipsisInsideTheirWidth() throws {
        let layout = try #require(LabelText.fitted("a very long capture name that goes on and on", maxWidth: 80, colour: .black))
        #expect(layout.width <= 80)
        #expect(layout.glyphs.count > 3)
    }
}
