import _Batch
import Foundation
import Testing
import Raster
@testable import Gallery
import Mockup

/// The gallery file: every mistake is reported with its place and what was expected, before any
/// rendering; a good file resolves its captures and names.
struct GalleryFileTests {
    func parse(_ text: String, in folder: GalleryTestFolder) throws -> GalleryFile {
        try folder.write("gallery.json", text)
        return try GalleryFile.load(folder.path + "/gallery.json")
    }

    func problems(_ text: String, in folder: GalleryTestFolder) -> [GalleryFileError.Problem] {
        do {
            _ = try parse(text, in: folder)
            return []
        } catch let e as GalleryFileError {
            return e.problems
        } catch {
            return [.init(place: "?", message: "\(error)")]
        }
    }

    @Test func everyMistakeIsReportedWithItsPlace() throws {
        let folder = try GalleryTestFolder()
        defer { folder.remove() }
        try folder.write("en-US/home.png")
        let found = problems("""
        {"poses": ["open", "boook"], "width": "wide", "colour": "red",
         "entries": [
           {"captures": "en-US/*.png", "angles": [90, 200], "shadow": "no"},
           {"captures": ["fr-FR/*.png", 3], "output": "../up"},
           "just a string",
           {"poses": []}
         ]}
        """, in: folder)
        let places = Set(found.map(\.place))
        for expected in ["poses[1]", "width", "colour", "entries[0].angles[1]", "entries[0].shadow",
                         "entries[1].captures[0]", "entries[1].captures[1]", "entries[1].output", "entries[2]",
                         "entries[3].poses", "entries[3].captures"] {
            #expect(places.contains(expected), "no problem reported at \(expected): \(found)")
        }
        let byPlace = Dictionary(found.map { ($0.place, $0.message) }, uniquingKeysWith: { a, _ in a })
        #expect(byPlace["poses[1]"]?.contains("expected one of closed") == true)
        #expect(byPlace["poses[1]"]?.contains("boook") == true)
        #expect(byPlace["width"]?.contains("whole number") == true)
        #expect(byPlace["entries[0].angles[1]"]?.contains("0 to 180") == true)
        #expect(byPlace["entries[1].captures[0]"]?.contains("matches") == true)
    }

    @Test func syntaxErrorsNameTheLine() throws {
        let folder = try GalleryTestFolder()
        defer { folder.remove() }
        let found = problems("{\n  \"entries\": [\n    {\"captures\": \"a.png\",,}\n  ]\n}", in: folder)
        #expect(found.count == 1)
        #expect(found.first?.message.contains("line 3") == true, "\(found)")
    }

    @Test func aGoodFileResolvesGlobsPathsOverridesAndNames() throws {
        let folder = try GalleryTestFolder()
        defer { folder.remove() }
        for f in ["shots/en-US/home.png", "shots/en-US/list.png", "shots/de-DE/home.png", "shots/cover.jpg"] { try folder.write(f) }
        let file = try parse("""
        {"version": 1, "root": "shots", "poses": ["open", "book"], "angles": [100, 128], "width": 800,
         "entries": [
           {"captures": "**/*.png"},
           {"capture": "cover.jpg", "poses": ["closed"], "background": "#101010", "shadow": false, "output": "marketing"}
         ]}
        """, in: folder)
        #expect(file.entries.count == 2)
        #expect(file.entries[0].captures.map(\.name) == ["de-DE/home", "en-US/home", "en-US/list"])
        #expect(file.entries[0].poses == [.open, .book])
        #expect(file.entries[0].angles[.book] == [100, 128] && file.entries[0].angles[.laptop] == [100, 128])
        #expect(file.entries[0].settings.map(\.setting) == [.width])
        #expect(file.entries[1].captures.map(\.name) == ["marketing/cover"])
        #expect(file.entries[1].poses == [.closed])
        let settings = file.entries[1].settings.map(\.setting)
        #expect(settings.contains(.width) && settings.contains(.background) && settings.contains(.shadow))
        #expect(file.entries[1].settings.first { $0.setting == .shadow }?.value == .flag(false))
        #expect(file.entries[1].settings.first { $0.setting == .background }?.place == "entries[1].background")

        // A library user turns the file into render jobs without the command line.
        let items = try file.items()
        #expect(items.map(\.name) == ["de-DE/home", "en-US/home", "en-US/list", "marketing/cover"])
        #expect(items.allSatisfy { $0.options.framing.width == 800 })
        #expect(items[3].options.shadow == false && items[0].options.shadow == true)
        #expect(items[3].options.framing.background == StraightRGBA8(r: 16, g: 16, b: 16).premultiplied)
        #expect(items[0].poses == [.open, .book] && items[0].angles[.book] == [100, 128])
        // A caller's own settings go on top, and settings that do not go together are reported at their entry.
        let small = try file.items(overriding: { try $0.set(.width, to: .number(400)) }, poses: [.open])
        #expect(small.allSatisfy { $0.options.framing.width == 400 && $0.poses == [.open] })
        do {
            _ = try file.items(overriding: { try $0.set(.scale, to: .number(0.5)) })
            Issue.record("width and scale together should be refused")
        } catch let e as GalleryFileError {
            #expect(e.problems.map(\.place) == ["entries[0]", "entries[1]"])
            #expect(e.problems[0].message == "give width or scale, not both")
        }
    }

