import Foundation
import Testing
import Codecs
import Raster
@testable import Compose
@testable import DuoMockupCLI

/// End to end through the command, at 1x sizes so that a debug build stays fast.
@Suite(.serialized) struct ComposeCommandTests {
    /// A storefile of two sets in three locales: a book page, a two-page span with a device across
    /// the cut, a page with the cover and the open phone, and a Play feature graphic.
    static func project() throws -> (dir: String, storefile: String) {
        let dir = try ComposeTestFiles.temporaryFolder()
        _ = try ComposeTestFiles.bezelSet(in: dir + "/bezels")
        try ComposeTestFiles.write(ComposeTestFiles.capture(.open), to: dir + "/shots/en-US/open.png")
        try ComposeTestFiles.write(ComposeTestFiles.capture(.open, tint: 120), to: dir + "/shots/de-DE/open.png")
        try ComposeTestFiles.write(ComposeTestFiles.capture(.closed), to: dir + "/shots/en-US/closed.png")
        try ComposeTestFiles.write(ComposeTestFiles.capture(.upright), to: dir + "/shots/en-US/upright.png")
        try ComposeTestFiles.write("""
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "book": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Read it like a book"}},
                                      "ar": {"stringUnit": {"state": "translated", "value": "اقرأ كما في كتاب"}}}},
          "span": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Room for every idea"}}}},
          "both": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Two screens"}}}}}}
        """, to: dir + "/Store.xcstrings")
        try ComposeTestFiles.write(bytes: ComposeTestFiles.utf16("/* German */\n\"book\" = \"Lesen wie ein Buch\";\n\"span\" = \"Platz für jede Idee\";\n",
                                                                 littleEndian: true), to: dir + "/de.lproj/Store.strings")
        try ComposeTestFiles.write("""
        {"version": 1, "bezels": "bezels", "sourceLocale": "en-US", "locales": ["en-US", "de-DE", "ar"],
         "strings": ["Store.xcstrings", "{locale}.lproj/Store.strings"],
         "style": {"background": {"type": "linear", "angle": 160, "stops": ["#16213e", "#0f3460"]},
                   "caption": {"fonts": ["Noto Sans", "Noto Sans Arabic", "DejaVu Sans"]}, "mirrorRightToLeft": true},
         "sets": [
          {"name": "small", "size": [360, 640], "pages": [
            {"name": "book", "title": {"key": "book"}, "subtitle": "Two pages, one screen",
             "devices": [{"capture": "shots/{locale}/open.png", "pose": "book", "deg": 128}]},
            {"name": "span", "span": 2, "title": {"key": "span"},
             "style": {"background": {"type": "linear", "angle": 90, "stops": ["#3a0ca3", "#f72585"]}},
             "devices": [{"capture": "shots/{locale}/open.png", "pose": "open", "width": 1.5, "x": 1.0, "y": 0.6}]},
            {"name": "span-2"},
            {"name": "both", "title": {"key": "both"},
             "devices": [{"capture": "shots/{locale}/closed.png", "pose": "closed"},
                         {"capture": "shots/{locale}/upright.png", "pose": "upright"}]}]},
          {"preset": "google-play-feature", "pages": [
            {"name": "feature", "title": "Duo", "style": {"caption": {"position": "over", "boxHeight": 0.3}},
             "devices": [{"capture": "shots/{locale}/open.png", "pose": "open", "height": 0.6, "x": 0.5, "y": 0.62}]}]}
         ]}
        """, to: dir + "/store.json")
        return (dir, dir + "/store.json")
    }

    /// Pixels brighter than 200 in every channel inside `rect`: the caption's white ink.
    static func whiteInk(_ image: Image, _ rect: PixelRect) -> Int {
        var n = 0
        for y in rect.y..<rect.maxY { for x in rect.x..<rect.maxX {
            let p = image[x, y]
            if p.r > 200 && p.g > 200 && p.b > 200 { n += 1 }
        } }
        return n
    }

