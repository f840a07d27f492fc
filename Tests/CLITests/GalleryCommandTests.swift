import TestSupport
import DuoMockup
import Foundation
import Testing
@testable import DuoMockupCLI

/// `duo-mockup gallery` end to end on small synthetic captures and bezels: layout, bad captures,
/// incremental runs, shards, gallery-file errors, output safety, the contact sheet and the page.
@Suite(.serialized) struct GalleryCommandTests {
    /// A folder with captures in two language folders, a bezel set, and an OUTDIR path.
    struct Fixture {
        let dir: String
        var captures: String { dir + "/captures" }
        var bezels: String { dir + "/bezels" }
        var out: String { dir + "/out" }

        init(bad: Bool = false) throws {
            dir = try TestFiles.temporaryFolder()
            for lang in ["en-US", "de-DE"] {
                try FileManager.default.createDirectory(atPath: captures + "/" + lang, withIntermediateDirectories: true)
                try ImageFile.write(TestFiles.sampleCapture(width: 951, height: 669), to: captures + "/\(lang)/home.png")
                try ImageFile.write(TestFiles.sampleCapture(width: 466, height: 678), to: captures + "/\(lang)/cover.png")
            }
            if bad {
                try Array("this is not a PNG at all".utf8).withUnsafeBytes {
                    try Data($0).write(to: URL(fileURLWithPath: captures + "/de-DE/broken.png"))
                }
                try ImageFile.write(Image(width: 466, height: 678, fill: .black), to: captures + "/en-US/black.png")
                try ImageFile.write(TestFiles.sampleCapture(width: 300, height: 300), to: captures + "/en-US/odd.png")
            }
            _ = try TestFiles.writeBezelSet(in: bezels, poses: [.closed, .open, .upright])
        }

        func remove() { try? FileManager.default.removeItem(atPath: dir) }

        /// The flat outputs (the tests that run many times leave the folds out, for speed in debug builds).
        static let flatOutputs: Set<String> = [
            "en-US/home-open.png", "en-US/cover-closed.png", "de-DE/home-open.png", "de-DE/cover-closed.png",
        ]

        static let goodOutputs: Set<String> = [
            "en-US/home-open.png", "en-US/home-book-128.png", "en-US/cover-closed.png",
            "de-DE/home-open.png", "de-DE/home-book-128.png", "de-DE/cover-closed.png",
        ]
    }

    /// Runs the tool; returns the status, the JSON summary (with --json) and standard error.
    func run(_ args: [String]) throws -> (Int32, [String: Any], String) {
        let console = Console.capturing()
        let status = DuoMockupTool.run(args, console: console)
        var json: [String: Any] = [:]
        if args.contains("--json") {
            json = (try? JSONSerialization.jsonObject(with: Data(console.capturedOutput)) as? [String: Any]) ?? [:]
        }
        return (status, json, console.capturedError)
    }

    static func files(_ json: [String: Any], status: String? = nil) -> Set<String> {
        let outputs = json["outputs"] as? [[String: Any]] ?? []
        return Set(outputs.filter { status == nil || $0["status"] as? String == status }.compactMap { $0["file"] as? String })
    }