    @Test(arguments: [
        (#""quality": 0"#, "quality", "must be between 1 and 100, got 0"),
        (#""pngLevel": 2.5"#, "pngLevel", "expects a whole number, got 2.5"),
        (#""elevation": 0"#, "elevation", "must be from 5 to 90 degrees"),
        (#""fit": "crop""#, "fit", "must be one of fill, fit, stretch, got 'crop'"),
        (#""background": "blurple""#, "background", "expects a colour such as"),
        (#""widht": 300"#, "widht", "did you mean \"width\"?"),
    ])
    func settingMistakesNameTheSettingNotAFlag(_ field: String, _ place: String, _ message: String) throws {
        let folder = try GalleryTestFolder()
        defer { folder.remove() }
        try folder.write("home.png")
        let found = problems("{\(field), \"entries\": [{\"captures\": \"home.png\"}]}", in: folder)
        #expect(found.map(\.place) == [place], "\(found)")
        #expect(found.first?.message.contains(message) == true, "\(found)")
        #expect(found.first?.message.contains("--") == false, "\(found)")
    }

    @Test func theSameCaptureTwiceNeedsItsOwnOutputFolder() throws {
        let folder = try GalleryTestFolder()
        defer { folder.remove() }
        try folder.write("home.png")
        let found = problems(#"{"entries": [{"captures": "home.png"}, {"captures": "*.png", "width": 300}]}"#, in: folder)
        #expect(found.map(\.place) == ["entries[1].captures"], "\(found)")
        _ = try parse(#"{"entries": [{"captures": "home.png"}, {"captures": "*.png", "width": 300, "output": "small"}]}"#, in: folder)
    }

    @Test func capturesOutsideTheRootAreRefused() throws {
        let folder = try GalleryTestFolder()
        defer { folder.remove() }
        try folder.write("outside.png")
        try folder.write("sub/gallery-root/x.png")
        try folder.write("sub/gallery.json", #"{"root": "gallery-root", "entries": [{"captures": "../../outside.png"}, {"captures": "../*.png"}]}"#)
        do {
            _ = try GalleryFile.load(folder.path + "/sub/gallery.json")
            Issue.record("expected problems")
        } catch let e as GalleryFileError {
            #expect(e.problems.map(\.place) == ["entries[0].captures", "entries[1].captures"], "\(e.problems)")
        }
    }
}

/// The example gallery file in Docs/ is valid and runs on the repository's own captures.
struct GalleryExampleFileTests {
    @Test func theDocumentedExampleIsValid() throws {
        let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        let file = try GalleryFile.load(repo + "/Docs/examples/gallery.json")
        #expect(file.entries.count == 3)
        #expect(file.entries[0].captures.count >= 4)
        #expect(file.entries[1].captures.map(\.name) == ["folds/open", "folds/upright"])
        #expect(file.entries[2].captures.map(\.name) == ["store/small/closed"])
        #expect(file.bezels.map { FileBytes.isDirectory($0) } == true)
    }
}
