import Foundation
import Testing
import Codecs
import Raster
@testable import Compose
@testable import DuoMockupCLI

/// Assets by locale: background images and captures with `{locale}` falling back to the source
/// locale's, per-locale styles (`localeStyles`), captures read from fastlane snapshot's folders,
/// pages written in fastlane deliver's layout, and transparent pages (`"background": "none"`).
@Suite(.serialized) struct LocaleAssetsTests {
    /// A storefile in a folder of its own holding `files` (path → text); its problems, or none.
    static func check(_ json: String, files: [String: String] = [:], in given: String? = nil) throws
        -> (dir: String, result: Result<(Storefile, StringTables), StorefileError>) {
        let dir = try given ?? ComposeTestFiles.temporaryFolder()
        for (path, text) in files { try ComposeTestFiles.write(text, to: dir + "/" + path) }
        try ComposeTestFiles.write(json, to: dir + "/store.json")
        do {
            let loaded = try StorefileChecker.loadWithStrings(dir + "/store.json")
            return (dir, .success(loaded))
        } catch let e as StorefileError {
            return (dir, .failure(e))
        }
    }

    static func problems(_ r: Result<(Storefile, StringTables), StorefileError>) -> [String: String] {
        guard case .failure(let e) = r else { return [:] }
        return Dictionary(e.problems.map { ($0.place, $0.message) }, uniquingKeysWith: { $0 + " | " + $1 })
    }

    static func plan(_ r: Result<(Storefile, StringTables), StorefileError>, layout: OutputLayout = .folders) throws -> ComposePlan {
        let (file, strings) = try r.get()
        return try ComposePlan.make(file, strings: strings, layout: layout)
    }

    /// The first page of `locale`'s first spread.
    static func page(_ plan: ComposePlan, _ locale: String) throws -> StorePage {
        try #require(plan.jobs.first { $0.locale.code == locale }).spread.pages[0]
    }

    @Test func aBackgroundImageWithLocaleFallsBackToTheSourceLocalesFile() throws {
        let json = """
        {"sourceLocale": "en-US", "locales": ["en-US", "de-DE", "ja"],
         "style": {"background": {"type": "image", "image": "art/{locale}/bg.png"}},
         "sets": [{"size": [90, 160], "pages": [{"name": "a", "title": "A"}]}]}
        """
        let (dir, result) = try Self.check(json, files: ["art/en-US/bg.png": "x", "art/de/bg.png": "x"])
        let plan = try Self.plan(result)
        #expect(try Self.page(plan, "en-US").style.background == .image(path: dir + "/art/en-US/bg.png", mode: .fill, colour: .init(r: 0, g: 0, b: 0)))
        #expect(try Self.page(plan, "de-DE").style.background == .image(path: dir + "/art/de/bg.png", mode: .fill, colour: .init(r: 0, g: 0, b: 0)))
        #expect(try Self.page(plan, "ja").style.background == .image(path: dir + "/art/en-US/bg.png", mode: .fill, colour: .init(r: 0, g: 0, b: 0)))

        // Without the source locale's file, ja has nothing to fall back to: named with the files tried.
        let (_, missing) = try Self.check(json, files: ["art/de/bg.png": "x"])
        let message = try #require(Self.problems(missing)["style.background.image"])
        #expect(message.contains("no image for ja and none to fall back to: tried "), "\(message)")
        #expect(message.contains("art/ja/bg.png") && message.contains("art/en-US/bg.png") && message.contains("art/en/bg.png"))
        #expect(!message.contains("for de-DE"))
    }

