import Raster

/// The sample captures the repo ships for the README's first command: one believable app screen
/// per flat pose, at 3x, the size of that pose's capture, leaving the system's safe areas (clock
/// column, status cluster, bottom inset) to the background: invariant: each is opaque and exactly
/// the pose's 3x capture size.
enum SampleScreens {
    static let scale = 3

    /// (file name without extension, capture).
    static func all() -> [(String, Image)] {
        [("closed", closed()), ("closed-turned", closedTurned()), ("open", open()), ("upright", upright())]
    }

    /// Cover, portrait: 466×678 pt; the trailing 84 pt and the bottom 34 pt are inset.
    static func closed() -> Image {
        var c = AppCanvas(widthPoints: 466, heightPoints: 678, scale: scale, background: Palette.background, seed: 1)
        let x = 16.0, w = 466.0 - 84 - 32
        largeTitle(&c, x: x, y: 18, width: w)
        searchField(&c, x: x, y: 66, w: w)
        balanceCard(&c, x: x, y: 116, w: w, h: 168)
        chips(&c, x: x, y: 300, w: w)
        listCard(&c, x: x, y: 344, w: w, rows: 4)
        tabBar(&c, x: 0, y: 678 - 34 - 52, w: 466 - 84)
        return c.image
    }

    /// Cover, turned: 678×466 pt; the leading 84 pt and the bottom 34 pt are inset.
    static func closedTurned() -> Image {
        var c = AppCanvas(widthPoints: 678, heightPoints: 466, scale: scale, background: Palette.background, seed: 2)
        let left = 84.0 + 16, column = (678.0 - left - 16 - 16) / 2
        largeTitle(&c, x: left, y: 14, width: column)
        balanceCard(&c, x: left, y: 62, w: column, h: 170)
        chips(&c, x: left, y: 248, w: column)
        barChartCard(&c, x: left, y: 290, w: column, h: 466 - 34 - 290 - 12)
        listCard(&c, x: left + column + 16, y: 62, w: column, rows: 6)
        return c.image
    }

    /// Inner, open sideways: 951×669 pt; the trailing 84 pt and the bottom 34 pt are inset, the
    /// crease runs down x 455.5–495.5: a sidebar left of it, the detail right of it.
    static func open() -> Image {
        var c = AppCanvas(widthPoints: 951, heightPoints: 669, scale: scale, background: Palette.background, seed: 3)
        c.box(0, 0, 475.5, 669, radius: 0, Palette.sidebar)
        let sidebar = 16.0, sidebarWidth = 455.5 - 16 - 20
        largeTitle(&c, x: sidebar, y: 18, width: sidebarWidth)
        searchField(&c, x: sidebar, y: 66, w: sidebarWidth)
        listCard(&c, x: sidebar, y: 116, w: sidebarWidth, rows: 8)
        let detail = 495.5 + 20, detailWidth = 951.0 - 84 - detail - 8
        sectionTitle(&c, x: detail, y: 22, width: detailWidth)
        balanceCard(&c, x: detail, y: 66, w: detailWidth, h: 196)
        chips(&c, x: detail, y: 278, w: detailWidth)
        barChartCard(&c, x: detail, y: 322, w: detailWidth, h: 669 - 34 - 322 - 12)
        return c.image
    }

    /// Inner, upright: 669×951 pt; the top 82 pt and bottom 34 pt are inset, the crease runs
    /// across y 455.5–495.5: a summary above it, the details below.
    static func upright() -> Image {
        var c = AppCanvas(widthPoints: 669, heightPoints: 951, scale: scale, background: Palette.background, seed: 4)
        let x = 20.0, w = 669.0 - 40
        largeTitle(&c, x: x, y: 90, width: w)
        balanceCard(&c, x: x, y: 140, w: w, h: 200)
        chips(&c, x: x, y: 360, w: w)
        searchField(&c, x: x, y: 404, w: w)
        barChartCard(&c, x: x, y: 512, w: (w - 16) / 2, h: 220)
        listCard(&c, x: x + (w - 16) / 2 + 16, y: 512, w: (w - 16) / 2, rows: 4)
        listCard(&c, x: x, y: 748, w: w, rows: 1)
        tabBar(&c, x: 0, y: 951 - 34 - 52, w: 669)
        return c.image
    }

    // MARK: Components (points)

    static func largeTitle(_ c: inout AppCanvas, x: Double, y: Double, width: Double) {
        c.text(x, y, width: 150, size: 30, Palette.title)
        c.circle(x + width - 18, y + 18, 18, Palette.indigo)
        c.circle(x + width - 18, y + 13, 6.5, Palette.whiteSoft)
        c.box(x + width - 29, y + 22, 22, 9, radius: 4.5, Palette.whiteSoft)
    }

    static func sectionTitle(_ c: inout AppCanvas, x: Double, y: Double, width: Double) {
        c.text(x, y, width: 190, size: 22, Palette.title)
        c.box(x + width - 80, y + 2, 80, 28, radius: 14, Palette.field)
        c.text(x + width - 68, y + 7, width: 56, size: 14, Palette.indigo)
    }

