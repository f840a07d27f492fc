import Codecs
import DuoMockup
import Foundation
import Raster
import Testing
import TestSupport
@testable import DuoMockupCLI

/// A page is drawn anew when a device's cover capture (shown on the outer faces) changes in place,
/// as when its capture does: the cover's bytes are part of the page's content stamp.
struct ComposeCoverStampTests {
    @Test func changingTheCoverCapturesBytesRedrawsThePage() throws {
        let dir = try ComposeTestFiles.temporaryFolder()
        try ComposeTestFiles.write(TwoSidedTestArt.cover, to: dir + "/bezels/cover.png")
        try ComposeTestFiles.write(TwoSidedTestArt.inner, to: dir + "/bezels/inner.png")
        try ComposeTestFiles.write(TwoSidedTestArt.back, to: dir + "/bezels/back.png")
        let inner = TwoSidedTestArt.innerScreen, outer = TwoSidedTestArt.coverScreen
        try ComposeTestFiles.write(Image(width: inner.width * 4, height: inner.height * 4, fill: PremultipliedRGBA8(r: 90, g: 160, b: 90, a: 255)),
                            to: dir + "/shots/inner.png")
        func cover(_ colour: PremultipliedRGBA8) throws {
            try ComposeTestFiles.write(Image(width: outer.width * 4, height: outer.height * 4, fill: colour), to: dir + "/shots/cover.png")
        }
        try cover(PremultipliedRGBA8(r: 230, g: 0, b: 230, a: 255))
        // A book seen from behind: its cover leaf shows the cover capture.
        try ComposeTestFiles.write("""
        {"version": 1, "bezels": "bezels", "sourceLocale": "en-US", "locales": ["en-US"],
         "sets": [{"name": "small", "size": [640, 480], "pages": [
           {"name": "back", "devices": [{"capture": "shots/inner.png", "cover": "shots/cover.png",
                                         "pose": "book", "deg": 70, "turn": 150}]}]}]}
        """, to: dir + "/store.json")
        let page = dir + "/out/en-US/small/01-back.png"
        func compose() throws -> (output: String, page: Data) {
            let console = Console.capturing()
            #expect(DuoMockupTool.run(["compose", dir + "/store.json", "-o", dir + "/out", "--json"], console: console) != 2,
                    "\(console.capturedError)")
            return (console.capturedOutputText, try Data(contentsOf: URL(fileURLWithPath: page)))
        }
        /// How many of the page's pixels show the cover capture's colour (red and blue high, green
        /// low for magenta; red and green high, blue low for yellow), however lit.
        func shown(magenta: Bool) throws -> Int {
            let image = try ImageFile.read(path: page).image
            var n = 0
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let p = image[x, y]
                    let (high, low) = magenta ? (min(p.r, p.b), p.g) : (min(p.r, p.g), p.b)
                    if high > 120 && low < 40 { n += 1 }
                }
            }
            return n
        }
        let first = try compose()
        #expect(first.output.contains("\"written\": [\n"))
        #expect(try shown(magenta: true) > 500, "the cover leaf shows the cover capture")
        #expect(try compose().output.contains("\"written\": []"))
        // The same file, another colour at the same length: the page shows it.
        try cover(PremultipliedRGBA8(r: 230, g: 230, b: 0, a: 255))
        let second = try compose()
        #expect(!second.output.contains("\"written\": []"), "the page should be drawn again")
        #expect(second.page != first.page)
        #expect(try shown(magenta: false) > 500 && shown(magenta: true) == 0)
    }
}
