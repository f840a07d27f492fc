import TestSupport
import Fold
import Foundation
import Testing
import Codecs
import Mockup
import Raster
@testable import Motion
@testable import DuoMockupCLI

/// `duo-mockup animate` end to end on small images: the done-when clip (APNG, 60 frames,
/// first and middle frames equal to `render --deg 180/128` on the same canvas), GIF, PNG frames,
/// MP4 through ffmpeg (decoded back and played in headless Chromium), and bad input.
@Suite(.serialized) struct AnimateCommandTests {
    @Test func apngMatchesRenderAtTheKeyframes() throws {
        let f = try AnimateFixture()
        defer { f.remove() }
        let out = f.dir + "/fold.png"
        let r = f.run(["animate", f.capture, "-o", out, "--path", "1.0 180 128 180", "--fps", "30", "--preview"])
        #expect(r.status == 0, "\(r.error)")
        let apng = try APNGTestReader(Array(try Data(contentsOf: URL(fileURLWithPath: out))))
        #expect(apng.frameCount == 60 && apng.frames.count == 60 && apng.plays == 0)
        #expect(apng.controls.allSatisfy { $0.delayNumerator == 1 && $0.delayDenominator == 30 })
        // Later frames are cropped to what changed.
        #expect(apng.controls.dropFirst().contains { $0.width < apng.width || $0.height < apng.height })

        // The clip's canvas and each still's own canvas, from the library.
        let capture = try ImageFile.read(path: f.capture)
        var options = RenderOptions()
        options.pose = .book
        options.preview = true
        let flat = try MockupPipeline.prepare(capture: capture, captureFile: f.capture, bezels: .single(try BezelSet.single(file: f.bezel)), options: options)
        let timeline = try Timeline(try KeyframeParsing.path("1.0 180 128 180"))
        let clip = try Clip(timeline: timeline, framesPerSecond: 30, plays: 0, pingPong: false)
        let prepared = try ClipRenderer.prepare(capture: capture, captureFile: f.capture, bezels: .single(try BezelSet.single(file: f.bezel)),
                                                options: options, timeline: timeline, clip: clip)
        #expect(prepared.width == apng.width && prepared.height == apng.height)
        for (frame, degrees) in [(0, 180.0), (30, 128.0)] {
            let still = f.dir + "/still-\(Int(degrees)).png"
            let s = f.run(["render", f.capture, "--pose", "book", "--deg", String(degrees), "--preview", "-o", still])
            #expect(s.status == 0, "\(s.error)")
            let image = try ImageFile.read(path: still).image
            let own = try FoldRenderer.canvas(artWidth: flat.art.width, artHeight: flat.art.height, hinge: flat.hinge!,
                                              options: flat.fold!, degrees: [degrees])
            let dx = own.originX - prepared.canvas.originX, dy = own.originY - prepared.canvas.originY
            #expect(dx >= 0 && dy >= 0 && image.width == own.width && image.height == own.height)
            let part = apng.frames[frame].cropped(to: PixelRect(x: dx, y: dy, width: image.width, height: image.height))
            let db = psnr(part, image)
            #expect(db >= 40, "frame \(frame) against render --deg \(degrees): \(db) dB")
        }
    }

