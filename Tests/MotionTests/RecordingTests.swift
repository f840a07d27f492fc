import Foundation
import Testing
import TestSupport
import Codecs
import Raster
@testable import Motion
@testable import DuoMockupCLI

/// Screen recordings as captures, end to end on small recordings made with ffmpeg (1x, the
/// fixture's one-file bezel, previewed at a quarter): same length and rate, frame i showing
/// frame i (read from the blocks each picture carries), sound kept, variable timing mapped by
/// timestamps, rotation honoured, trims, folds, and bad recordings.
@Suite(.serialized) struct RecordingTests {
    /// The fixture with a recording of `frames` pictures at 30 fps, 952×670 (the open screen at
    /// 1x plus the pixel of padding a recorder adds); nil (after saying why) without ffmpeg.
    static func fixture(_ test: String, frames: Int = 60, configure: (inout TestRecording.Spec) -> Void = { _ in })
        throws -> (AnimateFixture, String)? {
        guard TestRecording.ffmpeg != nil, TestRecording.ffprobe != nil else {
            #expect(!TestRecording.required, "CI installs ffmpeg")
            print(TestRecording.skipMessage(test))
            return nil
        }
        let f = try AnimateFixture()
        var spec = TestRecording.Spec(width: 952, height: 670, frames: frames)
        configure(&spec)
        let path = f.dir + "/rec.mp4"
        try TestRecording.make(spec, at: path)
        return (f, path)
    }

    /// Where the fixture's screen lands in a flat output of `image`'s size (the art is 999×717,
    /// the screen 951×669 at 24, 24).
    static func screen(in image: Image) -> PixelRect {
        let sx = Double(image.width) / 999, sy = Double(image.height) / 717
        return PixelRect(x: Int((24 * sx).rounded()), y: Int((24 * sy).rounded()),
                         width: Int((951 * sx).rounded()), height: Int((669 * sy).rounded()))
    }

