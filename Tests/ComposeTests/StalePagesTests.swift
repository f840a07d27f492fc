import _Batch
import Foundation
import Testing
import Codecs
import Gallery
@testable import Compose
@testable import DuoMockupCLI

/// Pages an earlier run wrote that the storefile no longer makes are removed, through the
/// command, at 1x sizes; edited pages, other locales' pages and the user's own files stay.
@Suite(.serialized) struct StalePagesTests {
    /// A project of one 360×640 set in two locales whose pages (each the cover, flat) are `pages`;
    /// a name "s*2" is a spread of two pages, "s" and "s-2", with the open phone across the cut.
    static func project(pages: [String], locales: [String] = ["en-US", "de-DE"], in dir: String? = nil) throws -> (dir: String, storefile: String) {
        let dir = try dir ?? {
            let d = try ComposeTestFiles.temporaryFolder()
            _ = try ComposeTestFiles.bezelSet(in: d + "/bezels")
            try ComposeTestFiles.write(ComposeTestFiles.capture(.closed), to: d + "/shots/closed.png")
            return d
        }()
        let list = pages.map { name in
            name.hasSuffix("*2")
                ? #"{"name": "s", "span": 2, "devices": [{"capture": "shots/closed.png", "pose": "closed", "x": 1.0, "y": 0.5}]}, {"name": "s-2"}"#
                : #"{"name": "\#(name)", "title": "\#(name)", "devices": [{"capture": "shots/closed.png", "pose": "closed"}]}"#
        }
        try ComposeTestFiles.write("""
        {"version": 1, "bezels": "bezels", "sourceLocale": "en-US",
         "locales": [\(locales.map { "\"\($0)\"" }.joined(separator: ", "))],
         "style": {"background": {"type": "color", "color": "#203040"}, "caption": {"fonts": ["DejaVu Sans"]}},
         "sets": [{"name": "small", "size": [360, 640], "pages": [\(list.joined(separator: ", "))]}]}
        """, to: dir + "/store.json")
        return (dir, dir + "/store.json")
    }

    static func compose(_ storefile: String, _ out: String, _ extra: [String] = []) -> (status: Int32, err: String) {
        let console = Console.capturing()
        let status = DuoMockupTool.run(["compose", storefile, "-o", out, "--jobs", "2"] + extra, console: console)
        return (status, console.capturedError)
    }

    static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    @Test func aDroppedPageAndTheOnesRenumberedAfterItAreRemoved() throws {
        let (dir, storefile) = try Self.project(pages: ["a", "b", "c"])
        let out = dir + "/out"
        let first = Self.compose(storefile, out)
        #expect(first.status == 0, "\(first.err)")
        #expect(first.err.contains("6 pages written, 0 up to date, 0 failed ("))
        for locale in ["en-US", "de-DE"] {
            for page in ["01-a", "02-b", "03-c"] { #expect(Self.exists("\(out)/\(locale)/small/\(page).png")) }
        }
        let stamp = try String(contentsOfFile: out + "/.gallery/store-stamps/en-US/small/02-b.png.stamp", encoding: .utf8)
        #expect(stamp.split(separator: "\n").count == 3 && stamp.contains("\nstorefile ../store.json\n") && stamp.contains(" en-US/small/02-b.png"), "\(stamp)")

        // Page b leaves: c becomes 02-c; the old 02-b and 03-c would otherwise still sit in the set's folder.
        _ = try Self.project(pages: ["a", "c"], in: dir)
        let second = Self.compose(storefile, out)
        #expect(second.status == 0, "\(second.err)")
        #expect(second.err.contains("2 pages written, 2 up to date, 0 failed, 4 removed as no longer in the storefile ("), "\(second.err)")
        #expect(second.err.contains("duo-mockup: removed \(out)/de-DE/small/03-c.png (no longer in the storefile)"), "\(second.err)")
        for locale in ["en-US", "de-DE"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: "\(out)/\(locale)/small").sorted()
            #expect(names == ["01-a.png", "02-c.png"], "\(locale): \(names)")
        }
        let stamps = try FileManager.default.contentsOfDirectory(atPath: out + "/.gallery/store-stamps/en-US/small").sorted()
        #expect(stamps == ["01-a.png.stamp", "02-c.png.stamp"])

        // Nothing is left to remove: the next run says nothing of it.
        let json = Console.capturing()
        #expect(DuoMockupTool.run(["compose", storefile, "-o", out, "--json"], console: json) == 0)
        #expect(json.capturedOutputText.contains("\"removedStale\": []"), "\(json.capturedOutputText)")
    }