    @Test func composesEveryLocaleAndSetAtTheExactSizeWithoutAlphaThenIsUpToDate() throws {
        let (dir, storefile) = try Self.project()
        let out = dir + "/out"
        let console = Console.capturing()
        let status = DuoMockupTool.run(["compose", storefile, "-o", out, "--jobs", "2", "--locales", "en-US,de-DE"], console: console)
        #expect(status == 0, "\(console.capturedError)")
        let err = console.capturedError
        #expect(err.contains("duo-mockup: note: de-DE: 1 string not translated, shown in en-US: both"))
        #expect(!err.contains("ar:"))
        #expect(err.contains("10 pages written, 0 up to date, 0 failed (6 mock-ups rendered"))
        #expect(err.contains("every page passes the store checks"))
        for locale in ["en-US", "de-DE"] {
            for (name, size) in [("small/01-book", PixelSize(360, 640)), ("small/02-span", PixelSize(360, 640)),
                                 ("small/03-span-2", PixelSize(360, 640)), ("small/04-both", PixelSize(360, 640)),
                                 ("google-play-feature/01-feature", PixelSize(1024, 500))] {
                let facts = try StoreImageFacts.read("\(out)/\(locale)/\(name).png")
                #expect(facts.size == size && facts.colourModel == "RGB" && !facts.hasAlpha, "\(locale)/\(name)")
            }
        }
        #expect(!FileManager.default.fileExists(atPath: out + "/ar"))
        // Captions drew (white ink in the caption box); the span is one picture cut in two.
        let book = try ImageFile.read(path: out + "/en-US/small/01-book.png").image
        #expect(Self.whiteInk(book, PixelRect(x: 0, y: 0, width: 360, height: 200)) > 150)
        let left = try ImageFile.read(path: out + "/en-US/small/02-span.png").image
        let right = try ImageFile.read(path: out + "/en-US/small/03-span-2.png").image
        var seam = 0, inside = 0
        for y in 0..<640 {
            let a = left[359, y], b = right[0, y], c = left[358, y]
            seam += abs(Int(a.r) - Int(b.r)) + abs(Int(a.g) - Int(b.g)) + abs(Int(a.b) - Int(b.b))
            inside += abs(Int(a.r) - Int(c.r)) + abs(Int(a.g) - Int(c.g)) + abs(Int(a.b) - Int(c.b))
        }
        // Across the cut the picture changes no more than between two neighbouring columns of a page.
        #expect(Double(seam) / 640 < 3 * Double(inside) / 640 + 6, "seam \(seam), inside \(inside)")
        #expect(left[359, 384] != right[359, 384], "the device straddles the cut (the pages differ elsewhere)")
        // German pages show the German capture (the blue-tinted one), English the English one.
        let deBook = try ImageFile.read(path: out + "/de-DE/small/01-book.png").image
        #expect(deBook != book)

        // A second run finds everything up to date and writes nothing.
        let again = Console.capturing()
        #expect(DuoMockupTool.run(["compose", storefile, "-o", out, "--json", "--locales", "de-DE,en-US"], console: again) == 0)
        let json = again.capturedOutputText
        #expect(json.contains("\"written\": []"))
        #expect(json.contains("\"mockupsRendered\": 0"))
        #expect(json.contains("\"violations\": []"))

        // validate agrees, as a command.
        let check = Console.capturing()
        #expect(DuoMockupTool.run(["validate", out + "/en-US", "--store", "google-play"], console: check) == 0, "\(check.capturedError)")
        // As App Store screenshots, the 360×640 pages are refused, one line each.
        let appStore = Console.capturing()
        #expect(DuoMockupTool.run(["validate", out + "/en-US", "--store", "app-store"], console: appStore) == 1)
        #expect(appStore.capturedError.contains("small/01-book.png: 360×640 is not a size App Store Connect accepts"))
    }

    @Test func storefileMistakesStopEverythingWithExitTwo() throws {
        let (dir, storefile) = try Self.project()
        var text = try String(contentsOfFile: storefile, encoding: .utf8)
        text = text.replacingOccurrences(of: "\"pose\": \"book\"", with: "\"pose\": \"bok\"")
            .replacingOccurrences(of: "{\"key\": \"both\"}", with: "{\"key\": \"nowhere\"}")
        try ComposeTestFiles.write(text, to: storefile)
        let console = Console.capturing()
        #expect(DuoMockupTool.run(["compose", storefile, "-o", dir + "/out"], console: console) == 2)
        #expect(console.capturedError.contains("store.json: sets[0].pages[0].devices[0].pose: unknown pose bok; did you mean book?"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/out"))
        // Fixed pose, unknown key: caught before rendering too.
        try ComposeTestFiles.write(text.replacingOccurrences(of: "\"bok\"", with: "\"book\""), to: storefile)
        let second = Console.capturing()
        #expect(DuoMockupTool.run(["compose", storefile, "-o", dir + "/out"], console: second) == 2)
        #expect(second.capturedError.contains("sets[0].pages[3].title: no string \"nowhere\" in the source locale en-US"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/out"))
        let missing = Console.capturing()
        #expect(DuoMockupTool.run(["compose", dir + "/nothing.json", "-o", dir + "/out"], console: missing) == 2)
        #expect(missing.capturedError == "duo-mockup: error: \(dir)/nothing.json: cannot read: No such file or directory\n")
        let usage = Console.capturing()
        #expect(DuoMockupTool.run(["compose", storefile], console: usage) == 2)
        #expect(DuoMockupTool.run(["validate"], console: usage) == 2)
    }
}