    /// A keyframe that turns the camera: the clip's last frame is `render --deg 150 --turn 25`
    /// on the clip's canvas, and the camera starts from --tilt where no keyframe says otherwise.
    @Test func cameraKeyframesMoveTheViewpoint() throws {
        let f = try AnimateFixture()
        defer { f.remove() }
        let frames = f.dir + "/frames"
        let r = f.run(["animate", f.capture, "--frames", frames, "--keyframes", "0:180, 0.4:150@turn=25", "--tilt", "10",
                       "--fps", "5", "--preview", "--pose", "book"])
        #expect(r.status == 0, "\(r.error)")
        let names = try FramesFolderOwnershipTests.frameNames(frames)
        let last = try ImageFile.read(path: frames + "/" + names.last!).image
        let capture = try ImageFile.read(path: f.capture)
        var options = RenderOptions()
        options.pose = .book
        options.preview = true
        options.tilt = 10
        let bezels = BezelSource.single(try BezelSet.single(file: f.bezel))
        var keyframes = try KeyframeParsing.inline("0:180, 0.4:150@turn=25")
        keyframes[0].tilt = 10
        let timeline = try Timeline(keyframes)
        let clip = try Clip(timeline: timeline, framesPerSecond: 5, plays: 0, pingPong: false)
        let prepared = try ClipRenderer.prepare(capture: capture, captureFile: f.capture, bezels: bezels, options: options,
                                                timeline: timeline, clip: clip)
        #expect(last.width == prepared.width && last.height == prepared.height)
        let still = f.dir + "/still.png"
        #expect(f.run(["render", f.capture, "--pose", "book", "--deg", "150", "--turn", "25", "--tilt", "10", "--preview",
                       "-o", still]).status == 0)
        let image = try ImageFile.read(path: still).image
        let flat = try MockupPipeline.prepare(capture: capture, captureFile: f.capture, bezels: bezels, options: options)
        var fold = flat.fold!
        fold.camera = Camera(turn: 25, tilt: 10, distance: fold.distance)
        let own = try FoldRenderer.canvas(artWidth: flat.art.width, artHeight: flat.art.height, hinge: flat.hinge!,
                                          options: fold, degrees: [150])
        let dx = own.originX - prepared.canvas.originX, dy = own.originY - prepared.canvas.originY
        #expect(dx >= 0 && dy >= 0 && image.width == own.width && image.height == own.height)
        let db = psnr(last.cropped(to: PixelRect(x: dx, y: dy, width: image.width, height: image.height)), image)
        #expect(db >= 40, "last frame against render --deg 150 --turn 25 --tilt 10: \(db) dB")
        // The first frame is square-on in turn but tilted: not the flat, untilted art.
        let first = try ImageFile.read(path: frames + "/" + names.first!).image
        #expect(first != last)
    }

    @Test func gifAndFramesFolder() throws {
        let f = try AnimateFixture()
        defer { f.remove() }
        let gif = f.dir + "/fold.gif", apng = f.dir + "/fold.apng"
        let common = [f.capture, "--path", "1 180 128 180", "--fps", "5", "--preview", "--loop", "3"]
        #expect(f.run(["animate"] + common + ["-o", gif]).status == 0)
        #expect(f.run(["animate"] + common + ["-o", apng]).status == 0)
        let decoded = try GIFTestDecoder(Array(try Data(contentsOf: URL(fileURLWithPath: gif))))
        #expect(decoded.frames.count == 10 && decoded.loopCount == 2)
        #expect(decoded.frames.map(\.delay).reduce(0, +) == 200)
        let shown = decoded.composite()
        // The hinge column of the middle frame is drawn (opaque), the corners are not.
        let w = decoded.width, h = decoded.height
        #expect(shown[5][((h / 2) * w + w / 2) * 4 + 3] == 255)
        #expect(shown[5][3] == 0)
        let sizes = try [gif, apng].map { try FileManager.default.attributesOfItem(atPath: $0)[.size] as! Int }
        #expect(sizes[0] <= 2 * sizes[1], "GIF \(sizes[0]) B vs APNG \(sizes[1]) B")

        let frames = f.dir + "/frames"
        #expect(f.run(["animate"] + common + ["--frames", frames]).status == 0)
        let names = try FramesFolderOwnershipTests.frameNames(frames)
        #expect(names.count == 10 && names.first == "frame-0001.png" && names.last == "frame-0010.png")

        // Chromium decodes both: each image draws with the device opaque mid-frame and the corner clear.
        guard HeadlessBrowser.shouldRun else { return }
        let harness = URL(fileURLWithPath: f.dir + "/harness.html")
        try """
        <!DOCTYPE html><html><body><img id="a" src="fold.apng"><img id="g" src="fold.gif"><pre id="out">pending</pre>
        <script>
        window.addEventListener('load', () => {
          const probe = img => { const c = document.createElement('canvas'); c.width = img.naturalWidth; c.height = img.naturalHeight;
            const g = c.getContext('2d'); g.drawImage(img, 0, 0);
            return {w: c.width, mid: g.getImageData(c.width >> 1, c.height >> 1, 1, 1).data[3], corner: g.getImageData(0, 0, 1, 1).data[3]}; };
          document.getElementById('out').textContent = JSON.stringify({apng: probe(document.getElementById('a')), gif: probe(document.getElementById('g'))});
        });
        </script></body></html>
        """.write(to: harness, atomically: true, encoding: .utf8)
        let result = try HeadlessBrowser.run(harness: harness)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.utf8)) as? [String: [String: Int]], "\(result)")
        for kind in ["apng", "gif"] {
            #expect(json[kind]?["w"] == w && json[kind]?["mid"] == 255 && json[kind]?["corner"] == 0, "\(kind): \(result)")
        }
    }

    @Test func mp4ThroughFFmpegDecodesAndPlays() throws {
        guard let ffmpeg = FFmpegSink.locate(environment: ProcessInfo.processInfo.environment) else {
            #expect(ProcessInfo.processInfo.environment["DUO_REQUIRE_BROWSER"] != "1", "CI installs ffmpeg")
            return
        }
        let f = try AnimateFixture()
        defer { f.remove() }
        let mp4 = f.dir + "/fold.mp4"
        let r = f.run(["animate", f.capture, "-o", mp4, "--path", "0.5 180 128", "--fps", "20", "--preview", "--background", "#336699"])
        #expect(r.status == 0, "\(r.error)")
        let probe = ffmpeg.replacingOccurrences(of: "ffmpeg", with: "ffprobe")
        let out = try Subprocess.run(probe, ["-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                                      "stream=nb_read_frames,pix_fmt,codec_name", "-of", "csv=p=0", mp4]).output
        #expect(out.trimmingCharacters(in: .whitespacesAndNewlines) == "h264,yuv420p,11", "\(out)")
        #expect(try f.leftovers(besides: ["fold.mp4"]).isEmpty)
        // WebM keeps the alpha (VP9 with an alpha channel), MOV is ProRes 4444 with alpha.
        for (name, expected) in [("fold.webm", "vp9,yuv420p,6,1"), ("fold.mov", "prores,yuva444p12le,6")] {
            let r = f.run(["animate", f.capture, "-o", f.dir + "/" + name, "--path", "0.5 180 128", "--fps", "10", "--preview"])
            #expect(r.status == 0, "\(r.error)")
            let p = try Subprocess.run(probe, ["-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                                        "stream=codec_name,pix_fmt,nb_read_frames:stream_tags=alpha_mode", "-of", "csv=p=0", f.dir + "/" + name]).output
            #expect(p.trimmingCharacters(in: .whitespacesAndNewlines) == expected, "\(name): \(p)")
        }

        guard HeadlessBrowser.shouldRun else { return }
        let harness = URL(fileURLWithPath: f.dir + "/harness.html")
        try """
        <!DOCTYPE html><html><body><video id="v" src="fold.mp4" muted playsinline preload="auto"></video><pre id="out">pending</pre>
        <script>
        // Polled rather than event-driven: under virtual time the seeked event can be missed.
        const v = document.getElementById('v');
        const say = t => document.getElementById('out').textContent = t;
        let done = false, asked = false;
        v.addEventListener('error', () => { done = true; say('error ' + (v.error && v.error.code)); });
        const tick = setInterval(() => {
          if (done) return;
          if (!asked && v.readyState >= 1) { asked = true; v.currentTime = 0.3; }
          if (asked && !v.seeking && v.readyState >= 2 && v.currentTime > 0.2) {
            const c = document.createElement('canvas'); c.width = v.videoWidth; c.height = v.videoHeight;
            const g = c.getContext('2d'); g.drawImage(v, 0, 0);
            const corner = g.getImageData(1, 1, 1, 1).data, middle = g.getImageData(c.width >> 1, c.height >> 1, 1, 1).data;
            done = true; clearInterval(tick);
            say(JSON.stringify({w: v.videoWidth, h: v.videoHeight, duration: v.duration, corner: Array.from(corner), middle: Array.from(middle)}));
          }
        }, 50);
        </script></body></html>
        """.write(to: harness, atomically: true, encoding: .utf8)
        // Media decoding runs on real time beside the virtual clock: on a loaded machine the first
        // try can end before the seek lands, so the page gets a second chance.
        let result = try (try? HeadlessBrowser.run(harness: harness, virtualTimeMilliseconds: 20000))
            ?? HeadlessBrowser.run(harness: harness, virtualTimeMilliseconds: 60000)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.utf8)) as? [String: Any], "\(result)")
        let corner = json["corner"] as? [Int] ?? []
        // The background colour #336699 in the corner (within video compression), something else mid-frame.
        #expect(corner.count == 4 && abs(corner[0] - 0x33) < 8 && abs(corner[1] - 0x66) < 8 && abs(corner[2] - 0x99) < 8, "\(result)")
        #expect((json["middle"] as? [Int]) != corner, "\(result)")
        #expect(abs((json["duration"] as? Double ?? 0) - 0.55) < 0.06, "\(result)")
    }

    @Test func aFailingOrKilledFFmpegLeavesNothing() throws {
        let f = try AnimateFixture()
        defer { f.remove() }
        for (name, script) in [("killed", "#!/bin/sh\nhead -c 200000 >/dev/null\nkill -9 $$\n"),
                               ("failing", "#!/bin/sh\necho 'Unknown encoder libx264' >&2\nexit 1\n")] {
            let fake = f.dir + "/fake-ffmpeg-\(name)"
            try script.write(toFile: fake, atomically: true, encoding: .utf8)
            chmod(fake, 0o755)
            var env = ProcessInfo.processInfo.environment
            env["DUO_FFMPEG"] = fake
            let out = f.dir + "/clip.mp4"
            let r = f.run(["animate", f.capture, "-o", out, "--path", "1 180 128", "--fps", "20", "--preview"], environment: env)
            #expect(r.status == 2, "\(name): \(r.error)")
            #expect(r.error.hasPrefix("duo-mockup: error: \(out): ffmpeg") && r.error.split(separator: "\n").count == 1, "\(name): \(r.error)")
            if name == "failing" { #expect(r.error.contains("Unknown encoder libx264")) }
            if name == "killed" { #expect(r.error.contains("signal 9")) }
            #expect(!FileManager.default.fileExists(atPath: out))
            try FileManager.default.removeItem(atPath: fake)
            let left = try f.leftovers()
            #expect(left.isEmpty, "\(left)")
        }
    }

    @Test(arguments: [
        (["--fps", "0"], "--fps"), (["--fps", "1000"], "--fps"), (["--path", "0 180 128"], "duration"),
        (["--path", "-1 180 128"], "duration"), (["--keyframes", "0:180, 1:200"], "0–180"),
        (["--keyframes", "0:180, 1.2:128@turn=200"], "turn must be from -180 to 180"),
        (["--fps", "60", "-o:gif"], "GIF"), (["-o:avi"], "unknown clip format"), (["--loop", "0"], "--loop"),
        (["--ease", "bouncy"], "easing"), (["--keyframes", "0:180, 1:90", "--path", "1 180 90"], "not several"),
    ])
    func badInputIsOneLineAndNoFile(extra: [String], mentions: String) throws {
        let f = try AnimateFixture()
        defer { f.remove() }
        var arguments = ["animate", f.capture, "--preview"]
        var out = f.dir + "/clip.png"
        var rest = extra
        if let i = rest.firstIndex(where: { $0.hasPrefix("-o:") }) {
            out = f.dir + "/clip." + rest[i].dropFirst(3)
            rest.remove(at: i)
        }
        arguments += rest + ["-o", out]
        let r = f.run(arguments)
        #expect(r.status == 2, "\(r.error)")
        #expect(r.error.split(separator: "\n").count == 1 && r.error.contains(mentions), "\(r.error)")
        #expect(try f.leftovers().isEmpty)
    }

    /// The rules the library keeps for animate (keyframe source, hold, GIF frame rate, loop, matte)
    /// say the command line's flags, word for word as when the command kept them.
    @Test(arguments: [
        (["--hold", "1", "--keyframes", "0:180, 1:90"], "duo-mockup: error: --hold applies to --path; put holds in keyframes as a repeated angle"),
        (["--keyframes-file", "DIR/none.json"], "duo-mockup: error: DIR/none.json: cannot read the keyframe file"),
        (["--fps", "60.0", "-o:gif"],
         "duo-mockup: error: --fps 60.0: GIF delays are whole centiseconds and browsers slow anything under 2 cs; use --fps 50 or less"),
        (["--loop", "0"], "duo-mockup: error: --loop must be a number of plays (1 or more) or forever, got 0"),
        (["--matte", "bogus"], "duo-mockup: error: --matte expects a colour such as \(ColourText.examples); got 'bogus'"),
        (["--matte", "#ffffff80"], "duo-mockup: error: --matte must be an opaque colour, got #ffffff80"),
    ])
    func libraryRulesSayTheFlags(extra: [String], line: String) throws {
        let f = try AnimateFixture()
        defer { f.remove() }
        var out = f.dir + "/clip.png"
        var rest = extra.map { $0.replacingOccurrences(of: "DIR/", with: f.dir + "/") }
        if let i = rest.firstIndex(where: { $0.hasPrefix("-o:") }) {
            out = f.dir + "/clip." + rest[i].dropFirst(3)
            rest.remove(at: i)
        }
        let r = f.run(["animate", f.capture, "--preview"] + rest + ["-o", out])
        #expect(r.status == 2)
        #expect(r.error.split(separator: "\n").first.map(String.init) == line.replacingOccurrences(of: "DIR/", with: f.dir + "/"), "\(r.error)")
        #expect(try f.leftovers().isEmpty)
    }

    @Test func withoutFFmpegOneLineNamesThePackage() throws {
        let f = try AnimateFixture()
        defer { f.remove() }
        let r = f.run(["animate", f.capture, "-o", f.dir + "/clip.webm"], environment: ["PATH": f.dir])
        #expect(r.status == 2)
        #expect(r.error.contains("apt-get install ffmpeg") && r.error.contains("brew install ffmpeg") && r.error.contains(".gif"), "\(r.error)")
        #expect(r.error.split(separator: "\n").count == 1)
    }

    @Test func aMissingCaptureIsOneLine() throws {
        let f = try AnimateFixture()
        defer { f.remove() }
        let r = f.run(["animate", f.dir + "/nope.png", "-o", f.dir + "/clip.gif"])
        #expect(r.status == 2 && r.error.contains("nope.png") && r.error.split(separator: "\n").count == 1, "\(r.error)")
    }
}

