import Foundation
import TestSupport
import Testing
import Raster
@testable import Mockup

/// A temporary folder of bezel "files": names on disk, pixels in memory.
final class BezelFolder {
    let path: String
    var images: [String: Image] = [:]

    init() throws {
        path = ScratchRoot.path + "/bezel-set-test-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }

    func add(_ name: String, _ image: Image) {
        #expect(FileManager.default.createFile(atPath: path + "/" + name, contents: Data()))
        images[path + "/" + name] = image
    }

    func write(_ name: String, text: String) {
        #expect(FileManager.default.createFile(atPath: path + "/" + name, contents: Data(text.utf8)))
    }

    func reader(_ file: String) throws -> Image {
        guard let image = images[file] else { throw BezelError.unreadable(file: file, problem: "not in memory") }
        return image
    }

    func load() throws -> BezelSet { try BezelSet.load(directory: path, isExample: false, reader: reader) }
}

/// Half-scale holes of each pose (the 0.5x sizes of the poses' points, rounded).
let halfScaleHoles: [Pose: (Int, Int)] = [.closed: (233, 339), .closedTurned: (339, 233), .open: (476, 335), .upright: (335, 476)]

func testArt(_ pose: Pose, radius: Double = 20) -> BezelTestArt {
    let size = halfScaleHoles[pose]!
    var art = BezelTestArt(holeWidth: size.0, holeHeight: size.1, holeRadius: radius)
    art.shadingBand = 3
    return art
}

@Suite("Bezel sets")
struct BezelSetTests {
    @Test("a folder without manifest: every pose found from its screen, whatever the file names")
    func detectsEveryPose() throws {
        let folder = try BezelFolder()
        let names: [Pose: String] = [.closed: "Duo Cover - Graphite.png", .closedTurned: "x1.PNG",
                                     .open: "inner wide.png", .upright: "tall.png"]
        var arts: [Pose: BezelTestArt] = [:]
        for (pose, name) in names {
            arts[pose] = testArt(pose)
            folder.add(name, arts[pose]!.render())
        }
        folder.add("readme-preview.png", Image(width: 20, height: 20, fill: .white))
        let set = try folder.load()
        #expect(set.bezels.map(\.pose) == Pose.flatPoses)
        #expect(set.manifestPath == nil)
        for pose in Pose.allCases {
            let bezel = try set.bezel(for: pose)
            #expect(bezel.pose == pose.flatPose)
            #expect(bezel.path == folder.path + "/" + names[pose.flatPose]!)
            #expect(bezel.screen.rect == arts[pose.flatPose]!.hole)
            #expect(!bezel.isTurnedCopy)
        }
        let open = try set.bezel(for: .book), upright = try set.bezel(for: .laptop)
        #expect(open.hinge == Double(open.screen.rect.x) + 238)
        #expect(upright.hinge == Double(upright.screen.rect.y) + 238)
        // 40 pt at the art's scale (476 px for 951 pt).
        #expect(abs(open.creaseWidth! - 40 * 476 / 951) < 1e-9 && abs(upright.creaseWidth! - 40 * 476 / 951) < 1e-9)
        #expect(try set.bezel(for: .closed).hinge == nil)
        let preview = try #require(set.reports.first { $0.file == "readme-preview.png" })
        #expect(preview.pose == nil && preview.problem?.hasPrefix("no screen hole") == true)
    }

    @Test("a missing pose: the error lists each file and what it looked like")
    func missingPose() throws {
        let folder = try BezelFolder()
        let closed = testArt(.closed), open = testArt(.open)
        folder.add("a.png", closed.render())
        folder.add("b.png", open.render())
        let set = try folder.load()
        let error = #expect(throws: BezelError.self) { try set.bezel(for: .laptop) }
        let message = error?.description ?? ""
        #expect(message.hasPrefix("\(folder.path): no bezel for the laptop pose (it folds the upright art: a screen of aspect 669:951"))
        #expect(message.contains("a.png (\(closed.width)×\(closed.height), screen 233×339 at (\(closed.hole.x), \(closed.hole.y)), radius "))
        #expect(message.contains("b.png (\(open.width)×\(open.height), screen 476×335 at (\(open.hole.x), \(open.hole.y)), radius "))
        #expect(message.contains("aspect 0.687: closed); b.png") && message.hasSuffix("aspect 1.421: open)"))
        #expect(!message.contains("\n"))
    }

    @Test("without cover-turned art, the cover's portrait art is turned a quarter")
    func turnsCoverArt() throws {
        let folder = try BezelFolder()
        let art = testArt(.closed)
        folder.add("cover.png", art.render())
        let set = try folder.load()
        let closed = try set.bezel(for: .closed)
        let turned = try set.bezel(for: .closedTurned)
        #expect(turned.isTurnedCopy && turned.pose == .closedTurned)
        #expect(turned.art.width == closed.art.height && turned.art.height == closed.art.width)
        // The hole's top edge becomes its left edge; its right edge, the top.
        #expect(turned.screen.rect == PixelRect(x: art.hole.y, y: art.width - art.hole.maxX, width: 339, height: 233))
        // The top-right pixel of the portrait art becomes the top-left of the turned art.
        let w = closed.art.width
        for (x, y) in [(w - 30, 10), (100, 5), (12, 200)] {
            #expect(turned.art[y, w - 1 - x] == closed.art[x, y])
        }
        #expect(turned.screen.mask == (try ScreenDetection.detect(in: turned.art, file: "t")).mask)
    }

