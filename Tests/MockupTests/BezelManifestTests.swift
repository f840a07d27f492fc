import Foundation
import Testing
import Raster
@testable import Mockup

@Suite("Bezel manifest")
struct BezelManifestTests {
    func parse(_ text: String) throws -> BezelManifest {
        try BezelManifest.parse(Data(text.utf8), file: "set/bezels.json")
    }

    @Test("our format: every field read")
    func readsOurFormat() throws {
        let manifest = try parse("""
        {"format": "duo-mockup-bezels/1", "bezels": {
          "open": {"file": "inner.png", "screen": {"x": 84, "y": 90, "width": 2853, "height": 2007},
                   "cornerRadius": 150, "hinge": 1510.5, "creaseWidth": 120, "thickness": 24},
          "closed": {"file": "cover.png", "screen": [60, 61, 1398, 2034]}
        }}
        """)
        #expect(manifest.entries.map(\.pose) == [.closed, .open])
        let open = try #require(manifest.entry(for: .book))
        #expect(open.file == "inner.png")
        #expect(open.screen == PixelRect(x: 84, y: 90, width: 2853, height: 2007))
        #expect(open.cornerRadius == 150 && open.hinge == 1510.5 && open.creaseWidth == 120 && open.thickness == 24)
        let closed = try #require(manifest.entry(for: .closed))
        #expect(closed.screen == PixelRect(x: 60, y: 61, width: 1398, height: 2034))
        #expect(closed.cornerRadius == nil && closed.hinge == nil)
        #expect(manifest.entry(for: .upright) == nil)
    }

    @Test("the peers' format: hole, hole_radius, hinge object")
    func readsPeersFormat() throws {
        let manifest = try parse("""
        {"scale": 3, "crease_pt": [455.5, 495.5], "pose_bezel": {"book": "open"},
         "bezels": {"upright": {"file": "bezel_upright.png", "size": [2127, 2973], "hole": [60, 60, 2007, 2853],
           "hole_radius": 55, "display_pt": [669, 951], "scale": 3, "capture_size": [2007, 2853],
           "hinge": {"axis": "horizontal", "pos": 1486.5, "crease_px": [1426.5, 1546.5]}}}}
        """)
        let upright = try #require(manifest.entry(for: .laptop))
        #expect(upright.screen == PixelRect(x: 60, y: 60, width: 2007, height: 2853))
        #expect(upright.cornerRadius == 55 && upright.hinge == 1486.5 && upright.creaseWidth == 120)
    }

    @Test("a bad manifest is refused with the field named, and where it is", arguments: [
        (#"{"bezels": {"open": {"file": "a.png", "cornerRadius": "big"}}}"#,
         "bezels.open.cornerRadius at line 1, column 55: expected a number, got the string \"big\""),
        (#"{"bezels": {"open": {"file": "a.png", "thickness": -2}}}"#, "bezels.open.thickness at line 1, column 52: expected a number ≥ 0"),
        (#"{"bezels": {"open": {"file": "a.png", "screen": {"x": 1, "y": 2, "width": 0, "height": 5}}}}"#,
         "bezels.open.screen.width at line 1, column 75: expected a whole number ≥ 1"),
        (#"{"bezels": {"open": {"file": "a.png", "screen": {"x": 1, "y": 2, "width": 10}}}}"#, "bezels.open.screen.height: missing"),
        (#"{"bezels": {"open": {"file": "a.png", "screen": [1, 2, 3]}}}"#,
         "bezels.open.screen at line 1, column 49: expected [x, y, width, height], got 3 numbers"),
        (#"{"bezels": {"open": {"file": "a.png", "screen": [1, 2, 3.5, 4]}}}"#,
         "bezels.open.screen[2] at line 1, column 56: expected a whole number ≥ 1, got 3.5"),
        (#"{"bezels": {"opne": {"file": "a.png"}}}"#, "bezels.opne at line 1, column 21: unknown pose"),
        (#"{"bezels": {"open": {"file": "a.png", "cornerRaduis": 3}}}"#,
         "bezels.open.cornerRaduis at line 1, column 55: unknown field; did you mean \"cornerRadius\"?"),
        (#"{"bezels": {"open": {"screen": [0, 0, 3, 3]}}}"#, "bezels.open.file: missing"),
        (#"{"bezels": {"closed": {"file": "a.png", "hinge": 3}}}"#, "bezels.closed.hinge at line 1, column 50: the cover display has no hinge"),
        (#"{"bezels": {"open": {"file": "a.png", "hinge": true}}}"#, "bezels.open.hinge at line 1, column 48: expected a number, got true"),
        (#"{"format": "other/2", "bezels": {"open": {"file": "a.png"}}}"#, "format at line 1, column 12: expected"),
        (#"{"bezels": {}}"#, "bezels at line 1, column 12: names no bezel"),
        (#"{"bezel": {}}"#, "bezel at line 1, column 11: unknown field; did you mean \"bezels\"?"),
        (#"[1, 2]"#, "expected an object"),
        (#"{"bezels": "#, "not valid JSON"),
        (#"{"bezels": {"open": {"file": "a.png"}, "open": {"file": "b.png"}}}"#, "bezels.open at line 1, column 48: given twice"),
    ])
    func refusesBadManifest(text: String, expected: String) throws {
        let error = #expect(throws: BezelError.self) { try parse(text) }
        let message = error?.description ?? ""
        #expect(message.hasPrefix("set/bezels.json: " + expected), "got: \(message)")
    }

    @Test("every mistake of a manifest is reported, not just the first")
    func reportsEveryMistake() throws {
        let error = #expect(throws: BezelError.self) {
            try parse("""
            {"bezels": {"open": {"file": "a.png", "hinge": "middle", "thickness": -1},
                        "closed": {"screen": [0, 0, 10]}, "laptop": {"file": "c.png"}}}
            """)
        }
        guard case .manifest(let file, let mistakes)? = error else {
            Issue.record("expected the manifest's mistakes, got \(String(describing: error))")
            return
        }
        #expect(file == "set/bezels.json")
        #expect(mistakes.map(\.place) == ["bezels.closed.file", "bezels.closed.screen", "bezels.laptop",
                                          "bezels.open.hinge", "bezels.open.thickness"])
        #expect(mistakes.allSatisfy { $0.place == "bezels.closed.file" || $0.position != nil })
        #expect(error?.description.contains("; bezels.open.thickness at line 1, column 71: expected a number ≥ 0, got -1.0") == true,
                "got: \(error?.description ?? "")")
    }

    @Test("an entry is checked against its art")
    func checksAgainstArt() throws {
        let manifest = try parse("""
        {"bezels": {"open": {"file": "a.png", "screen": [10, 10, 100, 70], "hinge": 200}}}
        """)
        let entry = try #require(manifest.entry(for: .open))
        let outside = #expect(throws: BezelError.self) {
            try manifest.check(entry, artWidth: 105, artHeight: 90, manifestPath: "m.json")
        }
        #expect(outside?.description.hasPrefix("m.json: bezels.open.screen: 100×70 at (10, 10) does not lie within a.png") == true)
        let hinge = #expect(throws: BezelError.self) {
            try manifest.check(entry, artWidth: 200, artHeight: 90, manifestPath: "m.json")
        }
        #expect(hinge?.description.hasPrefix("m.json: bezels.open.hinge: 200.0 lies outside the screen") == true)
    }
}
