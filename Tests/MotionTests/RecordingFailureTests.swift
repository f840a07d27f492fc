import Foundation
import Testing
import TestSupport
import Codecs
import Raster
@testable import Motion
@testable import DuoMockupCLI

/// Bad recordings and a bad ffmpeg: one line naming the file, exit status 2, nothing written
/// (no output, no temporary file), and a JSON error object under --json.
@Suite(.serialized) struct RecordingFailureTests {
    /// Runs `render` on `recording` into `out` and checks the failure: status 2, one line that
    /// names the recording and says `says`, no output and nothing left in the folder but `keep`.
    static func expectFailure(_ f: AnimateFixture, _ recording: String, says: String, out: String = "out.mp4",
                              environment: [String: String] = ProcessInfo.processInfo.environment,
                              keep: Set<String>, extra: [String] = [], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let console = Console.capturing(environment: environment)
        let status = DuoMockupTool.run(["render", recording, "-o", f.dir + "/" + out, "--preview", "--bezel", f.bezel, "--json"] + extra,
                                       console: console)
        let lines = console.capturedError.split(separator: "\n").filter { !$0.contains("note:") }
        #expect(status == 2, "\(console.capturedError)", sourceLocation: sourceLocation)
        #expect(lines.count == 1 && lines[0].contains(recording) && lines[0].contains(says), "\(console.capturedError)",
                sourceLocation: sourceLocation)
        let json = try JSONSerialization.jsonObject(with: Data(console.capturedOutput)) as? [String: Any]
        #expect(json?["status"] as? Int == 2 && (json?["error"] as? String ?? "").contains(says), "\(console.capturedOutputText)",
                sourceLocation: sourceLocation)
        let left = try f.leftovers(besides: keep)
        #expect(left.isEmpty, "left behind: \(left)", sourceLocation: sourceLocation)
    }

    static var tools: Bool {
        guard TestRecording.ffmpeg != nil, TestRecording.ffprobe != nil else {
            #expect(!TestRecording.required, "CI installs ffmpeg")
            print(TestRecording.skipMessage("bad recordings"))
            return false
        }
        return true
    }

    @Test func filesThatAreNotWholeRecordings() throws {
        guard Self.tools else { return }
        let f = try AnimateFixture()
        defer { f.remove() }
        var random = SeededGenerator(seed: 23)
        let noise = f.dir + "/noise.mp4"
        try Data((0..<20_000).map { _ in UInt8.random(in: 0...255, using: &random) }).write(to: URL(fileURLWithPath: noise))
        try Self.expectFailure(f, noise, says: "not a recording ffmpeg can read", keep: ["noise.mp4"])

        // Cut in half: the index (moov) at the end is gone.
        let whole = f.dir + "/whole.mp4"
        try TestRecording.make(TestRecording.Spec(width: 952, height: 670, frames: 20), at: whole)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: whole))
        let cut = f.dir + "/cut.mp4"
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: cut))
        try Self.expectFailure(f, cut, says: "not a recording ffmpeg can read", keep: ["whole.mp4", "cut.mp4", "noise.mp4"])

        // With the index first (+faststart), half a file probes but does not decode to its end.
        let fast = f.dir + "/fast.mp4"
        var spec = TestRecording.Spec(width: 952, height: 670, frames: 20)
        spec.extra = ["-movflags", "+faststart"]
        try TestRecording.make(spec, at: fast)
        let fastBytes = try Data(contentsOf: URL(fileURLWithPath: fast))
        let fastCut = f.dir + "/fast-cut.mp4"
        try fastBytes.prefix(fastBytes.count * 2 / 3).write(to: URL(fileURLWithPath: fastCut))
        try Self.expectFailure(f, fastCut, says: "damaged or truncated",
                               keep: ["whole.mp4", "cut.mp4", "noise.mp4", "fast.mp4", "fast-cut.mp4"])

        let empty = f.dir + "/empty.mov"
        try Data().write(to: URL(fileURLWithPath: empty))
        try Self.expectFailure(f, empty, says: "empty", keep: ["whole.mp4", "cut.mp4", "noise.mp4", "fast.mp4", "fast-cut.mp4", "empty.mov"])
        try Self.expectFailure(f, f.dir + "/missing.mp4", says: "cannot open",
                               keep: ["whole.mp4", "cut.mp4", "noise.mp4", "fast.mp4", "fast-cut.mp4", "empty.mov"])
    }

    @Test func noVideoOrNoPose() throws {
        guard Self.tools, let ffmpeg = TestRecording.ffmpeg else { return }
        let f = try AnimateFixture()
        defer { f.remove() }
        let sound = f.dir + "/sound.m4v"
        _ = try TestRecording.run(ffmpeg, ["-hide_banner", "-loglevel", "error", "-f", "lavfi", "-i", "sine=duration=0.5",
                                           "-c:a", "aac", sound])
        try Self.expectFailure(f, sound, says: "has no video stream", keep: ["sound.m4v"])
        let square = f.dir + "/square.webm"
        var spec = TestRecording.Spec(width: 500, height: 500, frames: 3)
        spec.video = ["-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8"]
        try TestRecording.make(spec, at: square)
        try Self.expectFailure(f, square, says: "500×500", keep: ["sound.m4v", "square.webm"])
        // Not the recording's fault: a trim outside it names the option.
        let rec = f.dir + "/rec.mp4"
        try TestRecording.make(TestRecording.Spec(width: 952, height: 670, frames: 6), at: rec)
        let console = Console.capturing(environment: ProcessInfo.processInfo.environment)
        let status = DuoMockupTool.run(["render", rec, "-o", f.dir + "/o.mp4", "--from", "3", "--bezel", f.bezel], console: console)
        #expect(status == 2 && console.capturedError.contains("--from 3") && console.capturedError.contains("0.20 s"), "\(console.capturedError)")
    }

    @Test func ffmpegMissingTooOldOrDyingMidStream() throws {
        guard Self.tools, let ffmpeg = TestRecording.ffmpeg else { return }
        let f = try AnimateFixture()
        defer { f.remove() }
        let rec = f.dir + "/rec.mp4"
        try TestRecording.make(TestRecording.Spec(width: 952, height: 670, frames: 30), at: rec)
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = "/nonexistent"
        environment["DUO_FFMPEG"] = nil
        try Self.expectFailure(f, rec, says: "apt-get install ffmpeg", environment: environment, keep: ["rec.mp4"])

        let bin = try FileManager.default.createDirectory(atPath: f.dir + "/bin", withIntermediateDirectories: true)
        _ = bin
        let old = f.dir + "/bin/ffmpeg"
        try "#!/bin/sh\necho 'ffmpeg version 3.4.8 Copyright (c) 2000-2020 the FFmpeg developers'\n"
            .write(toFile: old, atomically: true, encoding: .utf8)
        chmod(old, 0o755)
        var oldEnvironment = ProcessInfo.processInfo.environment
        oldEnvironment["DUO_FFMPEG"] = old
        try Self.expectFailure(f, rec, says: "ffmpeg version 3.4.8 is too old", environment: oldEnvironment, keep: ["rec.mp4", "bin"])

        // The decoding ffmpeg stops after three pictures, killed.
        let dying = f.dir + "/bin/dying"
        try """
        #!/bin/sh
        case "$*" in
          *pipe:1*) "\(ffmpeg)" "$@" | head -c 400000; kill -9 $$ ;;
          *) exec "\(ffmpeg)" "$@" ;;
        esac
        """.write(toFile: dying, atomically: true, encoding: .utf8)
        chmod(dying, 0o755)
        var dyingEnvironment = ProcessInfo.processInfo.environment
        dyingEnvironment["DUO_FFMPEG"] = dying
        try Self.expectFailure(f, rec, says: "killed by signal 9", environment: dyingEnvironment, keep: ["rec.mp4", "bin"])
        try Self.expectFailure(f, rec, says: "killed by signal 9", out: "out.png", environment: dyingEnvironment, keep: ["rec.mp4", "bin"])
    }
}