    @Test func editedPagesOtherLocalesAndTheUsersFilesStay() throws {
        let (dir, storefile) = try Self.project(pages: ["a", "b"])
        let out = dir + "/out"
        #expect(Self.compose(storefile, out).status == 0)
        // Someone touches up en-US's page b by hand, and keeps files of their own beside the pages.
        try ComposeTestFiles.write(ComposeTestFiles.capture(.closed, tint: 90), to: out + "/en-US/small/02-b.png")
        try ComposeTestFiles.write("notes", to: out + "/en-US/small/notes.txt")
        try ComposeTestFiles.write(ComposeTestFiles.capture(.closed), to: out + "/en-US/small/09-mine.png")

        _ = try Self.project(pages: ["a"], in: dir)
        // Limited to en-US, the run answers for en-US's pages only.
        let run = Self.compose(storefile, out, ["--locales", "en-US"])
        #expect(run.status == 0, "\(run.err)")
        #expect(run.err.contains("duo-mockup: note: en-US/small/02-b.png is no longer in the storefile but was changed since it was written: kept"),
                "\(run.err)")
        #expect(!run.err.contains("removed as no longer"))
        for kept in ["en-US/small/02-b.png", "en-US/small/notes.txt", "en-US/small/09-mine.png", "de-DE/small/02-b.png"] {
            #expect(Self.exists(out + "/" + kept), "\(kept)")
        }
        // The whole storefile again: de-DE's unchanged page b goes, the edited one still stays.
        let all = Self.compose(storefile, out)
        #expect(all.err.contains("1 removed as no longer in the storefile"), "\(all.err)")
        #expect(!Self.exists(out + "/de-DE/small/02-b.png"))
        #expect(Self.exists(out + "/en-US/small/02-b.png"))
    }

    @Test func aDroppedLocaleLeavesNoFolderBehind() throws {
        let (dir, storefile) = try Self.project(pages: ["a", "b"])
        let out = dir + "/out"
        #expect(Self.compose(storefile, out).status == 0)
        _ = try Self.project(pages: ["a", "b"], locales: ["en-US"], in: dir)
        // Quiet: nothing said, the pages still go.
        let run = Self.compose(storefile, out, ["--quiet"])
        #expect(run.status == 0 && run.err.isEmpty, "\(run.err)")
        #expect(!Self.exists(out + "/de-DE"))
        #expect(!Self.exists(out + "/.gallery/store-stamps/de-DE"))
        #expect(Self.exists(out + "/en-US/small/02-b.png"))
    }

    @Test func aSpreadThatLosesAPageLosesItsFile() throws {
        let (dir, storefile) = try Self.project(pages: ["a", "s*2"], locales: ["en-US"])
        let out = dir + "/out"
        #expect(Self.compose(storefile, out).status == 0)
        #expect(Self.exists(out + "/en-US/small/03-s-2.png"))
        // The spread becomes one page: its stamp keeps its name (02-s) and is written over, so the
        // page it no longer makes is known only from the stamp as it was before the run.
        _ = try Self.project(pages: ["a", "s"], locales: ["en-US"], in: dir)
        let run = Self.compose(storefile, out)
        #expect(run.err.contains("1 page written, 1 up to date, 0 failed, 1 removed as no longer in the storefile"), "\(run.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out + "/en-US/small").sorted() == ["01-a.png", "02-s.png"])
    }

    @Test func aStampNamingFilesOutsideTheOutputFolderRemovesNothing() throws {
        let (dir, storefile) = try Self.project(pages: ["a"], locales: ["en-US"])
        let out = dir + "/out"
        #expect(Self.compose(storefile, out).status == 0)
        // A stamp someone wrote by hand (or a damaged one) naming a file beside OUTDIR, an input,
        // a file through a link and the bookkeeping folder, each with its true hash.
        let outside = dir + "/keep.png"
        try ComposeTestFiles.write(ComposeTestFiles.capture(.closed), to: outside)
        try FileManager.default.createSymbolicLink(atPath: out + "/en-US/link.png", withDestinationPath: outside)
        let stampOf = { (path: String) in try ContentHash.ofFile(path).hex }
        let lines = ["0123456789abcdef", "storefile ../store.json",
                     "\(try stampOf(outside)) ../keep.png",
                     "\(try stampOf(outside)) /\(outside)",
                     "\(try stampOf(storefile)) ../store.json",
                     "\(try stampOf(outside)) en-US/link.png",
                     "\(try stampOf(out + "/.gallery/store-stamps/en-US/small/01-a.png.stamp")) .gallery/store-stamps/en-US/small/01-a.png.stamp"]
        try ComposeTestFiles.write(lines.joined(separator: "\n") + "\n", to: out + "/.gallery/store-stamps/en-US/small/zz.png.stamp")
        let run = Self.compose(storefile, out)
        #expect(run.status == 0, "\(run.err)")
        #expect(!run.err.contains("removed as no longer"), "\(run.err)")
        for kept in [outside, storefile, out + "/.gallery/store-stamps/en-US/small/01-a.png.stamp", out + "/en-US/small/01-a.png"] {
            #expect(Self.exists(kept), "\(kept)")
        }
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: out + "/en-US/link.png")) == outside)
    }

    @Test func twoStorefilesShareAnOutputFolderWithoutRemovingEachOthersPages() throws {
        let (dir, storefile) = try Self.project(pages: ["a", "b"], locales: ["en-US"])
        let out = dir + "/out"
        #expect(Self.compose(storefile, out).status == 0)
        // A second storefile beside the first, its own set, the same OUTDIR.
        let other = dir + "/tablet.json"
        try ComposeTestFiles.write(try String(contentsOfFile: storefile, encoding: .utf8)
            .replacingOccurrences(of: "\"name\": \"small\"", with: "\"name\": \"tablet\""), to: other)
        let run = Self.compose(other, out)
        #expect(run.err.contains("2 pages written, 0 up to date, 0 failed ("), "\(run.err)")
        for page in ["small/01-a.png", "small/02-b.png", "tablet/01-a.png", "tablet/02-b.png"] {
            #expect(Self.exists(out + "/en-US/" + page), "\(page)")
        }
        // Each still cleans up after itself: the first drops b, and only its own b goes.
        _ = try Self.project(pages: ["a"], locales: ["en-US"], in: dir)
        #expect(Self.compose(storefile, out).err.contains("1 removed as no longer in the storefile"))
        #expect(!Self.exists(out + "/en-US/small/02-b.png") && Self.exists(out + "/en-US/tablet/02-b.png"))
        #expect(StalePages.owner(storefile: storefile, outputDirectory: out) == "../store.json")
    }

    @Test func stampsReadBackAndOlderOnesHoldTheKeyAlone() {
        let stamp = PageStamp(key: "0123456789abcdef", owner: "../store front.json",
                              pages: [.init(file: "en-US/small/01-a b.png", hash: "00000000000000ff")])
        #expect(PageStamp(text: stamp.text) == stamp)
        #expect(PageStamp(text: "0123456789abcdef\n") == PageStamp(key: "0123456789abcdef", owner: nil, pages: []))
        #expect(PageStamp(text: "") == nil)
        #expect(PageStamp(text: "key\nnot-a-hash en-US/x.png\n") == nil)
    }
}
