import TestSupport
import Foundation
import Testing
@testable import Codecs
import Raster

/// GIF: LZW round trips through the tests' own decoder (clear codes included), the writer's
/// frames, transparency, disposal, loop and delays, and the palette on smooth gradients.
@Suite struct GIFWriterTests {
    @Test(arguments: [2, 4, 8])
    func lzwRoundTrips(minCodeSize: Int) throws {
        var generator = SeededGenerator(seed: UInt64(minCodeSize))
        let limit = UInt64(1 << minCodeSize)
        // Noise (fills the table and forces clear codes), runs, and a repeating pattern.
        let noise = (0..<40_000).map { _ in UInt8(generator.next() % limit) }
        let runs = (0..<30_000).map { UInt8(($0 / 700) % Int(limit)) }
        let pattern = (0..<25_000).map { UInt8(($0 * 7 + $0 / 13) % Int(limit)) }
        for data in [noise, runs, pattern, [UInt8](), [UInt8(1)]] {
            let block = data.withUnsafeBufferPointer { GIFLZW.compress($0, minCodeSize: minCodeSize) }
            let decoded = try GIFTestDecoder.lzwDecode(block, minCodeSize: minCodeSize, count: data.count)
            #expect(decoded == data)
        }
        // Noise at 8 bits cannot compress: the table must have been cleared many times.
        if minCodeSize == 8 {
            let block = noise.withUnsafeBufferPointer { GIFLZW.compress($0, minCodeSize: 8) }
            #expect(block.count > noise.count)
        }
    }

    static let colours: [StraightRGBA8] = [
        StraightRGBA8(r: 250, g: 20, b: 20), StraightRGBA8(r: 20, g: 200, b: 40), StraightRGBA8(r: 30, g: 40, b: 220),
        StraightRGBA8(r: 240, g: 240, b: 240), StraightRGBA8(r: 10, g: 10, b: 10),
    ]

    /// Frames of a few exact colours, with transparent pixels that appear and vanish.
    static func frames() -> [Image] {
        var a = Image(width: 32, height: 24)
        for y in 0..<24 { for x in 4..<32 { a[x, y] = colours[(x / 6 + y / 5) % 4].premultiplied } }
        var b = a
        for y in 8..<14 { for x in 10..<20 { b[x, y] = .transparent } }      // a hole opens
        var c = b
        for y in 0..<24 { for x in 0..<4 { c[x, y] = colours[4].premultiplied } }   // a transparent strip fills
        return [a, b, b, c]
    }

    static func encode(_ frames: [Image], plays: Int, fps: Double = 30) throws -> [UInt8] {
        var builder = GIFPaletteBuilder()
        for f in frames { builder.add(f) }
        var bytes: [UInt8] = []
        let writer = GIFWriter(width: frames[0].width, height: frames[0].height, palette: builder.palette(), plays: plays) { bytes += $0 }
        for f in frames { try writer.append(f, delay: FrameDelay(framesPerSecond: fps)) }
        try writer.finish()
        return bytes
    }

    @Test func framesDecodeToTheirSources() throws {
        let frames = Self.frames()
        let gif = try GIFTestDecoder(try Self.encode(frames, plays: 0))
        #expect(gif.loopCount == 0)
        #expect(gif.frames.count == 4)
        let shown = gif.composite()
        for (n, frame) in frames.enumerated() {
            for y in 0..<frame.height {
                for x in 0..<frame.width {
                    let s = frame[x, y].straight, p = (y * frame.width + x) * 4
                    let got = Array(shown[n][p..<p + 4])
                    let want: [UInt8] = s.a == 0 ? [0, 0, 0, 0] : [s.r, s.g, s.b, 255]
                    if got[3] == 0 && want[3] == 0 { continue }
                    #expect(got == want, "frame \(n + 1) pixel (\(x), \(y))")
                    if got != want { return }
                }
            }
        }
        // The repeated frame changes nothing: one transparent pixel, not a redraw.
        #expect(gif.frames[2].width * gif.frames[2].height == 1)
        // The hole in frame 2 is cleared by frame 1's "restore to background".
        #expect(gif.frames[0].disposal == 2 && gif.frames[1].disposal == 1)
    }

    @Test func delaysCarryTheirRounding() throws {
        let frames = Array(repeating: Self.frames()[0], count: 9)
        let gif = try GIFTestDecoder(try Self.encode(frames, plays: 2, fps: 30))
        let delays = gif.frames.map(\.delay)
        #expect(delays.reduce(0, +) == 30, "\(delays)")   // 9 frames at 30 fps = 0.30 s exactly
        #expect(Set(delays).isSubset(of: [3, 4]))
        #expect(gif.loopCount == 1)   // two plays = one repeat
        let once = try GIFTestDecoder(try Self.encode(frames, plays: 1))
        #expect(once.loopCount == nil)
    }

    /// Looping back to a first frame that has transparency where the last frame has none: the
    /// last frame is disposed to background so the wrap-around shows no leftovers.
    @Test func theLoopWrapsCleanly() throws {
        let frames = Self.frames()
        let gif = try GIFTestDecoder(try Self.encode([frames[3], frames[0]], plays: 0))
        #expect(gif.frames.last?.disposal == 2)
    }

