import DuoMockup
import Foundation
import Testing
@testable import DuoMockupCLI

/// A page is drawn anew when a font its caption uses changes, even under the same name.
struct ComposeFontStampTests {
    @Test func changingACaptionFontsBytesRedrawsThePage() throws {
        let dir = try ComposeTestFiles.temporaryFolder()
        _ = try ComposeTestFiles.bezelSet(in: dir + "/bezels")
        try ComposeTestFiles.write(ComposeTestFiles.capture(.closed), to: dir + "/shots/en-US/closed.png")
        // DejaVu Sans and its bold: by path on Debian, through fontconfig elsewhere (Homebrew's casks).
        func dejaVu(_ file: String, weight: Int) throws -> String {
            let debian = "/usr/share/fonts/truetype/dejavu/" + file
            return FileManager.default.fileExists(atPath: debian) ? debian
                : try FontLibrary.shared.font(.family("DejaVu Sans"), weight: weight).path
        }
        let regular = try dejaVu("DejaVuSans.ttf", weight: 400), bold = try dejaVu("DejaVuSans-Bold.ttf", weight: 700)
        #expect(regular != bold)
        try FileManager.default.createDirectory(atPath: dir + "/fonts", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: regular, toPath: dir + "/fonts/Caption.ttf")
        try ComposeTestFiles.write("""
        {"version": 1, "bezels": "bezels", "sourceLocale": "en-US", "locales": ["en-US"],
         "style": {"caption": {"fonts": ["\(dir)/fonts/Caption.ttf"]}},
         "sets": [{"name": "small", "size": [360, 640], "pages": [
           {"name": "cover", "title": "Fold it", "devices": [{"capture": "shots/{locale}/closed.png", "pose": "closed"}]}]}]}
        """, to: dir + "/store.json")
        func compose() -> String {
            let console = Console.capturing()
            #expect(DuoMockupTool.run(["compose", dir + "/store.json", "-o", dir + "/out", "--json"], console: console) == 0,
                    "\(console.capturedError)")
            return console.capturedOutputText
        }
        #expect(compose().contains("\"written\": [\n"))
        #expect(compose().contains("\"written\": []"))
        // The same file name, other bytes (DejaVu Sans Bold): the page is out of date.
        try FileManager.default.removeItem(atPath: dir + "/fonts/Caption.ttf")
        try FileManager.default.copyItem(atPath: bold, toPath: dir + "/fonts/Caption.ttf")
        #expect(!compose().contains("\"written\": []"))
    }
}