    @Test func rendersEveryFittingPoseSkipsBadCapturesAndMakesTheSheetAndPage() throws {
        let f = try Fixture(bad: true)
        defer { f.remove() }
        let (status, json, err) = try run(["gallery", f.captures, "-o", f.out, "--bezels", f.bezels, "--jobs", "2", "--json"])
        #expect(status == 1, "a bad capture makes the exit status non-zero: \(err)")
        #expect(Self.files(json) == Fixture.goodOutputs, "\(json)")
        for file in Fixture.goodOutputs {
            let image = try ImageFile.read(path: f.out + "/" + file).image
            #expect(image.width > 0)
        }
        let failures = json["failures"] as? [[String: Any]] ?? []
        let failed = Set(failures.compactMap { ($0["capture"] as? String).map { ($0 as NSString).lastPathComponent } })
        #expect(failed == ["broken.png", "black.png", "odd.png"], "\(failures)")
        let reasons = failures.compactMap { $0["error"] as? String }.joined(separator: "\n")
        #expect(reasons.contains("pure black"))
        #expect(reasons.contains("300×300"))
        #expect(json["failed"] as? Int == 3)
        // Nothing but whole outputs and the gallery's own files in OUTDIR.
        let written = try FileManager.default.subpathsOfDirectory(atPath: f.out).filter { !$0.hasPrefix(".gallery") }
        let images = Set(written.filter { $0.hasSuffix(".png") && $0 != "contact-sheet.png" })
        #expect(images == Fixture.goodOutputs)
        #expect(!written.contains { $0.contains(".tmp") })

        // The contact sheet and the page show every output; the page works in a browser.
        #expect(json["contactSheet"] as? String == "contact-sheet.png")
        let sheet = try ImageFile.read(path: f.out + "/contact-sheet.png").image
        #expect(sheet.width > 200 && sheet.height > 200)
        let html = try String(contentsOfFile: f.out + "/index.html", encoding: .utf8)
        for file in Fixture.goodOutputs { #expect(html.contains("href=\"\(file)\""), "index.html lacks \(file)") }
        #expect(html.contains("broken.png") && html.contains("Failed (3)"))
        #expect(!html.contains("http://") && !html.contains("https://"), "the page is self-contained")

        guard HeadlessBrowser.shouldRun else { return }
        let harness = URL(fileURLWithPath: f.out + "/harness.html")
        try """
        <!DOCTYPE html><html><body><iframe id="f" src="index.html" width="1200" height="900"></iframe><pre id="out">pending</pre>
        <script>
        document.getElementById('f').addEventListener('load', async () => {
          const d = document.getElementById('f').contentDocument;
          const links = [...d.querySelectorAll('a.output')].map(a => a.getAttribute('href'));
          const load = src => new Promise(done => { const i = new Image(); i.onload = () => done(i.naturalWidth > 0);
                                                    i.onerror = () => done(false); i.src = src; });
          const full = await Promise.all(links.map(load));
          const thumbs = await Promise.all([...d.querySelectorAll('a.output img')].map(i => load(i.getAttribute('src'))));
          const sheet = await load(d.getElementById('contact-sheet').getAttribute('href'));
          document.getElementById('out').textContent = JSON.stringify({ links,
            brokenFull: links.filter((_, k) => !full[k]), thumbs: thumbs.length, brokenThumbs: thumbs.filter(x => !x).length, sheet });
        });
        </script></body></html>
        """.write(to: harness, atomically: true, encoding: .utf8)
        let result = try HeadlessBrowser.run(harness: harness)
        let page = try JSONSerialization.jsonObject(with: Data(result.utf8)) as! [String: Any]
        #expect(Set(page["links"] as? [String] ?? []) == Fixture.goodOutputs, "\(result)")
        #expect((page["brokenFull"] as? [String])?.isEmpty == true, "\(result)")
        #expect(page["thumbs"] as? Int == Fixture.goodOutputs.count && page["brokenThumbs"] as? Int == 0, "\(result)")
        #expect(page["sheet"] as? Bool == true, "\(result)")
    }

    @Test func aSecondRunRendersNothingAndChangesReRenderOnlyWhatTheyTouch() throws {
        let f = try Fixture()
        defer { f.remove() }
        let base = ["gallery", f.captures, "-o", f.out, "--bezels", f.bezels, "--poses", "closed,open", "--json"]
        let (s1, first, e1) = try run(base)
        #expect(s1 == 0, "\(e1)")
        #expect(first["rendered"] as? Int == 4)

        let (s2, second, _) = try run(base)
        #expect(s2 == 0)
        #expect(second["rendered"] as? Int == 0)
        #expect(Self.files(second, status: "up-to-date") == Fixture.flatOutputs)

        // New bytes in one capture: only its outputs are rendered again.
        var changed = TestFiles.sampleCapture(width: 466, height: 678)
        changed[10, 10] = PremultipliedRGBA8(r: 1, g: 2, b: 3, a: 255)
        try ImageFile.write(changed, to: f.captures + "/de-DE/cover.png")
        let (_, third, _) = try run(base)
        #expect(Self.files(third, status: "rendered") == ["de-DE/cover-closed.png"])

        // A different option: everything again.
        let (_, fourth, _) = try run(base + ["--background", "white"])
        #expect(fourth["rendered"] as? Int == 4)

        // A removed output is made again, alone.
        try FileManager.default.removeItem(atPath: f.out + "/en-US/home-open.png")
        let (_, fifth, _) = try run(base + ["--background", "white"])
        #expect(Self.files(fifth, status: "rendered") == ["en-US/home-open.png"])
    }

    @Test func shardsAddUpToTheWholeGalleryWithoutOverlap() throws {
        let f = try Fixture()
        defer { f.remove() }
        var seen: [String: Int] = [:]
        for i in 1...3 {
            let (status, json, err) = try run(["gallery", f.captures, "-o", f.out, "--bezels", f.bezels,
                                               "--poses", "closed,open", "--shard", "\(i)/3", "--json"])
            #expect(status == 0, "\(err)")
            #expect(json["page"] is NSNull, "shards write no page")
            for file in Self.files(json) {
                #expect(seen[file] == nil, "\(file) rendered by shards \(seen[file] ?? 0) and \(i)")
                seen[file] = i
            }
        }
        #expect(Set(seen.keys) == Fixture.flatOutputs)
        // A last run without --shard finds everything done and writes the pages.
        let (_, all, _) = try run(["gallery", f.captures, "-o", f.out, "--bezels", f.bezels, "--poses", "closed,open", "--json"])
        #expect(all["rendered"] as? Int == 0)
        #expect(all["page"] as? String == "index.html")
    }

    @Test func galleryFileMistakesAreAllReportedBeforeAnyRendering() throws {
        let f = try Fixture()
        defer { f.remove() }
        let file = f.captures + "/gallery.json"
        try #"{"entries": [{"captures": "en-US/*.png", "width": -5, "fit": "squash"}, {"captures": "nope/*.png", "poses": ["book", "flat"], "output": "../../etc"}]}"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        let (status, _, err) = try run(["gallery", file, "-o", f.out, "--bezels", f.bezels])
        #expect(status == 2)
        for place in ["entries[0].width", "entries[0].fit", "entries[1].captures", "entries[1].poses[1]", "entries[1].output"] {
            #expect(err.contains("gallery.json: \(place): "), "no report at \(place): \(err)")
        }
        #expect(err.contains("squash") && err.contains("fill"))
        #expect(!FileManager.default.fileExists(atPath: f.out), "nothing may be rendered: \(err)")
    }

    @Test func aGalleryFileRendersItsEntriesWithOverrides() throws {
        let f = try Fixture()
        defer { f.remove() }
        let file = f.dir + "/gallery.json"
        try """
        {"root": "captures", "bezels": "bezels", "angles": [100, 150],
         "entries": [
           {"captures": "**/home.png", "poses": ["book"]},
           {"captures": "en-US/cover.png", "format": "jpeg", "width": 200, "output": "small"}
         ]}
        """.write(toFile: file, atomically: true, encoding: .utf8)
        let (status, json, err) = try run(["gallery", file, "-o", f.out, "--json"])
        #expect(status == 0, "\(err)")
        #expect(Self.files(json) == ["de-DE/home-book-100.png", "de-DE/home-book-150.png", "en-US/home-book-100.png",
                                     "en-US/home-book-150.png", "small/en-US/cover-closed.jpg"])
        let small = try ImageFile.read(path: f.out + "/small/en-US/cover-closed.jpg").image
        #expect(small.width == 200)
    }

    @Test func outputsNeverReplaceAnInputEvenWhenOutdirIsTheInput() throws {
        let dir = try TestFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let bezels = try TestFiles.writeBezelSet(in: dir + "/../" + (dir as NSString).lastPathComponent + "-bezels", poses: [.open])
        defer { try? FileManager.default.removeItem(atPath: bezels) }
        // "home-open.png" is both a capture and the name home.png's open pose would get.
        try ImageFile.write(TestFiles.sampleCapture(width: 951, height: 669), to: dir + "/home.png")
        let original = TestFiles.sampleCapture(width: 951, height: 669)
        try ImageFile.write(original, to: dir + "/home-open.png")
        let before = try Data(contentsOf: URL(fileURLWithPath: dir + "/home-open.png"))
        let (status, json, err) = try run(["gallery", dir, "-o", dir, "--bezels", bezels, "--poses", "open", "--json"])
        // OUTDIR cannot be the input folder: refused before anything is written.
        #expect(status == 2, "\(err)")
        #expect((json["error"] as? String ?? "").contains("the output folder is the input folder"), "\(json)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/home-open.png")) == before)
    }

    @Test func progressIsOneLinePerOutputWithoutATerminalAndSilentWhenQuiet() throws {
        let f = try Fixture()
        defer { f.remove() }
        let (_, _, plain) = try run(["gallery", f.captures, "-o", f.out, "--bezels", f.bezels, "--poses", "open", "--jobs", "2"])
        let wrote = plain.split(separator: "\n").filter { $0.hasPrefix("duo-mockup: wrote \(f.out)/") && $0.hasSuffix("-open.png") }
        #expect(wrote.count == 2, "\(plain)")
        #expect(plain.contains("2 images rendered"))
        let (_, _, quiet) = try run(["gallery", f.captures, "-o", f.out, "--bezels", f.bezels, "--poses", "open", "--force", "--quiet"])
        #expect(quiet.isEmpty, "\(quiet)")
        let bar = ProgressLine.Look.captures.text(done: 3, total: 12, tally: 6, seconds: 2)
        #expect(bar.contains("3/12 captures") && bar.contains("3.0 img/s") && bar.contains("0:06 left"), "\(bar)")
    }
}