    @Test func aLocaleStyleAppliesOnlyToItsLocaleAfterThePagesStyle() throws {
        let (_, result) = try Self.check("""
        {"sourceLocale": "en-US", "locales": ["en-US", "de-DE", "ja"],
         "style": {"caption": {"titleSize": 0.08, "fonts": ["DejaVu Sans"]}},
         "localeStyles": {"ja": {"caption": {"titleSize": 0.05, "fonts": ["Hiragino Sans", "DejaVu Sans"], "titleWeight": 500}},
                          "de": {"caption": {"titleColor": "#ff0000"}}},
         "sets": [{"size": [90, 160], "pages": [
           {"name": "a", "title": "A", "style": {"caption": {"titleSize": 0.09, "lines": 3}}},
           {"name": "b", "title": "B"}]}]}
        """)
        let plan = try Self.plan(result)
        let en = try Self.page(plan, "en-US").style.caption, de = try Self.page(plan, "de-DE").style.caption
        let ja = try Self.page(plan, "ja").style.caption
        // The page's own size (0.09) wins over the top's; ja's override wins over the page's; the rest merge key by key.
        #expect(en.titleSize == 0.09 && en.fonts == ["DejaVu Sans"] && en.titleWeight == 700 && en.lines == 3)
        #expect(ja.titleSize == 0.05 && ja.fonts == ["Hiragino Sans", "DejaVu Sans"] && ja.titleWeight == 500 && ja.lines == 3)
        #expect(de.titleColour == StraightRGBA8(r: 255, g: 0, b: 0) && de.titleSize == 0.09 && en.titleColour != de.titleColour)
        #expect(ja.titleColour == en.titleColour)
        // The planned pages describe one locale each: no per-locale styles left in what stamps hash.
        #expect(plan.jobs.allSatisfy { $0.spread.pages.allSatisfy(\.localeStyles.isEmpty) })
        #expect(try #require(plan.jobs.last { $0.locale.code == "ja" }).spread.pages[0].style.caption.titleSize == 0.05)
    }

    @Test func localeStylesMistakesAreReportedAtTheirPlace() throws {
        let (_, result) = try Self.check("""
        {"sourceLocale": "en-US", "locales": ["en-US", "de-DE"],
         "localeStyles": {"fr": {"caption": {"titleSize": 0.05}}, "de-DE": {"caption": {"titelSize": 0.05}},
                          "de_de": {"mirrorRightToLeft": true}, "en-us": {"background": {"type": "linaer"}}},
         "sets": [{"size": [90, 160], "pages": [{"name": "a", "title": "A"}]}]}
        """)
        let found = Self.problems(result)
        #expect(found["localeStyles.fr"]?.hasPrefix("no locale takes this style: fr matches none of the locales (en-US, de-DE)") == true, "\(found)")
        #expect(found["localeStyles.de-DE.caption.titelSize"] == "unknown field; did you mean \"titleSize\"?", "\(found)")
        #expect(found["localeStyles.de_de"] == "de_de is de-DE again, spelled another way; give each locale one entry", "\(found)")
        #expect(found["localeStyles.en-us.background.type"]?.contains("did you mean linear?") == true, "\(found)")
        let (_, notAnObject) = try Self.check(#"{"localeStyles": ["ja"], "sets": [{"size": [90, 160], "pages": [{"name": "a"}]}]}"#)
        #expect(Self.problems(notAnObject)["localeStyles"]?.hasPrefix("expected an object from locale to style") == true)
    }

    @Test func capturesAreReadFromAFastlaneSnapshotFolderAsSnapshotLeavesIt() throws {
        let dir = try ComposeTestFiles.temporaryFolder()
        let shots = dir + "/fastlane/screenshots"
        try ComposeTestFiles.write("en", to: shots + "/en-US/iPhone 15 Pro-01Hero.png")
        try ComposeTestFiles.write("en", to: shots + "/en-US/iPhone 15 Pro-02Settings.png")
        try ComposeTestFiles.write("de", to: shots + "/de-DE/iPhone15Pro-01Hero.png")          // an older snapshot's name
        try ComposeTestFiles.write("pt", to: shots + "/pt-BR/iPad Pro 13-inch (M4)-01Hero.png")
        try ComposeTestFiles.write("pt", to: shots + "/pt-BR/iPhone 15 Pro-01Hero.png")
        try ComposeTestFiles.write("notes", to: shots + "/screenshots.html")
        let any = FastlaneSnapshot(folder: shots, name: "01Hero")
        let en = LocaleCode("en-US")
        // de (a language) finds de-DE's folder (another region); ja has none and takes en-US's.
        #expect(any.lookup(locale: LocaleCode("de"), source: en) == .found(shots + "/de-DE/iPhone15Pro-01Hero.png"))
        #expect(any.lookup(locale: LocaleCode("ja"), source: en) == .found(shots + "/en-US/iPhone 15 Pro-01Hero.png"))
        #expect(any.lookup(locale: LocaleCode("pt_BR"), source: en)
                == .ambiguous(folder: shots + "/pt-BR", devices: ["iPad Pro 13-inch (M4)", "iPhone 15 Pro"]))
        let phone = FastlaneSnapshot(folder: shots, name: "01Hero", device: "iPhone 15 Pro")
        #expect(phone.lookup(locale: LocaleCode("pt-BR"), source: en) == .found(shots + "/pt-BR/iPhone 15 Pro-01Hero.png"))
        #expect(phone.lookup(locale: LocaleCode("de-DE"), source: en) == .found(shots + "/de-DE/iPhone15Pro-01Hero.png"))
        // A shot only en-US has: the other locales fall back to it.
        let settings = FastlaneSnapshot(folder: shots, name: "02Settings")
        #expect(settings.lookup(locale: LocaleCode("de-DE"), source: en) == .found(shots + "/en-US/iPhone 15 Pro-02Settings.png"))
        #expect(FastlaneSnapshot(folder: shots, name: "03None").lookup(locale: LocaleCode("ja"), source: en)
                == .missing(tried: [shots + "/ja", shots + "/en-US"]))

