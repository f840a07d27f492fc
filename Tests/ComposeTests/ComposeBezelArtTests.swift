import Foundation
import Raster
import Testing
@testable import Codecs
@testable import DuoMockupCLI

/// Compose reads the bezel art a page's devices need by the one rule render uses (`BezelArtNeed`).
struct ComposeBezelArtTests {
    /// A device asked for as `closed` with a landscape capture is drawn in the turned cover's own
    /// art, as `render --pose closed` draws it, not in the portrait cover's art turned.
    @Test func aClosedDeviceWithALandscapeCaptureUsesTheTurnedCoversArt() throws {
        let dir = try ComposeTestFiles.temporaryFolder()
        _ = try ComposeTestFiles.bezelSet(in: dir + "/bezels")
        // The turned cover's art in red, so that the page shows which art drew it.
        var turned = ComposeTestFiles.bezel(.closedTurned)
        for y in 0..<turned.height { for x in 0..<turned.width where turned[x, y].a == 255 {
            turned[x, y] = PremultipliedRGBA8(r: 220, g: 0, b: 0, a: 255)
        } }
        try ImageFile.write(turned, to: dir + "/bezels/closed-turned.png")
        try ComposeTestFiles.write(ComposeTestFiles.capture(.closedTurned), to: dir + "/shots/en-US/cover.png")
        try ComposeTestFiles.write("""
        {"version": 1, "bezels": "bezels", "sourceLocale": "en-US", "locales": ["en-US"],
         "sets": [{"name": "small", "size": [640, 360], "pages": [
           {"name": "cover", "title": "Shut", "devices": [{"capture": "shots/{locale}/cover.png", "pose": "closed"}]}]}]}
        """, to: dir + "/store.json")
        let console = Console.capturing()
        let status = DuoMockupTool.run(["compose", dir + "/store.json", "-o", dir + "/out"], console: console)
        #expect(status == 0, "\(console.capturedError)")
        let page = try ImageFile.read(path: dir + "/out/en-US/small/01-cover.png").image
        var red = 0
        for y in 0..<page.height { for x in 0..<page.width where page[x, y].r > 150 && page[x, y].g < 40 && page[x, y].b < 40 {
            red += 1
        } }
        #expect(red > 500, "the turned cover's own art should frame the capture (\(red) red pixels)")
    }
}