    static func searchField(_ c: inout AppCanvas, x: Double, y: Double, w: Double) {
        c.box(x, y, w, 36, radius: 10, Palette.field)
        c.circle(x + 20, y + 17, 6, Palette.secondary)
        c.circle(x + 20, y + 17, 4, Palette.field)
        c.box(x + 23.5, y + 21.5, 6, 2.4, radius: 1.2, Palette.secondary)
        c.text(x + 36, y + 10, width: min(150, w - 60), size: 15, Palette.secondary)
    }

    /// The account's balance: a gradient card with a big figure and an area chart.
    static func balanceCard(_ c: inout AppCanvas, x: Double, y: Double, w: Double, h: Double) {
        c.card(x, y, w, h, radius: 22, colour: Palette.indigo)
        c.gradientBox(x, y, w, h, radius: 22, Palette.indigo, Palette.teal)
        c.text(x + 20, y + 18, width: 90, size: 13, Palette.whiteSoft)
        c.text(x + 20, y + 38, width: min(180, w - 40), size: 34, Palette.white)
        c.box(x + w - 74, y + 20, 54, 24, radius: 12, StraightRGBA8(r: 255, g: 255, b: 255, a: 60))
        c.text(x + w - 66, y + 25, width: 40, size: 13, Palette.white)
        let values = (0..<9).map { _ in 0.25 + 0.6 * c.random() }
        c.areaChart(x + 2, y + h * 0.52, w - 4, h * 0.48 - 16, values: values, colour: Palette.white, line: Palette.white)
    }

    static func chips(_ c: inout AppCanvas, x: Double, y: Double, w: Double) {
        var cursor = x
        for (i, accent) in Palette.accents.enumerated() {
            let width = 64.0 + Double(i % 3) * 14
            guard cursor + width <= x + w else { break }
            let selected = i == 0
            c.box(cursor, y, width, 30, radius: 15, selected ? Palette.title : Palette.card)
            c.circle(cursor + 15, y + 15, 5, accent)
            c.text(cursor + 26, y + 8, width: width - 36, size: 13, selected ? Palette.white : Palette.title)
            cursor += width + 8
        }
    }

    /// Transactions: avatar, payee, category and amount per row.
    static func listCard(_ c: inout AppCanvas, x: Double, y: Double, w: Double, rows: Int) {
        let rowHeight = 58.0
        c.card(x, y, w, Double(rows) * rowHeight + 8)
        for row in 0..<rows {
            let top = y + 4 + Double(row) * rowHeight
            let accent = Palette.accents[(row * 5 + 1) % Palette.accents.count]
            c.box(x + 14, top + 11, 36, 36, radius: 10, accent)
            c.box(x + 24, top + 21, 16, 16, radius: 4, Palette.whiteSoft)
            c.text(x + 62, top + 10, width: min(120 + 60 * c.random(), w - 170), size: 16, Palette.title)
            c.text(x + 62, top + 32, width: min(70 + 50 * c.random(), w - 170), size: 13, Palette.secondary)
            let amount = 50 + 20 * c.random()
            c.text(x + w - 16 - amount, top + 18, width: amount, size: 16, row % 3 == 1 ? Palette.green : Palette.title)
            if row + 1 < rows { c.box(x + 62, top + rowHeight - 0.5, w - 62, 1, radius: 0, Palette.separator) }
        }
    }

    /// Spending per day: a card with seven rounded bars and their labels.
    static func barChartCard(_ c: inout AppCanvas, x: Double, y: Double, w: Double, h: Double) {
        c.card(x, y, w, h)
        c.text(x + 16, y + 14, width: 110, size: 17, Palette.title)
        c.text(x + 16, y + 38, width: 70, size: 13, Palette.secondary)
        let top = y + 66, bottom = y + h - 30
        let slot = (w - 32) / 7, bar = min(slot * 0.5, 28)
        for day in 0..<7 {
            let value = 0.25 + 0.75 * c.random()
            let height = (bottom - top) * value
            let cx = x + 16 + slot * (Double(day) + 0.5)
            c.box(cx - bar / 2, top, bar, bottom - top, radius: bar / 2, Palette.background)
            c.gradientBox(cx - bar / 2, bottom - height, bar, height, radius: bar / 2,
                          day == 4 ? Palette.orange : Palette.teal, day == 4 ? Palette.pink : Palette.indigo)
            c.box(cx - 7, bottom + 10, 14, 7, radius: 3.5, Palette.secondary)
        }
    }

    static func tabBar(_ c: inout AppCanvas, x: Double, y: Double, w: Double) {
        c.box(x, y, w, 52, radius: 0, StraightRGBA8(r: 250, g: 250, b: 253))
        c.box(x, y, w, 1, radius: 0, Palette.separator)
        let slot = w / 4
        for tab in 0..<4 {
            let cx = x + slot * (Double(tab) + 0.5)
            let colour = tab == 0 ? Palette.indigo : Palette.secondary
            c.box(cx - 11, y + 8, 22, 20, radius: 6, colour)
            c.box(cx - 16, y + 34, 32, 8, radius: 4, colour)
        }
    }
}
