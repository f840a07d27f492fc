import _Batch
import Foundation
import Testing
import TestSupport
import Codecs
import Raster
@testable import Compose
@testable import DuoMockupCLI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `compose --watch` (issue 26): a watch on a tiny storefile (one 360×640 set, two locales, two
/// pages each, strings in `{locale}.lproj/Store.strings`) draws again exactly the page an edit
/// touches, keeps the pages through a broken edit and recovers from it; the contact page names
/// every page; the command stops cleanly on a signal.
@Suite(.serialized) struct ComposeWatchTests {
    static let storefileText = """
    {"version": 1, "bezels": "bezels", "sourceLocale": "en-US", "locales": ["en-US", "de-DE"],
     "strings": ["{locale}.lproj/Store.strings"],
     "style": {"background": {"type": "color", "color": "#203040"}, "caption": {"fonts": ["DejaVu Sans"]}},
     "sets": [{"name": "small", "size": [360, 640], "pages": [
       {"name": "book", "title": {"key": "book"}, "devices": [{"capture": "shots/closed.png", "pose": "closed"}]},
       {"name": "tent", "title": {"key": "tent"}, "devices": [{"capture": "shots/closed.png", "pose": "closed"}]}]}]}
    """
    static let pages = ["de-DE/small/01-book.png", "de-DE/small/02-tent.png", "en-US/small/01-book.png", "en-US/small/02-tent.png"]

    /// The project in a new folder: its storefile's path.
    static func project() throws -> String {
        let dir = try ComposeTestFiles.temporaryFolder()
        _ = try ComposeTestFiles.bezelSet(in: dir + "/bezels")
        try ComposeTestFiles.write(ComposeTestFiles.capture(.closed), to: dir + "/shots/closed.png")
        try ComposeTestFiles.write("\"book\" = \"Read it\";\n\"tent\" = \"Stand it up\";\n", to: dir + "/en-US.lproj/Store.strings")
        try ComposeTestFiles.write("\"book\" = \"Lies es\";\n\"tent\" = \"Stell es auf\";\n", to: dir + "/de-DE.lproj/Store.strings")
        try ComposeTestFiles.write(storefileText, to: dir + "/store.json")
        return dir + "/store.json"
    }

    /// A watch of `storefile` into `out` on two workers, polling every 20 ms, settling for 30 ms.
    static func watch(_ storefile: String, into out: String) -> ComposeWatch {
        var job = ComposeJob(storefile: storefile, outputDirectory: out, version: "test")
        job.workers = 2
        var watch = ComposeWatch(job: job)
        watch.pollInterval = .milliseconds(20)
        watch.settle = .milliseconds(30)
        return watch
    }

    /// A value shared with the watch's thread, behind a lock.
    final class Shared<Value>: @unchecked Sendable {
        private var value: Value
        private let lock = NSLock()
        init(_ value: Value) { self.value = value }
        func withLock<R>(_ body: (inout Value) -> R) -> R { lock.lock(); defer { lock.unlock() }; return body(&value) }
    }

    /// A watch running on its own thread, its rounds collected, stopped by `stop()`.
    final class Running: Sendable {
        let rounds = Shared([ComposeWatch.Round]())
        let stopped = Shared(false)
        let ended = Shared(false)

        /// `during`, when given, runs on the watch's thread as each round is reported, before the
        /// watch looks at its files again (an edit there is one made while the round ran).
        init(_ watch: ComposeWatch, during: @escaping @Sendable (ComposeWatch.Round) -> Void = { _ in }) {
            let (rounds, stopped, ended) = (rounds, stopped, ended)
            Thread.detachNewThread {
                watch.run(stop: { stopped.withLock { $0 } }, onRound: { round in
                    during(round)
                    rounds.withLock { $0.append(round) }
                })
                ended.withLock { $0 = true }
            }
        }

        /// Waits (up to `seconds`) for round `number`; nil when it did not come.
        func round(_ number: Int, seconds: Double = 120) -> ComposeWatch.Round? {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                if let r = rounds.withLock({ $0.count > number ? $0[number] : nil }) { return r }
                usleep(2000)
            }
            return nil
        }

        func stop() {
            stopped.withLock { $0 = true }
            let deadline = Date().addingTimeInterval(30)
            while !ended.withLock({ $0 }) && Date() < deadline { usleep(2000) }
        }
    }

    /// Each page's bytes and modification time (to the nanosecond) and inode.
    static func state(_ out: String) -> [String: ([UInt8], InputSnapshot.Mark?)] {
        var s: [String: ([UInt8], InputSnapshot.Mark?)] = [:]
        for page in pages { s[page] = ((try? FileBytes.read(out + "/" + page)) ?? [], InputSnapshot.mark(of: out + "/" + page)) }
        return s
    }

    static func written(_ round: ComposeWatch.Round?) -> [String]? {
        guard case .composed(let report)? = round?.outcome else { return nil }
        return report.result.written
    }

    /// Writes `text` as an editor saving by rename would: a new file beside it, then renamed over it.
    static func save(_ text: String, to path: String) throws {
        try ComposeTestFiles.write(text, to: path + ".swp")
        #expect(rename(path + ".swp", path) == 0)
    }

    @Test func anEditedStringRedrawsItsPageAloneAndABrokenStorefileKeepsThePages() throws {
        let storefile = try Self.project()
        let dir = (storefile as NSString).deletingLastPathComponent, out = dir + "/out"
        let watch = Self.watch(storefile, into: out)
        let running = Running(watch)
        defer { running.stop() }

        let first = running.round(0)
        #expect(Self.written(first) == Self.pages, "\(String(describing: first))")
        let watched = try #require(first?.watched)
        // The storefile, both strings files at every spelling, the capture, the font, the bezel art.
        #expect(watched >= 6, "watching only \(watched) files")
        let before = Self.state(out)
        let index = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        for page in Self.pages { #expect(index.contains("src=\"\(page)?v="), "index.html lacks \(page)") }
        #expect(index.contains("compose-page.js"), "the watch's index.html does not reload itself")
        let version = try String(contentsOfFile: out + "/.gallery/compose-page.js", encoding: .utf8)
        #expect(index.contains(String(version.dropFirst("duoMockupPages(\"".count).prefix(16))))

        // One German string: its page alone is drawn again.
        let edited = Date()
        try Self.save("\"book\" = \"Lies es jetzt\";\n\"tent\" = \"Stell es auf\";\n", to: dir + "/de-DE.lproj/Store.strings")
        let second = running.round(1)
        let latency = Date().timeIntervalSince(edited)
        #expect(second?.changed == [dir + "/de-DE.lproj/Store.strings"], "\(String(describing: second?.changed))")
        #expect(Self.written(second) == ["de-DE/small/01-book.png"], "\(String(describing: second))")
        let after = Self.state(out)
        for page in Self.pages where page != "de-DE/small/01-book.png" {
            #expect(after[page]!.0 == before[page]!.0 && after[page]!.1 == before[page]!.1, "\(page) was touched")
        }
        #expect(after["de-DE/small/01-book.png"]!.0 != before["de-DE/small/01-book.png"]!.0)
        print("compose --watch: a string's edit to its page written in \(String(format: "%.2f", latency)) s "
              + "(round \(String(format: "%.2f", second?.seconds ?? -1)) s, debug build)")
        // A liveness bound for a loaded shared machine; Docs/Store.md ("Watch mode") gives the times.
        #expect(latency < 120, "the edit took \(latency) s to reach its page")

        // A JSON mistake: reported, nothing composed, the pages as they were.
        try Self.save(Self.storefileText.replacingOccurrences(of: "\"sets\":", with: "\"sets\"") , to: storefile)
        let broken = running.round(2)
        guard case .notLoaded(let error as StorefileError)? = broken?.outcome else {
            Issue.record("a broken storefile was not reported: \(String(describing: broken))")
            return
        }
        #expect(error.file == storefile && !error.problems.isEmpty)
        let text = ComposeWatchRound(round: broken!, folder: dir, outputDirectory: out)
        #expect(text.lines.first?.hasPrefix("duo-mockup: error: \(storefile): ") == true, "\(text.lines)")
        #expect(text.lines.last == "duo-mockup: store.json changed: nothing composed (\(String(format: "%.1f s", broken!.seconds))); still watching",
                "\(text.lines)")
        let kept = Self.state(out)
        for page in Self.pages { #expect(kept[page]!.0 == after[page]!.0 && kept[page]!.1 == after[page]!.1, "\(page) changed") }

        // Fixed, with the English title changed meanwhile: the watch recovers and draws that page.
        try Self.save("\"book\" = \"Read it now\";\n\"tent\" = \"Stand it up\";\n", to: dir + "/en-US.lproj/Store.strings")
        try Self.save(Self.storefileText, to: storefile)
        var recovered = running.round(3)
        // The two saves may fall into one round or two.
        if Self.written(recovered) == nil || Self.written(recovered) == [] { recovered = running.round(4, seconds: 30) ?? recovered }
        #expect(Self.written(recovered) == ["en-US/small/01-book.png"], "\(String(describing: recovered))")
    }

    /// A save made while a round runs (after it read the file, before the watch looks again) sets
    /// off the next round: the first round too, whose files were not known before it.
    @Test func anEditDuringTheFirstRoundIsSeen() throws {
        let storefile = try Self.project()
        let dir = (storefile as NSString).deletingLastPathComponent, out = dir + "/out"
        let watch = Self.watch(storefile, into: out)
        let strings = dir + "/de-DE.lproj/Store.strings"
        let running = Running(watch) { round in
            guard round.number == 0 else { return }
            try? Self.save("\"book\" = \"Lies es jetzt\";\n\"tent\" = \"Stell es auf\";\n", to: strings)
        }
        defer { running.stop() }
        #expect(Self.written(running.round(0)) == Self.pages)
        let second = running.round(1, seconds: 20)
        #expect(second?.changed == [strings], "the edit made during the first round was missed")
        #expect(Self.written(second) == ["de-DE/small/01-book.png"], "\(String(describing: second))")
    }

    @Test func aBrokenStringsFileIsReportedAndTheFixIsSeen() throws {
        let storefile = try Self.project()
        let dir = (storefile as NSString).deletingLastPathComponent, out = dir + "/out"
        let watch = Self.watch(storefile, into: out)
        let running = Running(watch)
        defer { running.stop() }
        #expect(Self.written(running.round(0)) == Self.pages)
        let before = Self.state(out)

        // Two writes in a row (truncate, then the text): one round.
        try ComposeTestFiles.write("", to: dir + "/en-US.lproj/Store.strings")
        try ComposeTestFiles.write("\"book\" = \"Read it\"\n\"tent\" = ", to: dir + "/en-US.lproj/Store.strings")
        let broken = running.round(1)
        guard case .notLoaded(let error as StorefileError)? = broken?.outcome else {
            Issue.record("a malformed strings file was not reported: \(String(describing: broken))")
            return
        }
        #expect(error.lines.contains { $0.contains("en-US.lproj/Store.strings") }, "\(error.lines)")
        let kept = Self.state(out)
        for page in Self.pages { #expect(kept[page]!.0 == before[page]!.0 && kept[page]!.1 == before[page]!.1, "\(page) changed") }

        try Self.save("\"book\" = \"Read it\";\n\"tent\" = \"Stand it up\";\n", to: dir + "/en-US.lproj/Store.strings")
        let fixed = running.round(2)
        // The strings are as they were: every page is up to date.
        guard case .composed(let report)? = fixed?.outcome else { Issue.record("no recovery: \(String(describing: fixed))"); return }
        #expect(report.result.written == [] && report.result.upToDate.count == 4 && report.result.failures == [], "\(report.result)")
        #expect(running.rounds.withLock { $0.count } == 3, "a save in two writes made more than one round")
    }

    @Test func aNewLocaleFileThePatternPicksUpIsWatched() throws {
        let storefile = try Self.project()
        let dir = (storefile as NSString).deletingLastPathComponent
        let file = try StorefileChecker.loadWithStrings(storefile)
        let inputs = ComposeInputs.files(storefilePath: storefile, storefile: file.storefile, painter: TextCaptionPainter(),
                                         bezelFiles: [dir + "/bezels/closed.png"])
        for path in [storefile, dir + "/de-DE.lproj/Store.strings", dir + "/de_DE.lproj/Store.strings", dir + "/de.lproj/Store.strings",
                     dir + "/shots/closed.png", dir + "/bezels/closed.png"] {
            #expect(inputs.contains(path), "\(path) is not watched: \(inputs)")
        }
        #expect(inputs.contains { $0.hasSuffix(".ttf") || $0.hasSuffix(".otf") }, "no caption font watched: \(inputs)")
    }

    @Test func composeWritesAContactPageAndLeavesTheUsersOwnAlone() throws {
        let storefile = try Self.project()
        let dir = (storefile as NSString).deletingLastPathComponent
        let first = StalePagesTests.compose(storefile, dir + "/out")
        #expect(first.status == 0, "\(first.err)")
        let index = try String(contentsOfFile: dir + "/out/index.html", encoding: .utf8)
        for page in Self.pages { #expect(index.contains("src=\"\(page)?v=") && index.contains(">\((page as NSString).lastPathComponent)<")) }
        #expect(!index.contains("<script"), "a plain compose's contact page reloads itself")
        // A second run with nothing changed leaves it as it is.
        let mark = InputSnapshot.mark(of: dir + "/out/index.html")
        #expect(StalePagesTests.compose(storefile, dir + "/out").status == 0)
        #expect(InputSnapshot.mark(of: dir + "/out/index.html") == mark)

        try ComposeTestFiles.write("<p>mine</p>\n", to: dir + "/mine/index.html")
        let second = StalePagesTests.compose(storefile, dir + "/mine")
        #expect(second.status == 0, "\(second.err)")
        #expect(second.err.contains("note: contact page not written: \(dir)/mine/index.html: exists and duo-mockup compose did not write it"),
                "\(second.err)")
        #expect(try String(contentsOfFile: dir + "/mine/index.html", encoding: .utf8) == "<p>mine</p>\n")
        #expect(FileManager.default.fileExists(atPath: dir + "/mine/de-DE/small/01-book.png"))
    }

    /// `image` as a PNG stored uncompressed (no filter, deflate level 0), so that two images of
    /// one size make files of one length.
    static func writeStored(_ image: Image, to path: String) throws {
        let bytes = try ImageFile.encode(image, format: .png, options: EncodeOptions(png: PNGEncodeOptions(compressionLevel: 0, filter: .none)))
        try ComposeTestFiles.write(bytes: bytes, to: path)
    }

    /// Sets the file's modification time `seconds` back, as for a file saved a while ago.
    static func age(_ path: String, seconds: Int) {
        var times = [timespec(tv_sec: time(nil) - seconds, tv_nsec: 0), timespec(tv_sec: time(nil) - seconds, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
    }

    /// The pages' bytes and the stamps' text, by path under `out`.
    static func output(_ out: String) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for page in pages { files[page] = (try? FileBytes.read(out + "/" + page)) ?? [] }
        for stamp in (try? FileManager.default.subpathsOfDirectory(atPath: out + "/" + StalePages.stampsFolder)) ?? []
        where stamp.hasSuffix(".stamp") {
            files[stamp] = (try? FileBytes.read(out + "/" + StalePages.stampsFolder + "/" + stamp)) ?? []
        }
        return files
    }

    /// What a watch keeps between rounds (the inputs' hashes, the bezel art, the pages' checks) is
    /// never served once a file changed: a capture and the bezel art rewritten in place with files
    /// of the same length redraw every page, a page damaged behind the watch's back is reported,
    /// and each round leaves exactly what a fresh `compose --force` writes (pages and stamps).
    @Test func aCaptureOrBezelRewrittenAtTheSameSizeRedrawsThePagesAsAFreshComposeWould() throws {
        let storefile = try Self.project()
        let dir = (storefile as NSString).deletingLastPathComponent, out = dir + "/out"
        let capture = dir + "/shots/closed.png", art = dir + "/bezels/closed.png"
        try Self.writeStored(ComposeTestFiles.capture(.closed, tint: 200), to: capture)
        try Self.writeStored(ComposeTestFiles.bezel(.closed), to: art)
        // Saved a while ago, so that the first round may keep what it read of them.
        for file in [capture, art, storefile, dir + "/bezels/bezels.json"] { Self.age(file, seconds: 30) }
        let watch = Self.watch(storefile, into: out)
        let running = Running(watch)
        defer { running.stop() }
        #expect(Self.written(running.round(0)) == Self.pages)
        for page in Self.pages { Self.age(out + "/" + page, seconds: 30) }
        // A second round with nothing changed, the inputs' hashes and the art kept from the first.
        try Self.save("\"book\" = \"Read it\";\n\"tent\" = \"Stand it up\";\n", to: dir + "/en-US.lproj/Store.strings")
        #expect(Self.written(running.round(1)) == [])
        // The round kept what it may: the art, the capture's and the font's hashes, every page's checks.
        let caches = try #require(watch.job.caches)
        #expect(caches.bezelArt.isHolding && caches.fileHashes.count >= 2 && caches.pageChecks.count == Self.pages.count,
                "\(caches.bezelArt.isHolding) \(caches.fileHashes.count) \(caches.pageChecks.count)")
        /// The watch's pages and stamps against a fresh forced compose of the same inputs.
        func expectFreshComposeAgrees(_ what: String) throws {
            let watched = Self.output(out)
            let fresh = dir + "/fresh-" + what
            try FileManager.default.copyItem(atPath: out, toPath: fresh)
            // The watch's job as it was given: nothing kept, the contact page still.
            var forcedJob = watch.job
            forcedJob.caches = nil
            forcedJob.contactPage = .still
            forcedJob.outputDirectory = fresh
            forcedJob.force = true
            let report = try forcedJob.run(try forcedJob.load())
            #expect(report.result.written == Self.pages && !report.failed, "\(report.result) \(report.violations)")
            let forced = Self.output(fresh)
            #expect(watched.keys.sorted() == forced.keys.sorted())
            for (file, bytes) in watched { #expect(bytes == forced[file], "after \(what): \(file) differs from a fresh compose's") }
        }
        try expectFreshComposeAgrees("nothing")

        // A page cut short behind the watch's back: the next round's checks name it, as a fresh
        // compose's would (its stamp still says it is up to date, so it is not drawn again).
        // The pages were aged after the first round, so the second kept its checks of them.
        let page = out + "/en-US/small/02-tent.png"
        let whole = try FileBytes.read(page)
        try Data(whole.prefix(whole.count / 2)).write(to: URL(fileURLWithPath: page))
        try Self.save("\"book\" = \"Lies es jetzt\";\n\"tent\" = \"Stell es auf\";\n", to: dir + "/de-DE.lproj/Store.strings")
        let afterCut = running.round(2)
        guard case .composed(let report)? = afterCut?.outcome else { Issue.record("\(String(describing: afterCut))"); return }
        #expect(report.result.written == ["de-DE/small/01-book.png"], "\(report.result)")
        #expect(report.violations.contains { $0.hasPrefix(page + ": ") }, "\(report.violations)")

        // The capture, rewritten in place: another picture in a file of the same length (every
        // page is drawn again, the cut one too).
        let oldCapture = try FileBytes.read(capture)
        let recoloured = try ImageFile.encode(ComposeTestFiles.capture(.closed, tint: 120), format: .png,
                                              options: EncodeOptions(png: PNGEncodeOptions(compressionLevel: 0, filter: .none)))
        #expect(recoloured.count == oldCapture.count && recoloured != oldCapture)
        try Data(recoloured).write(to: URL(fileURLWithPath: capture))
        let afterCapture = running.round(3)
        #expect(afterCapture?.changed == [capture], "\(String(describing: afterCapture?.changed))")
        #expect(Self.written(afterCapture) == Self.pages, "\(String(describing: afterCapture))")
        try expectFreshComposeAgrees("capture")

        // The bezel art, rewritten in place: a lighter body, a file of the same length.
        var lighter = ComposeTestFiles.bezel(.closed)
        for y in 0..<lighter.height { for x in 0..<lighter.width where lighter[x, y].a == 255 {
            lighter[x, y] = PremultipliedRGBA8(r: 150, g: 152, b: 156, a: 255)
        } }
        let oldArt = try FileBytes.read(art)
        let newArt = try ImageFile.encode(lighter, format: .png, options: EncodeOptions(png: PNGEncodeOptions(compressionLevel: 0, filter: .none)))
        #expect(newArt.count == oldArt.count && newArt != oldArt)
        try Data(newArt).write(to: URL(fileURLWithPath: art))
        let afterArt = running.round(4)
        #expect(afterArt?.changed == [art], "\(String(describing: afterArt?.changed))")
        #expect(Self.written(afterArt) == Self.pages, "\(String(describing: afterArt))")
        try expectFreshComposeAgrees("bezel")
    }

    /// SIGINT or SIGTERM stops the command's watch: exit 0, no temporary file, the pages whole.
    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalStopsTheWatchCleanly(signal: Int32) throws {
        let storefile = try Self.project()
        let dir = (storefile as NSString).deletingLastPathComponent, out = dir + "/out"
        let tool = try RunningTool(["compose", storefile, "-o", out, "--watch", "--jobs", "2"], errorFile: dir + "/stderr")
        let watching = tool.waitUntil(seconds: 120) { tool.standardError.contains("(Ctrl-C stops)") }
        #expect(watching, "\(tool.standardError)")
        // An edit, and the signal as its round starts.
        try Self.save("\"book\" = \"Lies es\";\n\"tent\" = \"Stell es jetzt auf\";\n", to: dir + "/de-DE.lproj/Store.strings")
        usleep(300_000)
        tool.send(signal)
        let end = tool.wait(seconds: 120)
        #expect(!end.signalled && end.status == 0, "\(end) \(tool.standardError)")
        #expect(tool.standardError.contains("duo-mockup: watch stopped ("), "\(tool.standardError)")
        let left = (FileManager.default.enumerator(atPath: out)?.allObjects as? [String] ?? [])
        #expect(!left.contains { $0.hasSuffix(".tmp") }, "left behind: \(left)")
        for page in Self.pages { #expect((try? ImageFile.read(path: out + "/" + page)) != nil, "\(page) is not whole") }
    }
}