    @Test("two files for one pose: the error names both")
    func ambiguity() throws {
        let folder = try BezelFolder()
        let black = testArt(.open)
        folder.add("Black.png", black.render())
        folder.add("Silver.png", testArt(.open, radius: 22).render())
        folder.add("cover.png", testArt(.closed).render())
        let set = try folder.load()
        #expect(set.bezels.map(\.pose) == [.closed])
        let error = #expect(throws: BezelError.self) { try set.bezel(for: .book) }
        let message = error?.description ?? ""
        #expect(message.hasPrefix("\(folder.path): 2 files look like the open bezel: Black.png (\(black.width)×\(black.height)"))
        #expect(message.contains("; Silver.png (\(black.width)×\(black.height)"))
        #expect(try set.bezel(for: .closed).path.hasSuffix("/cover.png"))
    }

    @Test("a folder without PNG files is refused")
    func emptyFolder() throws {
        let folder = try BezelFolder()
        folder.write("notes.txt", text: "hello")
        #expect(throws: BezelError.noArtFiles(folder: folder.path, manifestName: "bezels.json")) {
            try folder.load()
        }
        #expect(throws: BezelError.noSuchFolder("/no/such/folder", namedBy: nil)) {
            try BezelSet.load(directory: "/no/such/folder", isExample: false, reader: folder.reader)
        }
    }

    @Test("a manifest names the files, screens, hinge, crease and thickness")
    func manifest() throws {
        let folder = try BezelFolder()
        let open = testArt(.open), closed = testArt(.closed)
        folder.add("wide.png", open.render())
        folder.add("cover.png", closed.render())
        folder.add("ignored.png", testArt(.upright).render())
        folder.write("bezels.json", text: """
        {"format": "duo-mockup-bezels/1", "bezels": {
          "open": {"file": "wide.png", "screen": [18, 18, 476, 335], "cornerRadius": 21, "hinge": 262.5,
                   "creaseWidth": 19, "thickness": 7},
          "closed": {"file": "cover.png"}}}
        """)
        let set = try folder.load()
        #expect(set.manifestPath == folder.path + "/bezels.json")
        #expect(set.bezels.map(\.pose) == [.closed, .open])
        let book = try set.bezel(for: .book)
        #expect(book.screen.rect == open.hole && book.screen.cornerRadius == 21)
        #expect(book.hinge == 262.5 && book.creaseWidth == 19 && book.thickness == 7)
        #expect(book.screen.mask == (try ScreenDetection.detect(in: open.render(), file: "w")).mask)
        #expect(try set.bezel(for: .closed).screen.rect == closed.hole)
        let error = #expect(throws: BezelError.self) { try set.bezel(for: .upright) }
        #expect(error?.description == "\(folder.path)/bezels.json: no bezel for the upright pose (a screen of aspect 669:951 = 0.703); it names: closed, open")
    }

    @Test("a manifest that does not fit its art is refused, naming the field or file")
    func badManifest() throws {
        let folder = try BezelFolder()
        let open = testArt(.open)
        folder.add("wide.png", open.render())
        folder.write("bezels.json", text: #"{"bezels": {"open": {"file": "wide.png", "screen": [18, 18, 600, 335]}}}"#)
        let error = #expect(throws: BezelError.self) { try folder.load() }
        #expect(error?.description.hasPrefix("\(folder.path)/bezels.json: bezels.open.screen: 600×335 at (18, 18) does not lie within wide.png (\(open.width)×\(open.height))") == true)
        folder.write("bezels.json", text: #"{"bezels": {"upright": {"file": "tall.png"}}}"#)
        #expect(throws: BezelError.noSuchFile("\(folder.path)/tall.png", namedBy: "\(folder.path)/bezels.json for the upright pose")) {
            try folder.load()
        }
    }

    @Test("one file used directly: pose from its aspect, else the nearest of its orientation, else as asked")
    func singleFile() throws {
        let folder = try BezelFolder()
        folder.add("duo.png", testArt(.upright).render())
        // A tall phone of another make: 1179×2556 at 1/6 scale.
        folder.add("other.png", BezelTestArt(holeWidth: 196, holeHeight: 426, holeRadius: 30).render())
        let duo = try BezelSet.single(file: folder.path + "/duo.png", pose: nil, reader: folder.reader)
        #expect(duo.pose == .upright && duo.hinge != nil)
        let other = try BezelSet.single(file: folder.path + "/other.png", pose: nil, reader: folder.reader)
        #expect(other.pose == .closed && other.screen.rect.width == 196)
        let asked = try BezelSet.single(file: folder.path + "/other.png", pose: .laptop, reader: folder.reader)
        #expect(asked.pose == .upright)
        #expect(throws: BezelError.noSuchFile("/nope.png", namedBy: nil)) { try BezelSet.single(file: "/nope.png") }
    }
}
