import Foundation
import Raster
import Testing
@testable import Codecs
@testable import DuoMockupCLI

/// A storefile's device may orbit the camera as `render --turn/--tilt` does.
struct ComposeCameraTests {
    static func project(device: String) throws -> String {
        let dir = try ComposeTestFiles.temporaryFolder()
        _ = try ComposeTestFiles.bezelSet(in: dir + "/bezels")
        try ComposeTestFiles.write(ComposeTestFiles.capture(.open), to: dir + "/shots/en-US/open.png")
        try ComposeTestFiles.write("""
        {"version": 1, "bezels": "bezels", "sourceLocale": "en-US", "locales": ["en-US"],
         "sets": [{"name": "small", "size": [360, 640], "pages": [
           {"name": "book", "title": "Turn it", "devices": [\(device)]}]}]}
        """, to: dir + "/store.json")
        return dir
    }

    static func compose(_ dir: String) -> (status: Int32, error: String) {
        let console = Console.capturing()
        let status = DuoMockupTool.run(["compose", dir + "/store.json", "-o", dir + "/out"], console: console)
        return (status, console.capturedError)
    }

    @Test func aTurnedAndTiltedDeviceIsDrawnSeenFromTheOrbit() throws {
        let plain = try Self.project(device: #"{"capture": "shots/{locale}/open.png", "pose": "book", "deg": 120}"#)
        let turned = try Self.project(device: #"{"capture": "shots/{locale}/open.png", "pose": "book", "deg": 120, "turn": 25, "tilt": 10}"#)
        for dir in [plain, turned] {
            let run = Self.compose(dir)
            #expect(run.status == 0, "\(run.error)")
        }
        let a = try ImageFile.read(path: plain + "/out/en-US/small/01-book.png").image
        let b = try ImageFile.read(path: turned + "/out/en-US/small/01-book.png").image
        #expect(a.width == b.width && a.height == b.height)
        // The device stands differently: a good share of the page's pixels change.
        var changed = 0
        for y in 0..<a.height { for x in 0..<a.width where a[x, y] != b[x, y] { changed += 1 } }
        #expect(changed > a.width * a.height / 20, "\(changed) pixels changed")
    }

    @Test func anOrbitOutOfRangeIsAStorefileMistake() throws {
        let dir = try Self.project(device: #"{"capture": "shots/{locale}/open.png", "pose": "book", "turn": 200, "tilt": "up"}"#)
        let run = Self.compose(dir)
        #expect(run.status == 2)
        #expect(run.error.contains("turn") && run.error.contains("between -180 and 180"), "\(run.error)")
        #expect(run.error.contains("tilt"), "\(run.error)")
    }
}
