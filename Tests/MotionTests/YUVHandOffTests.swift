import Foundation
import Testing
import TestSupport
import Codecs
import Mockup
import Raster
@testable import Motion

/// A flat recording framed into an MP4 goes from the decoder to the encoder in Y'CbCr
/// (`YUVFrameComposer`) when the recording is BT.709 4:2:0: the frames are those the RGBA path
/// draws, in the encoder's samples; anything the composer cannot describe is left to RGBA.
@Suite(.serialized) struct YUVHandOffTests {
    static let background = PremultipliedRGBA8(r: 240, g: 235, b: 220, a: 255)

    /// A 12 × 10 frame: a background, a picture at (2, 2) 8 × 6 and over it a body whose window
    /// has soft edges (alpha 128 along its left column and its top row, 64 in the corner), as a
    /// mock-up's screen mask has.
    static func composite(_ picture: Image) -> Image {
        var art = Image(width: 12, height: 10, fill: PremultipliedRGBA8(r: 40, g: 60, b: 90, a: 255))
        for y in 2..<8 { for x in 2..<10 { art[x, y] = .transparent } }
        for y in 2..<8 { art[2, y] = PremultipliedRGBA8(r: 20, g: 30, b: 45, a: 128) }
        for x in 2..<10 { art[x, 2] = PremultipliedRGBA8(r: 20, g: 30, b: 45, a: 128) }
        art[2, 2] = PremultipliedRGBA8(r: 10, g: 15, b: 22, a: 64)
        var frame = Image(width: 12, height: 10, fill: background)
        frame.draw(picture, atX: 2, y: 2)
        frame.draw(art, atX: 0, y: 0)
        return frame
    }

