import Codecs
import Colour
import Foundation
import Mockup
import Raster
import Testing
import TestSupport
@testable import Motion

/// A recording is a capture like a still in everything a still's render takes: the cover's
/// capture on the outer faces (`--cover`), a clip that turns the device round shows them (the
/// unfold), and `--colour-space` makes the frames in the space chosen, the recording's pictures
/// converted into it.
@Suite(.serialized) struct RecordingSidesTests {
    /// A magenta no recording picture has (theirs are made of bytes 70…180): the cover's capture.
    static let coverColour = PremultipliedRGBA8(r: 230, g: 0, b: 230, a: 255)

    /// The two-sided art, a 12-picture recording of the inner display at 4x the art's screen (1x
    /// of the Duo's), and a magenta cover capture; nil (after saying why) without ffmpeg.
    static func fixture(_ test: String) throws -> (dir: String, set: BezelSet, recording: Recording, cover: DecodedImage)? {
        guard TestRecording.ffmpeg != nil, TestRecording.ffprobe != nil else {
            #expect(!TestRecording.required, "CI installs ffmpeg")
            print(TestRecording.skipMessage(test))
            return nil
        }
        let dir = try ScratchRoot.folder("recording-sides")
        try ImageFile.write(TwoSidedTestArt.cover, to: dir + "/cover.png")
        try ImageFile.write(TwoSidedTestArt.inner, to: dir + "/inner.png")
        try ImageFile.write(TwoSidedTestArt.back, to: dir + "/back.png")
        let set = try BezelSet.load(directory: dir)
        try TestRecording.make(TestRecording.Spec(width: 952, height: 670, frames: 12), at: dir + "/rec.mp4")
        let tools = try #require(FFmpegTools.locate(environment: ProcessInfo.processInfo.environment))
        let recording = try Recording.open(dir + "/rec.mp4", tools: tools)
        let s = TwoSidedTestArt.coverScreen
        let cover = DecodedImage(image: Image(width: s.width, height: s.height, fill: coverColour), colour: ColourInfo(),
                                 format: .png, warnings: [])
        return (dir, set, recording, cover)
    }

    /// The share of an image's opaque pixels showing the cover's capture (magenta, however lit).
    static func coverShare(_ image: Image) -> Double {
        var shown = 0, all = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x, y]
                guard p.a == 255 else { continue }
                all += 1
                if p.r > 120 && p.b > 120 && p.g < 40 && abs(Int(p.r) - Int(p.b)) < 30 { shown += 1 }
            }
        }
        return Double(shown) / Double(max(1, all))
    }

    static func span(_ recording: Recording, count: Int, fps: Double = 30) -> RecordingSpan {
        RecordingSpan(start: 0, framesPerSecond: fps, count: count)
    }

    @Test func aBookSeenFromBehindShowsTheCoverCapture() throws {
        guard let f = try Self.fixture("recording cover") else { return }
        defer { try? FileManager.default.removeItem(atPath: f.dir) }
        var options = RenderOptions()
        options.pose = .book
        options.degrees = 70
        options.turn = 150
        options.cover = f.dir + "/cover-capture.png"
        let span = Self.span(f.recording, count: 3)
        let with = try RecordingRenderer.prepare(recording: f.recording, bezels: .set(f.set), options: options, span: span,
                                                 cover: f.cover)
        let shown = Self.coverShare(try RecordingRenderer.still(of: with, at: 0))
        #expect(shown > 0.1, "the cover's leaf shows its capture: \(shown)")
        // Without the cover's capture the cover glass is dark: no magenta.
        options.cover = nil
        let without = try RecordingRenderer.prepare(recording: f.recording, bezels: .set(f.set), options: options, span: span)
        #expect(Self.coverShare(try RecordingRenderer.still(of: without, at: 0)) < 0.001)
    }

    @Test func anUnfoldingRecordingStartsOnTheCoverAndEndsOnThePictures() throws {
        guard let f = try Self.fixture("recording unfold") else { return }
        defer { try? FileManager.default.removeItem(atPath: f.dir) }
        var options = RenderOptions()
        options.pose = .book
        options.cover = f.dir + "/cover-capture.png"
        let timeline = try Timeline(try KeyframeParsing.path("unfold"))
        let clip = try Clip(timeline: timeline, framesPerSecond: 10, plays: 1, pingPong: false)
        let span = Self.span(f.recording, count: clip.frames.count, fps: 10)
        let prepared = try RecordingRenderer.prepare(recording: f.recording, bezels: .set(f.set), options: options, span: span,
                                                     motion: (timeline, clip), cover: f.cover)
        let frames = FramesKept()
        _ = try RecordingRenderer.render(prepared, workers: 2, makeSink: { _, _ in frames })
        let (first, last) = (try #require(frames.images.first), try #require(frames.images.last))
        #expect(frames.images.count == clip.frames.count, "the recording's last picture held past its end")
        #expect(Self.coverShare(first) > 0.2, "shut, the cover faces the camera: \(Self.coverShare(first))")
        #expect(Self.coverShare(last) < 0.001, "open, the inner display faces it")
        // A still past the recording's end (0.4 s) is its last picture, the same at any later time
        // (it used to find no picture to decode at the end).
        let (end, later) = (try RecordingRenderer.still(of: prepared, at: span.time(ofFrame: span.count - 1)),
                            try RecordingRenderer.still(of: prepared, at: 3600))
        let same = end.width == later.width && end.height == later.height && end.pixels == later.pixels
        #expect(same)
    }

    @Test func theFramesAreMadeInTheColourSpaceChosen() throws {
        guard let f = try Self.fixture("recording colour space") else { return }
        defer { try? FileManager.default.removeItem(atPath: f.dir) }
        var options = RenderOptions()
        options.pose = .open
        options.shadow = false
        let span = Self.span(f.recording, count: 1)
        let own = try RecordingRenderer.prepare(recording: f.recording, bezels: .set(f.set), options: options, span: span)
        #expect(own.space == .sRGB, "an untagged recording is BT.709's primaries")
        options.colourSpace = .displayP3
        let p3 = try RecordingRenderer.prepare(recording: f.recording, bezels: .set(f.set), options: options, span: span)
        #expect(p3.space == .displayP3 && p3.colour == ColourSpace.displayP3.colourInfo)
        let (a, b) = (try RecordingRenderer.still(of: own, at: 0), try RecordingRenderer.still(of: p3, at: 0))
        #expect(a.width == b.width && a.height == b.height)
        // A quarter down the screen, above the picture's blocks: its colour, converted into Display P3.
        let (x, y) = (a.width / 2, a.height / 4)
        let expected = ColourConversion(from: .sRGB, to: .displayP3).convert(a[x, y])
        let got = b[x, y]
        #expect(a[x, y] != got, "the picture is converted")
        for (e, g) in [(expected.r, got.r), (expected.g, got.g), (expected.b, got.b)] {
            #expect(abs(Int(e) - Int(g)) <= 2, "\(a[x, y]) in Display P3 is \(expected), drawn \(got)")
        }
    }
}

/// A sink that keeps every frame it is given.
private final class FramesKept: FrameSink {
    var images: [Image] = []
    func append(_ frame: Image) throws { images.append(frame) }
    func repeatLast() throws { images.append(images[images.count - 1]) }
    func finish() throws {}
    func abandon() {}
}
