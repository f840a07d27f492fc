import Foundation
import Testing
import Codecs
import Mockup
import Raster
@testable import Compose
@testable import DuoMockupCLI

/// A device's `highlight` and `zoom` in a storefile: every mistake at its place, and, through the
/// command, an inset on the page magnified from the capture and a highlight that dims the rest.
@Suite(.serialized) struct StoreCalloutTests {
    /// A folder with bezels, an `open` capture (its left half red, its right blue) and a storefile
    /// of one 360 × 640 page on black whose device carries `callouts` (JSON fields, may be empty).
    static func project(_ callouts: String) throws -> (dir: String, storefile: String) {
        let dir = try ComposeTestFiles.temporaryFolder()
        _ = try ComposeTestFiles.bezelSet(in: dir + "/bezels")
        try ComposeTestFiles.write(ComposeTestFiles.capture(.open), to: dir + "/shots/open.png")
        try ComposeTestFiles.write("""
        {"version": 1, "bezels": "bezels", "style": {"background": "#000000"},
         "sets": [{"name": "s", "size": [360, 640], "pages": [
           {"name": "p", "devices": [{"capture": "shots/open.png", "pose": "open", "width": 0.9, "x": 0.5, "y": 0.35\(callouts)}]}]}]}
        """, to: dir + "/store.json")
        return (dir, dir + "/store.json")
    }

    static func problems(_ callouts: String) throws -> [String: String] {
        do {
            _ = try StorefileChecker.load(try project(callouts).storefile)
            return [:]
        } catch let e as StorefileError {
            return Dictionary(e.problems.map { ($0.place, $0.message) }, uniquingKeysWith: { $0 + " | " + $1 })
        }
    }

    static let device = "sets[0].pages[0].devices[0]"

    @Test func everyMistakeIsAtItsPlace() throws {
        let found = try Self.problems("""
        , "highlight": {"rect": [900, 10, 100, 50], "mode": "dimm"},
          "zoom": {"rect": [10, 10, 0, 40], "scale": 1, "at": [1.4, 0.5], "anchr": "top"}
        """)
        let d = Self.device
        #expect(found["\(d).highlight.rect"]?.hasPrefix("900, 10, 100, 50 reaches past the capture ") == true)
        #expect(found["\(d).highlight.rect"]?.contains("(951 × 669 px)") == true)
        #expect(found["\(d).highlight.mode"] == "unknown mode dimm; did you mean dim?")
        #expect(found["\(d).zoom.rect"] == "the rectangle is 0 × 40 px; it needs a width and a height of at least 1")
        #expect(found["\(d).zoom.scale"] == "expected a scale above 1 (the inset magnifies the rectangle), got 1")
        #expect(found["\(d).zoom.at[0]"] == "expected 0…1, got the number 1.4")
        #expect(found["\(d).zoom.anchr"] == "unknown field; did you mean \"anchor\"?")
    }

    @Test func anAbsurdScaleAndAnUnknownAnchorAreRefused() throws {
        let found = try Self.problems(#", "zoom": {"rect": [10, 10, 40, 40], "scale": 50, "anchor": "top-rigth"}"#)
        #expect(found["\(Self.device).zoom.scale"] == "expected a scale of at most 8, got 50")
        #expect(found["\(Self.device).zoom.anchor"] == "unknown anchor top-rigth; did you mean top-right?")
    }

    @Test func theCommandRefusesAMistakeWithStatusTwo() throws {
        let (dir, storefile) = try Self.project(#", "highlight": {"rect": [10, 10, 40, 40], "mode": "glow"}"#)
        let console = Console.capturing()
        let status = DuoMockupTool.run(["compose", storefile, "-o", dir + "/out"], console: console)
        #expect(status == 2)
        #expect(console.capturedError.contains("highlight.mode: unknown mode glow; expected dim, blur, outline"))
    }

    /// The inset sits centred at (0.5, 0.8) of the page, where the page is otherwise black, and shows
    /// the capture's red half; the dim darkens the device outside its rectangle and not inside.
    @Test func aZoomInsetAndADimLandOnThePage() throws {
        let zoom = #", "zoom": {"rect": [100, 300, 200, 100], "scale": 2, "at": [0.5, 0.8], "shadow": false}"#
        let (dir, storefile) = try Self.project(zoom + #", "highlight": [100, 300, 200, 100]"#)
        let console = Console.capturing()
        #expect(DuoMockupTool.run(["compose", storefile, "-o", dir + "/out"], console: console) == 0, "\(console.capturedError)")
        let page = try ImageFile.read(path: dir + "/out/en-US/s/01-p.png").image
        let (plainDir, plainStore) = try Self.project("")
        #expect(DuoMockupTool.run(["compose", plainStore, "-o", plainDir + "/out"], console: Console.capturing()) == 0)
        let plain = try ImageFile.read(path: plainDir + "/out/en-US/s/01-p.png").image
        // The inset's centre: the capture's red half (200, 90–120, 80), where the plain page is black.
        let c = page[180, 512]
        #expect(c.r > 170 && c.b < 110 && c.b > 50, "\(c)")
        #expect(plain[180, 512].r < 10)
        // The device: 0.9 × 360 = 324 px wide for the art's 975 px (951 + 2 × 12): capture (x, y) is at
        // (18 + (12 + x) × s, 224 − 693 s / 2 + (12 + y) × s) with s = 324 / 975.
        let s = 324.0 / 975.0, top = 0.35 * 640 - 693 * s / 2
        func at(_ x: Double, _ y: Double) -> (Int, Int) { (Int(18 + (12 + x) * s), Int(top + (12 + y) * s)) }
        let inside = at(200, 350), outside = at(700, 150)
        #expect(abs(Int(page[inside.0, inside.1].r) - Int(plain[inside.0, inside.1].r)) <= 3)
        #expect(Double(page[outside.0, outside.1].b) < 0.5 * Double(plain[outside.0, outside.1].b))
    }
}
