import Foundation
import TestSupport
import Testing
import Codecs
import Raster
@testable import Mockup

/// The screen cache's rectangle is trusted for the file being rendered: an unchanged file's art is
/// read, but its screen is not searched for again; a rectangle that no longer fits is ignored.
@Suite(.serialized) struct TrustedScreenCacheTests {
    /// The cover's art with an opaque camera island inside its screen.
    static func coverWithCamera() -> Image {
        var art = ScreenCacheTests.bezel(.closed)
        art.fill(PremultipliedRGBA8(r: 10, g: 10, b: 10, a: 255), rect: PixelRect(x: 20 + 200, y: 20 + 6, width: 30, height: 12))
        return art
    }

    /// Loads `dir/art` for the cover with the cache at `cachePath`.
    static func loadCover(_ dir: String, cachePath: String) throws -> BezelSet {
        try BezelSet.load(directory: dir + "/art", isExample: false, poses: [.closed],
                          reader: { try ImageFile.read(path: $0).image },
                          size: PNGHeader.size(ofFile:), cache: ScreenCache(path: cachePath))
    }

    /// Rewrites every cache line through `change`.
    static func rewrite(_ cachePath: String, _ change: (inout ScreenCache.Entry) -> Void) throws {
        let cache = ScreenCache(path: cachePath)
        let lines = cache.entries.sorted { $0.key < $1.key }.map { file, entry -> String in
            var e = entry
            change(&e)
            return ScreenCache.line(file, e)
        }
        try (lines.joined(separator: "\n") + "\n").write(toFile: cachePath, atomically: true, encoding: .utf8)
    }

    @Test func anUnchangedFilesRememberedScreenIsUsedWithoutSearchingAgain() throws {
        let dir = ScratchRoot.path + "/duo-trusted-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/art", withIntermediateDirectories: true)
        let art = Self.coverWithCamera()
        try ImageFile.write(art, to: dir + "/art/cover.png")
        let cachePath = dir + "/cache/screens.tsv"
        let detected = try Self.loadCover(dir, cachePath: cachePath).bezel(for: .closed)
        #expect(detected.screen.cornerRadius > 15)
        // A radius no detection would find: seeing it back proves the remembered screen was used.
        try Self.rewrite(cachePath) { $0.cornerRadius = 7 }
        let trusted = try Self.loadCover(dir, cachePath: cachePath).bezel(for: .closed)
        #expect(trusted.screen.cornerRadius == 7)
        #expect(trusted.screen.rect == detected.screen.rect)
        // The same mask as the search finds, the camera island included.
        #expect(trusted.screen.mask == detected.screen.mask)
        #expect(trusted.screen.mask.coverage[(6 + 4) * trusted.screen.rect.width + 210] == 255)
    }

    @Test func aRememberedRectangleThatNoLongerFitsTheArtIsSearchedAgain() throws {
        let dir = ScratchRoot.path + "/duo-trusted-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/art", withIntermediateDirectories: true)
        try ImageFile.write(Self.coverWithCamera(), to: dir + "/art/cover.png")
        let cachePath = dir + "/cache/screens.tsv"
        let detected = try Self.loadCover(dir, cachePath: cachePath).bezel(for: .closed)
        // Shifted into the body: the screen's pixels no longer reach the rectangle's left side.
        try Self.rewrite(cachePath) { e in
            e.screen = e.screen.map { PixelRect(x: $0.x - 10, y: $0.y, width: $0.width, height: $0.height) }
            e.cornerRadius = 7
        }
        let again = try Self.loadCover(dir, cachePath: cachePath).bezel(for: .closed)
        #expect(again.screen.rect == detected.screen.rect)
        #expect(again.screen.cornerRadius == detected.screen.cornerRadius)
        // Outside the art altogether.
        try Self.rewrite(cachePath) { e in e.screen = PixelRect(x: 5000, y: 0, width: 10, height: 10); e.cornerRadius = 7 }
        #expect(try Self.loadCover(dir, cachePath: cachePath).bezel(for: .closed).screen.rect == detected.screen.rect)
    }
}