        // Through the storefile: the plan's captures are the shots; mistakes name their place.
        let (_, result) = try Self.check("""
        {"sourceLocale": "en-US", "locales": ["en-US", "de", "ja"],
         "sets": [{"size": [90, 160], "pages": [
           {"name": "a", "devices": [{"capture": {"fastlane": "fastlane/screenshots", "name": "01Hero"}, "pose": "closed"}]}]}]}
        """, in: dir)
        let plan = try Self.plan(result)
        let captures = plan.jobs.map { "\($0.locale): \($0.spread.mockupKeys[0][0].capture)" }
        #expect(captures == ["en-US: \(shots)/en-US/iPhone 15 Pro-01Hero.png", "de: \(shots)/de-DE/iPhone15Pro-01Hero.png",
                             "ja: \(shots)/en-US/iPhone 15 Pro-01Hero.png"])
        let (_, wrong) = try Self.check("""
        {"sourceLocale": "en-US", "locales": ["en-US", "pt-BR"],
         "sets": [{"size": [90, 160], "pages": [
           {"name": "a", "devices": [{"capture": {"fastlane": "fastlane/screenshots", "name": "01Hero"}}]},
           {"name": "b", "devices": [{"capture": {"fastlane": "fastlane/screenshots", "name": "09Gone", "devise": "x"}}]},
           {"name": "c", "devices": [{"capture": {"fastlane": "fastlane/shots", "name": "01Hero"}}]},
           {"name": "d", "devices": [{"capture": {"name": "01Hero"}}]}]}]}
        """, in: dir)
        let found = Self.problems(wrong)
        #expect(found["sets[0].pages[0].devices[0].capture"]
                == "\(shots)/pt-BR holds 01Hero from 2 devices (iPad Pro 13-inch (M4), iPhone 15 Pro); give \"device\" to pick one", "\(found)")
        #expect(found["sets[0].pages[1].devices[0].capture.devise"] == "unknown field; did you mean \"device\"?", "\(found)")
        #expect(found["sets[0].pages[1].devices[0].capture"]?.contains("no snapshot named 09Gone for pt-BR and none to fall back to: "
                + "looked for <device>-09Gone.png in \(shots)/pt-BR, \(shots)/en-US") == true, "\(found)")
        #expect(found["sets[0].pages[2].devices[0].capture.fastlane"] == "\(dir)/fastlane/shots is not a folder", "\(found)")
        #expect(found["sets[0].pages[3].devices[0].capture.fastlane"]?.hasPrefix("missing: expected fastlane snapshot's output folder") == true)
    }

    /// A project of one 360×640 set (the cover, flat, with a title) in two locales, its capture a
    /// fastlane snapshot, background `background`, pages `pages`.
    static func project(pages: [String], background: String = "\"#203040\"", size: String = "[360, 640]",
                        format: String = "png", in given: String? = nil) throws -> (dir: String, storefile: String) {
        let dir = try given ?? {
            let d = try ComposeTestFiles.temporaryFolder()
            _ = try ComposeTestFiles.bezelSet(in: d + "/bezels")
            try ComposeTestFiles.write(ComposeTestFiles.capture(.closed), to: d + "/fastlane/screenshots/en-US/iPhone Duo-01Hero.png")
            return d
        }()
        let list = pages.map { #"{"name": "\#($0)", "title": "Hi \#($0)", "devices": [{"capture": {"fastlane": "fastlane/screenshots", "name": "01Hero"}, "pose": "closed"}]}"# }
        try ComposeTestFiles.write("""
        {"version": 1, "bezels": "bezels", "sourceLocale": "en-US", "locales": ["en-US", "de-DE"], "format": "\(format)",
         "style": {"background": \(background), "caption": {"fonts": ["DejaVu Sans"], "titleSize": 0.1}},
         "sets": [{"name": "web", "size": \(size), "pages": [\(list.joined(separator: ", "))]}]}
        """, to: dir + "/store.json")
        return (dir, dir + "/store.json")
    }

    static func run(_ arguments: [String]) -> (status: Int32, err: String) {
        let console = Console.capturing()
        let status = DuoMockupTool.run(arguments, console: console)
        return (status, console.capturedError)
    }

    static func files(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    @Test func deliverPutsThePagesInEachLanguageFolderAndRemovesOnlyItsOwn() throws {
        let (dir, storefile) = try Self.project(pages: ["a", "b"])
        let out = dir + "/fastlane/delivered"
        let first = Self.run(["compose", storefile, "--deliver", out, "--jobs", "2"])
        #expect(first.status == 0, "\(first.err)")
        for locale in ["en-US", "de-DE"] {
            #expect(Self.files(out + "/" + locale) == ["web-01-a.png", "web-02-b.png"])
        }
        #expect(Self.files(out) == [".gallery", "de-DE", "en-US"])
        // The user's own files beside the pages, one named like a page.
        try ComposeTestFiles.write("mine", to: out + "/en-US/web-09-mine.png")
        try ComposeTestFiles.write("notes", to: out + "/en-US/notes.txt")
        // Page a leaves: b is renumbered, and the old 01-a and 02-b would be uploaded with it.
        _ = try Self.project(pages: ["b"], in: dir)
        let second = Self.run(["compose", storefile, "--deliver", out])
        #expect(second.status == 0, "\(second.err)")
        #expect(second.err.contains("duo-mockup: removed \(out)/en-US/web-02-b.png (no longer in the storefile)"), "\(second.err)")
        #expect(Self.files(out + "/en-US") == ["notes.txt", "web-01-b.png", "web-09-mine.png"])
        #expect(Self.files(out + "/de-DE") == ["web-01-b.png"])
        #expect(Self.files(out + "/.gallery/store-stamps/de-DE") == ["web-01-b.png.stamp"])
        // The pages are deliver's: opaque RGB at the set's size.
        let page = try ImageFile.read(path: out + "/de-DE/web-01-b.png")
        #expect(page.image.width == 360 && page.image.height == 640 && page.image.isOpaque)

        // -o and --deliver are one output each.
        let both = Self.run(["compose", storefile, "--deliver", out, "-o", dir + "/o"])
        #expect(both.status == 2 && both.err.contains("-o OUTDIR or --deliver DIR, not both"), "\(both.err)")
    }

    @Test func aTransparentPageHasAlphaWhereNothingIsDrawn() throws {
        let (dir, storefile) = try Self.project(pages: ["a"], background: "\"none\"")
        let out = dir + "/out"
        let composed = Self.run(["compose", storefile, "-o", out])
        #expect(composed.status == 0, "\(composed.err)")
        let path = out + "/en-US/web/01-a.png"
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(bytes[25] == 6, "PNG colour type \(bytes[25]), expected 6 (RGBA)")
        let image = try ImageFile.read(path: path).image
        for (x, y) in [(0, 0), (359, 0), (0, 639), (359, 639)] { #expect(image[x, y].a == 0, "(\(x), \(y))") }
        // The device is opaque at its centre; its shadow and the caption's edges are partly transparent.
        #expect(image[180, 400].a == 255)
        var partial = 0
        for y in 0..<640 { for x in 0..<360 where image[x, y].a > 0 && image[x, y].a < 255 { partial += 1 } }
        #expect(partial > 500, "\(partial) partly transparent pixels")
        // Not for a store: validate says so.
        let validated = Self.run(["validate", out + "/en-US"])
        #expect(validated.status == 1 && validated.err.contains("alpha"), "\(validated.err)")
    }

    @Test func aTransparentPageIsRefusedForAStorePresetAndForJPEG() throws {
        let (_, preset) = try Self.check("""
        {"locales": ["en-US", "ja"], "localeStyles": {"ja": {"background": "none"}},
         "sets": [{"preset": "google-play-phone", "pages": [{"name": "a"}, {"name": "b"}]},
                  {"preset": "app-store-duo-outer", "style": {"background": {"type": "none"}}, "pages": [{"name": "a"}]},
                  {"size": [90, 160], "style": {"background": "none"}, "pages": [{"name": "a"}]}]}
        """)
        let found = Self.problems(preset)
        #expect(found["sets[0].pages[0].style.background"] == "ja: \"none\" makes a transparent page, which google-play-phone cannot take: "
                + "Google Play refuses an alpha channel; give the set a \"size\" instead of a preset for pages for the web", "\(found)")
        #expect(found["sets[1].pages[0].style.background"]?.hasPrefix("\"none\" makes a transparent page, which app-store-duo-outer cannot take: the App Store") == true)
        #expect(found["sets[0].pages[1].style.background"] == nil && found["sets[2].pages[0].style.background"] == nil)
        #expect(found.count == 2, "\(found)")

        let (_, jpeg) = try Self.check("""
        {"format": "jpeg", "sets": [{"size": [90, 160], "pages": [{"name": "a", "style": {"background": "none"}}]}]}
        """)
        #expect(Self.problems(jpeg) == ["sets[0].pages[0].style.background":
                                         "\"none\" makes a transparent page, and JPEG has no alpha channel; set \"format\": \"png\""])
        let (_, video) = try Self.check("""
        {"sets": [{"size": [90, 160], "style": {"background": "none"}, "pages": [{"name": "a", "devices": [{"capture": "clip.mp4"}]}]}]}
        """, files: ["clip.mp4": "x"])
        #expect(Self.problems(video)["sets[0].pages[0].style.background"]?.contains("clip.mp4 and becomes a video, which is drawn without an alpha channel") == true,
                "\(Self.problems(video))")
        let (_, typo) = try Self.check(#"{"sets": [{"size": [90, 160], "style": {"background": {"type": "nne"}}, "pages": [{"name": "a"}]}]}"#)
        #expect(Self.problems(typo)["sets[0].style.background.type"]?.hasSuffix("did you mean none?") == true)
    }
}
