import Foundation
import TestSupport
import Testing
import Codecs
import Raster
@testable import Mockup

/// The screen cache: a folder without a manifest is examined once; later loads read only the
/// art the wanted pose needs, until a file changes.
@Suite(.serialized) struct ScreenCacheTests {
    /// A 1x bezel for a flat pose: a grey body with a rounded transparent hole of the pose's size.
    static func bezel(_ pose: Pose, shade: UInt8 = 60) -> Image {
        let (w, h) = pose.pointSize
        let m = 20
        var art = Image(width: w + 2 * m, height: h + 2 * m, fill: PremultipliedRGBA8(r: shade, g: shade, b: shade, a: 255))
        let hole = Mask.roundedRect(RectF(x: Double(m), y: Double(m), width: Double(w), height: Double(h)), cornerRadius: 24,
                                    width: art.width, height: art.height)
        art.clip(to: hole.inverted(), atX: 0, y: 0)
        return art
    }

    final class ReadLog: @unchecked Sendable {
        private let lock = NSLock()
        private var files: [String] = []
        func note(_ f: String) { lock.lock(); files.append(f); lock.unlock() }
        func take() -> [String] { lock.lock(); defer { files = []; lock.unlock() }; return files.sorted() }
    }

    @Test func aSecondLoadReadsOnlyTheArtThePoseNeedsUntilAFileChanges() throws {
        let dir = ScratchRoot.path + "/duo-cache-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/art", withIntermediateDirectories: true)
        try ImageFile.write(Self.bezel(.closed), to: dir + "/art/a.png")
        try ImageFile.write(Self.bezel(.upright), to: dir + "/art/b.png")
        let cachePath = dir + "/cache/screens.tsv"
        let log = ReadLog()
        func load() throws -> BezelSet {
            try BezelSet.load(directory: dir + "/art", isExample: false, poses: [.closed],
                              reader: { log.note(($0 as NSString).lastPathComponent); return try ImageFile.read(path: $0).image },
                              size: PNGHeader.size(ofFile:), cache: ScreenCache(path: cachePath))
        }
        // First: both portrait files could be the cover; both are read and remembered.
        let first = try load()
        #expect(log.take() == ["a.png", "b.png"])
        #expect(try first.bezel(for: .closed).path.hasSuffix("a.png"))
        #expect(FileManager.default.fileExists(atPath: cachePath))
        // Second: the cache knows b.png is the upright art; only a.png is read.
        let second = try load()
        #expect(log.take() == ["a.png"])
        #expect(try second.bezel(for: .closed).screen.rect == first.bezel(for: .closed).screen.rect)
        let upright = try #require(second.reports.first { $0.file == "b.png" })
        #expect(upright.pose == .upright && upright.description.contains("669×951"))
        // A changed file is examined again.
        try ImageFile.write(Self.bezel(.upright, shade: 90), to: dir + "/art/b.png")
        _ = try load()
        #expect(log.take() == ["a.png", "b.png"])
    }

    @Test func linesRoundTrip() throws {
        let entry = ScreenCache.Entry(size: 1234, modifiedSeconds: 5, modifiedNanoseconds: 6, artWidth: 100, artHeight: 200,
                                      screen: PixelRect(x: 1, y: 2, width: 30, height: 40), cornerRadius: 12.5, pose: .upright,
                                      problem: nil)
        let line = ScreenCache.line("/a b/c.png", entry)
        let (file, parsed) = try #require(ScreenCache.parse(Substring(line)))
        #expect(file == "/a b/c.png" && parsed == entry)
        var none = entry
        none.screen = nil; none.pose = nil; none.problem = "no screen hole: every pixel of the art is opaque"
        #expect(ScreenCache.parse(Substring(ScreenCache.line("/x.png", none)))?.1 == none)
        #expect(ScreenCache.parse("garbage\tline") == nil)
    }

    @Test func theCacheIsOffWithoutAHomeOrWhenAskedTo() {
        #expect(ScreenCache.standard(environment: [:]).path == nil)
        #expect(ScreenCache.standard(environment: ["HOME": "/h", "DUO_MOCKUP_CACHE": "off"]).path == nil)
        #expect(ScreenCache.standard(environment: ["HOME": "/h"], macOS: false).path == "/h/.cache/duo-mockup/screens-v1.tsv")
        #expect(ScreenCache.standard(environment: ["HOME": "/h", "XDG_CACHE_HOME": "/c"]).path == "/c/duo-mockup/screens-v1.tsv")
    }

    /// macOS keeps caches in ~/Library/Caches, not ~/.cache; an XDG_CACHE_HOME the user set still wins.
    @Test func onMacOSTheCacheIsInLibraryCaches() {
        #expect(ScreenCache.standard(environment: ["HOME": "/Users/h"], macOS: true).path
                == "/Users/h/Library/Caches/duo-mockup/screens-v1.tsv")
        #expect(ScreenCache.standard(environment: ["HOME": "/Users/h", "XDG_CACHE_HOME": "/c"], macOS: true).path
                == "/c/duo-mockup/screens-v1.tsv")
        #if os(macOS)
        #expect(ScreenCache.standard(environment: ["HOME": "/Users/h"]).path == "/Users/h/Library/Caches/duo-mockup/screens-v1.tsv")
        #endif
    }
}