    @Test func flatRecordingKeepsLengthRateSoundAndFrameOrder() throws {
        guard let (f, rec) = try Self.fixture("flat", configure: { $0.tone = true }) else { return }
        defer { f.remove() }
        let out = f.dir + "/flat.mp4"
        let r = f.run(["render", rec, "-o", out, "--preview"])
        #expect(r.status == 0, "\(r.error)")
        #expect(r.error.contains("60 frames") && r.error.contains("with sound"), "\(r.error)")
        #expect(try TestRecording.probe(out, stream: "v", entries: "stream=codec_name,profile,pix_fmt,r_frame_rate,nb_read_frames")
                == "h264,High,yuv420p,30/1,60")
        #expect(try TestRecording.probe(out, stream: "v", entries: "stream=color_space,color_primaries,color_transfer")
                == "bt709,bt709,bt709")
        let audio = try TestRecording.probe(out, stream: "a", entries: "stream=codec_name,duration")
        #expect(audio.hasPrefix("aac,") && abs((Double(audio.split(separator: ",")[1]) ?? 0) - 2) < 0.05, "\(audio)")
        #expect(try TestRecording.loudness(of: out) > 0.05, "the tone is there (ffmpeg's sine has an amplitude of 1/8)")
        let frames = try TestRecording.frames(of: out)
        #expect(frames.count == 60)
        for (i, frame) in frames.enumerated() {
            #expect(TestRecording.index(in: frame, rect: Self.screen(in: frame)) == i, "frame \(i)")
        }
        // The moov atom comes first (+faststart): a player starts before the whole file arrives.
        let bytes = [UInt8](try #require(FileManager.default.contents(atPath: out)))
        func first(_ tag: String) -> Int? {
            let t = Array(tag.utf8)
            return (0..<(bytes.count - 4)).first { bytes[$0] == t[0] && Array(bytes[$0..<$0 + 4]) == t }
        }
        #expect((first("moov") ?? .max) < (first("mdat") ?? 0), "moov before mdat")
        #expect(try f.leftovers(besides: ["rec.mp4", "flat.mp4"]).isEmpty)
    }

    /// A recording tagged Display P3 is framed in it: the video says so (an untagged one says
    /// BT.709, `flatRecordingKeepsLengthRateSoundAndFrameOrder`).
    @Test func aDisplayP3RecordingStaysDisplayP3() throws {
        guard let (f, rec) = try Self.fixture("p3", frames: 3, configure: {
            $0.extra = ["-color_primaries", "smpte432", "-color_trc", "bt709", "-colorspace", "bt709"]
        }) else { return }
        defer { f.remove() }
        let out = f.dir + "/p3.mp4"
        let r = f.run(["render", rec, "-o", out, "--preview"])
        #expect(r.status == 0, "\(r.error)")
        #expect(try TestRecording.probe(out, stream: "v", entries: "stream=color_space,color_primaries,color_transfer")
                == "bt709,bt709,smpte432", "ffprobe prints space, transfer, primaries")
    }

    @Test func variableRateIsMappedByTimestamps() throws {
        // Frames 0–4, every third from 21, and the last: the gaps hold the picture before them.
        guard let (f, rec) = try Self.fixture("vfr", configure: { $0.keep = "lt(n,5)+gte(n,21)*not(mod(n,3))+eq(n,59)" }) else { return }
        defer { f.remove() }
        let info = try Recording.open(rec, tools: try #require(FFmpegTools.locate(environment: ProcessInfo.processInfo.environment))).info
        #expect(info.isVariableRate && info.framesPerSecond == 30, "\(info)")
        let out = f.dir + "/vfr.png"
        let console = Console.capturing(environment: ProcessInfo.processInfo.environment)
        let status = DuoMockupTool.run(["render", rec, "-o", out, "--preview", "--bezel", f.bezel, "--json"], console: console)
        #expect(status == 0, "\(console.capturedError)")
        let apng = try APNGTestReader(Array(try Data(contentsOf: URL(fileURLWithPath: out))))
        #expect(apng.frames.count == 60, "\(apng.frames.count)")
        for (j, frame) in apng.frames.enumerated() {
            let expected = j < 5 ? j : (j < 21 ? 4 : (j == 59 ? 59 : j - j % 3))
            #expect(TestRecording.index(in: frame, rect: Self.screen(in: frame)) == expected, "frame \(j)")
        }
        // The held pictures cost nothing: the summary counts them.
        let json = try #require(try JSONSerialization.jsonObject(with: Data(console.capturedOutput)) as? [String: Any])
        #expect(json["repeatedFrames"] as? Int == 16 + 25, "\(json)")
        #expect(json["frames"] as? Int == 60 && json["sound"] as? Bool == false, "\(json)")
    }

    @Test func rotatedRecordingIsShownUpright() throws {
        guard let (f, rec) = try Self.fixture("rotated", frames: 6, configure: { $0.storedTurned = true }) else { return }
        defer { f.remove() }
        let info = try Recording.open(rec, tools: try #require(FFmpegTools.locate(environment: ProcessInfo.processInfo.environment))).info
        #expect(info.storedWidth == 670 && info.storedHeight == 952 && info.width == 952 && info.height == 670, "\(info)")
        let out = f.dir + "/rotated.png"
        let r = f.run(["render", rec, "-o", out, "--preview"])
        #expect(r.status == 0, "\(r.error)")
        let apng = try APNGTestReader(Array(try Data(contentsOf: URL(fileURLWithPath: out))))
        #expect(apng.width > apng.height, "the open pose, sideways")
        for (i, frame) in apng.frames.enumerated() {
            #expect(TestRecording.index(in: frame, rect: Self.screen(in: frame)) == i, "frame \(i)")
        }
    }

    @Test func fromToAndFpsResampleInTime() throws {
        guard let (f, rec) = try Self.fixture("trim") else { return }
        defer { f.remove() }
        let out = f.dir + "/trim.png"
        let r = f.run(["render", rec, "-o", out, "--preview", "--from", "0.5", "--to", "1.5", "--fps", "15"])
        #expect(r.status == 0, "\(r.error)")
        let apng = try APNGTestReader(Array(try Data(contentsOf: URL(fileURLWithPath: out))))
        #expect(apng.frames.count == 15 && apng.controls.allSatisfy { $0.delayNumerator == 1 && $0.delayDenominator == 15 })
        for (j, frame) in apng.frames.enumerated() {
            // 0.5 + j/15 s of a 30 fps recording is its frame 15 + 2j.
            #expect(TestRecording.index(in: frame, rect: Self.screen(in: frame)) == 15 + 2 * j, "frame \(j)")
        }
    }

    @Test func aFoldedRecordingShowsFrameIAtFrameI() throws {
        guard let (f, rec) = try Self.fixture("fold", frames: 8) else { return }
        defer { f.remove() }
        let frames = f.dir + "/frames"
        // A fixed fold: every frame of the clip is a still of the recording's frame 2 + i.
        let r = f.run(["animate", rec, "--frames", frames, "--keyframes", "0:120, 0.2:120", "--fps", "30", "--pose", "book",
                       "--capture-start", String(2.0 / 30), "--preview"])
        #expect(r.status == 0, "\(r.error)")
        let names = try FileManager.default.contentsOfDirectory(atPath: frames).sorted()
        #expect(names.count == 6, "\(names)")
        let pictures = try TestRecording.frames(of: rec)
        var scores: [[Double]] = []
        for k in 0..<6 {
            let still = f.dir + "/still.png"
            // The picture without the recorder's padding pixel, as the recording's frames place it.
            try ImageFile.write(pictures[2 + k].cropped(to: PixelRect(x: 0, y: 0, width: 951, height: 669)), to: f.dir + "/picture.png")
            let s = f.run(["render", f.dir + "/picture.png", "--pose", "book", "--deg", "120", "--preview", "-o", still])
            #expect(s.status == 0, "\(s.error)")
            let image = try ImageFile.read(path: still).image
            scores.append(try names.map { name in
                let frame = try ImageFile.read(path: frames + "/" + name).image
                return frame.width == image.width && frame.height == image.height ? psnr(frame, image) : 0
            })
        }
        for k in 0..<6 {
            let best = scores[k].indices.max { scores[k][$0] < scores[k][$1] }!
            #expect(best == k && scores[k][k] > 35, "still of picture \(2 + k): scores \(scores[k])")
        }
    }

    /// A fold drawn much smaller than its art is composed at a quarter of the art's size: the
    /// same output size as a still at that --width, and the same picture within the filters' difference.
    /// At 240 px the fold is composed at a quarter of the art, at 330 px at a third.
    @Test(arguments: [240, 330]) func aSmallFoldIsComposedSmallAndLooksTheSame(width: Int) throws {
        guard let (f, rec) = try Self.fixture("small fold", frames: 3) else { return }
        defer { f.remove() }
        let out = f.dir + "/small.png"
        let r = f.run(["render", rec, "--pose", "book", "--deg", "120", "--width", String(width), "-o", out])
        #expect(r.status == 0, "\(r.error)")
        let apng = try APNGTestReader(Array(try Data(contentsOf: URL(fileURLWithPath: out))))
        let pictures = try TestRecording.frames(of: rec)
        for k in 0..<3 {
            try ImageFile.write(pictures[k].cropped(to: PixelRect(x: 0, y: 0, width: 951, height: 669)), to: f.dir + "/picture.png")
            let still = f.dir + "/still.png"
            #expect(f.run(["render", f.dir + "/picture.png", "--pose", "book", "--deg", "120", "--width", String(width), "-o", still]).status == 0)
            let image = try ImageFile.read(path: still).image
            #expect(apng.frames[k].width == image.width && apng.frames[k].height == image.height)
            let db = psnr(apng.frames[k], image)
            #expect(db > 30, "frame \(k): \(db) dB against the still")
        }
    }

    /// Past its end a recording holds its last picture: a 0.4 s clip of a 6-frame (0.2 s)
    /// recording shows pictures 0 to 5, then picture 5 again for the rest of the clip.
    @Test func animatePastTheEndHoldsTheLastFrame() throws {
        guard let (f, rec) = try Self.fixture("hold", frames: 6) else { return }
        defer { f.remove() }
        let frames = f.dir + "/frames"
        let r = f.run(["animate", rec, "--frames", frames, "--keyframes", "0:120, 0.4:120", "--fps", "30", "--pose", "book",
                       "--preview"])
        #expect(r.status == 0, "\(r.error)")
        let names = try FileManager.default.contentsOfDirectory(atPath: frames).sorted()
        #expect(names.count == 12, "\(names)")
        let images = try names.map { try ImageFile.read(path: frames + "/" + $0).image }
        guard images.count == 12 else { return }
        #expect(images[4].pixels != images[5].pixels, "the recording still plays from frame 4 to 5")
        for k in 6..<12 { #expect(images[k].pixels == images[5].pixels, "frame \(k) holds the last picture") }
    }

    /// Recordings made at 2x and 3x (the open screen's 1902×1338 and 2853×2007, the odd sides
    /// padded by the recorder) find the open pose as 1x ones do, and frame i still shows frame i.
    @Test(arguments: [[1902, 1338], [2854, 2008]]) func recordingsAt2xAnd3x(size: [Int]) throws {
        guard let (f, rec) = try Self.fixture("\(size[0])x\(size[1])", frames: 2,
                                              configure: { $0.width = size[0]; $0.height = size[1] }) else { return }
        defer { f.remove() }
        let out = f.dir + "/out.png"
        let r = f.run(["render", rec, "-o", out, "--preview"])
        #expect(r.status == 0, "\(r.error)")
        let apng = try APNGTestReader(Array(try Data(contentsOf: URL(fileURLWithPath: out))))
        #expect(apng.frames.count == 2 && apng.width > apng.height, "the open pose, sideways")
        for (i, frame) in apng.frames.enumerated() {
            #expect(TestRecording.index(in: frame, rect: Self.screen(in: frame)) == i, "frame \(i)")
        }
    }

    @Test func animateWithoutKeyframesFoldsForTheWholeRecording() throws {
        guard let (f, rec) = try Self.fixture("animate", frames: 45) else { return }
        defer { f.remove() }
        let out = f.dir + "/clip.mp4"
        // No --pose: a sideways recording folds as a book, as a sideways still does.
        let r = f.run(["animate", rec, "-o", out, "--fps", "15", "--preview"])
        #expect(r.status == 0, "\(r.error)")
        // 1.5 s at 15 fps: the default path (1 s a move) repeats for as long as the recording plays.
        #expect(try TestRecording.probe(out, stream: "v", entries: "stream=r_frame_rate,nb_read_frames") == "15/1,23")
    }

    @Test func videoFormatsForEditorsAndTheWeb() throws {
        guard let (f, rec) = try Self.fixture("formats", frames: 6) else { return }
        defer { f.remove() }
        for (name, expected) in [("clip.webm", "vp9,yuv420p,6,1"), ("clip.mov", "prores,yuva444p12le,6,")] {
            let r = f.run(["render", rec, "-o", f.dir + "/" + name, "--preview"])
            #expect(r.status == 0, "\(r.error)")
            let p = try TestRecording.probe(f.dir + "/" + name, stream: "v",
                                            entries: "stream=codec_name,pix_fmt,nb_read_frames:stream_tags=alpha_mode")
            #expect(p.hasPrefix(expected.hasSuffix(",") ? String(expected.dropLast()) : expected), "\(name): \(p)")
        }
        let gif = f.dir + "/clip.gif"
        #expect(f.run(["render", rec, "-o", gif, "--preview"]).status == 0)
        #expect(try TestGIF.frameCount(gif) == 6)
        // HEVC with alpha needs Apple's encoder: here (without it) one line says so, and nothing is written.
        let tools = try #require(FFmpegTools.locate(environment: ProcessInfo.processInfo.environment))
        if !tools.encoders().contains("hevc_videotoolbox") {
            let r = f.run(["render", rec, "-o", f.dir + "/alpha.mov", "--codec", "hevc", "--preview"])
            #expect(r.status == 2 && r.error.contains("VideoToolbox") && r.error.split(separator: "\n").count == 1, "\(r.error)")
            #expect(!FileManager.default.fileExists(atPath: f.dir + "/alpha.mov"))
        }
        let hevc = f.dir + "/clip-hevc.mp4"
        if tools.encoders().contains("libx265") {
            let r = f.run(["render", rec, "-o", hevc, "--codec", "hevc", "--preview"])
            #expect(r.status == 0, "\(r.error)")
            #expect(try TestRecording.probe(hevc, stream: "v", entries: "stream=codec_name,codec_tag_string") == "hevc,hvc1")
        }
    }
}

/// Counts a GIF's frames (image descriptors) by walking its blocks.
enum TestGIF {
    static func frameCount(_ path: String) throws -> Int {
        let data = try GIFTestDecoder(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        return data.frames.count
    }
}