    /// A smooth gradient keeps its mean colour after dithering, block by block.
    @Test func gradientsKeepTheirTone() throws {
        var image = Image(width: 128, height: 64)
        for y in 0..<64 { for x in 0..<128 { image[x, y] = PremultipliedRGBA8(r: UInt8(x * 2), g: UInt8(60 + y), b: UInt8(200 - x / 2), a: 255) } }
        var builder = GIFPaletteBuilder()
        builder.add(image)
        let palette = builder.palette(maxColours: 64)
        #expect(palette.colours.count <= 64 && palette.colours.count > 32)
        let gif = try GIFTestDecoder(try Self.encodeWith(palette: palette, [image]))
        let shown = gif.composite()[0]
        var worst = 0.0, total = 0.0
        for by in 0..<16 {
            for bx in 0..<32 {
                var sum = [0.0, 0.0, 0.0], want = [0.0, 0.0, 0.0]
                for y in by * 4..<by * 4 + 4 {
                    for x in bx * 4..<bx * 4 + 4 {
                        let p = (y * 128 + x) * 4, s = image[x, y]
                        sum[0] += Double(shown[p]); sum[1] += Double(shown[p + 1]); sum[2] += Double(shown[p + 2])
                        want[0] += Double(s.r); want[1] += Double(s.g); want[2] += Double(s.b)
                    }
                }
                for c in 0..<3 { worst = max(worst, abs(sum[c] - want[c]) / 16); total += abs(sum[c] - want[c]) / 16 }
            }
        }
        // On average a block keeps its tone within 2 levels; the worst blocks are the gradient's
        // corners, outside the hull of 64 colours (measured: mean 1.14, worst 23.5).
        #expect(total / (16 * 32 * 3) < 2, "4×4 blocks are off by \(total / (16 * 32 * 3)) levels on average")
        #expect(worst < 30, "a 4×4 block's mean is off by \(worst) levels")
    }

    /// Pixels that did not change keep their indices: a frame that changes one block is written
    /// as that block alone, and the rest of the dither pattern stays put.
    @Test func ditherDoesNotCrawl() throws {
        var a = Image(width: 64, height: 32)
        for y in 0..<32 { for x in 0..<64 { a[x, y] = PremultipliedRGBA8(r: UInt8(x * 4), g: UInt8(y * 8), b: 128, a: 255) } }
        var b = a
        for y in 4..<10 { for x in 40..<50 { b[x, y] = PremultipliedRGBA8(r: 255, g: 255, b: 0, a: 255) } }
        var builder = GIFPaletteBuilder()
        builder.add(a); builder.add(b)
        let gif = try GIFTestDecoder(try Self.encodeWith(palette: builder.palette(maxColours: 24), [a, b]))
        let f = gif.frames[1]
        #expect(f.x >= 40 - 1 && f.y >= 4 - 1 && f.x + f.width <= 50 + 1 && f.y + f.height <= 10 + 1, "rect \(f.x),\(f.y) \(f.width)×\(f.height)")
    }

    static func encodeWith(palette: GIFPalette, _ frames: [Image]) throws -> [UInt8] {
        var bytes: [UInt8] = []
        let writer = GIFWriter(width: frames[0].width, height: frames[0].height, palette: palette, plays: 0) { bytes += $0 }
        for f in frames { try writer.append(f, delay: FrameDelay(framesPerSecond: 25)) }
        try writer.finish()
        return bytes
    }

    @Test func semiTransparentEdgesTakeTheMatte() throws {
        let t = GIFTransparency(matte: StraightRGBA8(r: 0, g: 0, b: 255), alphaThreshold: 128)
        #expect(t.resolve(r: 0, g: 0, b: 0, a: 100) == nil)
        let c = try #require(t.resolve(r: 100, g: 0, b: 0, a: 200))
        #expect(abs(c.0 - 100) < 0.01 && abs(c.2 - 55) < 0.01)
    }
}


/// Pillow (when installed; CI installs python3-pil) reads our GIF with the same frames.
@Suite struct GIFPillowTests {
    @Test func pillowReadsTheFramesDelaysAndHoles() throws {
        guard let python = Pillow.python else { return }
        let dir = try ScratchRoot.folder("gif")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let frames = GIFWriterTests.frames()
        try AtomicFile.write(try GIFWriterTests.encode(frames, plays: 0, fps: 25), to: dir + "/a.gif")
        let out = try Pillow.run(python, """
            from PIL import Image
            im = Image.open('\(dir)/a.gif')
            print(im.n_frames, im.info.get('loop'))
            for i in range(im.n_frames):
                im.seek(i)
                f = im.convert('RGBA')
                print(im.info['duration'], f.getpixel((12, 10)), f.getpixel((25, 20)), f.getpixel((1, 1)))
            """)
        let lines = out.split(separator: "\n").map(String.init)
        #expect(lines.first == "4 0", "\(lines)")
        func rgba(_ c: StraightRGBA8) -> String { "(\(c.r), \(c.g), \(c.b), 255)" }
        let at = { (f: Image, x: Int, y: Int) -> String in f[x, y].a == 0 ? "(0, 0, 0, 0)" : rgba(f[x, y].straight) }
        for (i, frame) in frames.enumerated() {
            // 25 fps = 40 ms; transparent pixels read as (0, 0, 0, 0).
            #expect(lines[i + 1] == "40 \(at(frame, 12, 10)) \(at(frame, 25, 20)) \(at(frame, 1, 1))", "frame \(i + 1)")
        }
    }
}