    /// A picture in 2 × 2 blocks of one colour each (so 4:2:0 holds it exactly) and its samples.
    static func picture(seed: UInt64) -> (Image, YUV420Picture) {
        var random = seed
        func next() -> UInt8 { random = random &* 6364136223846793005 &+ 1442695040888963407; return UInt8(truncatingIfNeeded: random >> 56) }
        var image = Image(width: 8, height: 6)
        var bytes = [UInt8](repeating: 0, count: YUV420Picture.byteCount(width: 8, height: 6))
        for by in 0..<3 {
            for bx in 0..<4 {
                let (r, g, b) = (next(), next(), next())
                for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                    image[2 * bx + dx, 2 * by + dy] = PremultipliedRGBA8(r: r, g: g, b: b, a: 255)
                    bytes[(2 * by + dy) * 8 + 2 * bx + dx] = byte(YUVFrameComposer.luma(r: Double(r), g: Double(g), b: Double(b)))
                }
                let c = YUVFrameComposer.chroma(r: Double(r), g: Double(g), b: Double(b))
                bytes[48 + by * 4 + bx] = byte(c.cb)
                bytes[60 + by * 4 + bx] = byte(c.cr)
            }
        }
        return (image, YUV420Picture(width: 8, height: 6, bytes: bytes)!)
    }

    static func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, v.rounded()))) }

    /// An RGBA frame's samples, chroma averaged over each 2 × 2 block.
    static func samples(of image: Image) -> [Double] {
        var out = [Double]()
        for y in 0..<image.height { for x in 0..<image.width {
            let p = image[x, y]
            out.append(YUVFrameComposer.luma(r: Double(p.r), g: Double(p.g), b: Double(p.b)))
        } }
        var cb = [Double](), cr = [Double]()
        for y in stride(from: 0, to: image.height, by: 2) { for x in stride(from: 0, to: image.width, by: 2) {
            var s = (0.0, 0.0)
            for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                let p = image[x + dx, y + dy]
                let c = YUVFrameComposer.chroma(r: Double(p.r), g: Double(p.g), b: Double(p.b))
                s.0 += c.cb / 4; s.1 += c.cr / 4
            }
            cb.append(s.0); cr.append(s.1)
        } }
        return out + cb + cr
    }

    @Test func theComposerMakesTheRGBAFramesInYCbCr() throws {
        let composer = try #require(YUVFrameComposer(black: Self.composite(Image(width: 8, height: 6, fill: .black)),
                                                     white: Self.composite(Image(width: 8, height: 6, fill: .white)),
                                                     pictureX: 2, pictureY: 2, pictureWidth: 8, pictureHeight: 6))
        for seed: UInt64 in [1, 2, 3, 4] {
            let (image, samples) = Self.picture(seed: seed)
            let made = composer.frame(showing: samples).bytes
            let expected = Self.samples(of: Self.composite(image))
            #expect(made.count == expected.count)
            let worst = zip(made, expected).map { abs(Double($0) - $1) }.max() ?? .infinity
            #expect(worst <= 2, "seed \(seed): the Y'CbCr frame is the RGBA one's to within rounding (worst \(worst))")
        }
    }

    @Test func framesTheComposerCannotDescribeAreLeftToRGBA() {
        let black = Self.composite(Image(width: 8, height: 6, fill: .black))
        let white = Self.composite(Image(width: 8, height: 6, fill: .white))
        // A tint over the screen: the picture's channels show through unevenly.
        var tinted = white
        for y in 3..<7 { for x in 3..<9 { tinted[x, y] = PremultipliedRGBA8(r: 255, g: 200, b: 255, a: 255) } }
        #expect(YUVFrameComposer(black: black, white: tinted, pictureX: 2, pictureY: 2, pictureWidth: 8, pictureHeight: 6) == nil)
        // The picture at an odd place: its chroma would straddle the frame's.
        #expect(YUVFrameComposer(black: black, white: white, pictureX: 1, pictureY: 2, pictureWidth: 8, pictureHeight: 6) == nil)
        // The picture showing outside the rectangle named.
        #expect(YUVFrameComposer(black: black, white: white, pictureX: 2, pictureY: 2, pictureWidth: 6, pictureHeight: 6) == nil)
        #expect(YUVFrameComposer(black: black, white: white, pictureX: 2, pictureY: 2, pictureWidth: 8, pictureHeight: 6) != nil)
    }

    /// The recording fixture's sizes at `--width 666`: a 666 × 478 frame, the 634 × 446 picture at 16, 16.
    static let width = "666"

    static func prepared(_ f: AnimateFixture, _ rec: String, pose: Pose? = nil) throws -> PreparedRecording {
        let tools = try #require(FFmpegTools.locate(environment: ProcessInfo.processInfo.environment))
        let recording = try Recording.open(rec, tools: tools)
        var options = RenderOptions()
        options.pose = pose
        options.framing.width = Int(Self.width)
        options.framing.background = .white
        return try RecordingRenderer.prepare(recording: recording, bezels: .single(try BezelSet.single(file: f.bezel)),
                                             options: options, span: RecordingSpan(start: 0, framesPerSecond: 30, count: 12))
    }

    @Test func aBT709RecordingIsFramedStraightFromItsSamples() throws {
        guard let (f, rec) = try RecordingTests.fixture("yuv hand-off", frames: 12, configure: {
            $0.video = ["-vf", "scale=out_color_matrix=bt709:out_range=tv,format=yuv420p", "-c:v", "libx264",
                        "-preset", "veryfast", "-crf", "16", "-pix_fmt", "yuv420p",
                        "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709"]
        }) else { return }
        defer { f.remove() }
        #expect(try RecordingRenderer.yuvComposer(for: Self.prepared(f, rec)) != nil, "a flat BT.709 recording is composed in Y'CbCr")
        #expect(try RecordingRenderer.yuvComposer(for: Self.prepared(f, rec, pose: .book)) == nil, "a fold is drawn in RGBA")

        let (video, still) = (f.dir + "/yuv.mp4", f.dir + "/rgba.png")
        let r = f.run(["render", rec, "-o", video, "--width", Self.width])
        #expect(r.status == 0, "\(r.error)")
        let a = f.run(["render", rec, "-o", still, "--width", Self.width, "--background", "white"])
        #expect(a.status == 0, "\(a.error)")
        let framed = try TestRecording.frames(of: video), drawn = try TestRecording.frames(of: still)
        #expect(framed.count == 12 && drawn.count == 12)
        for (i, (y, d)) in zip(framed, drawn).enumerated() {
            #expect(y.width == 666 && y.height == 478)
            #expect(TestRecording.index(in: y, rect: RecordingTests.screen(in: y)) == i, "frame \(i) shows picture \(i)")
            let quality = psnr(y, d)
            #expect(quality > 36, "frame \(i): the Y'CbCr frame looks like the RGBA one (\(quality) dB)")
        }
    }

    @Test func anUntaggedRecordingIsComposedInRGBA() throws {
        guard let (f, rec) = try RecordingTests.fixture("yuv hand-off, untagged", frames: 2) else { return }
        defer { f.remove() }
        // ffmpeg turns untagged samples into RGB by BT.601's matrix: they must not go in as BT.709.
        #expect(try RecordingRenderer.yuvComposer(for: Self.prepared(f, rec)) == nil)
    }
}
