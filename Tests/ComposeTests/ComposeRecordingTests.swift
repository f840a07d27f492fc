import Foundation
import Testing
import TestSupport
import Codecs
import Raster
@testable import Compose
@testable import DuoMockupCLI

/// A storefile page whose device shows a recording: the still page shows it at `posterTime`
/// (and passes the store checks), a video of the page beside it plays the recording at the
/// page's size, in the page's `videoFormat`; a spanning page with a recording is a mistake.
@Suite(.serialized) struct ComposeRecordingTests {
    static func project(span: Bool = false) throws -> (dir: String, storefile: String)? {
        guard TestRecording.ffmpeg != nil, TestRecording.ffprobe != nil else {
            #expect(!TestRecording.required, "CI installs ffmpeg")
            print(TestRecording.skipMessage("storefile recordings"))
            return nil
        }
        let dir = try ComposeTestFiles.temporaryFolder()
        _ = try ComposeTestFiles.bezelSet(in: dir + "/bezels")
        try FileManager.default.createDirectory(atPath: dir + "/shots/en-US", withIntermediateDirectories: true)
        var spec = TestRecording.Spec(width: 952, height: 670, frames: 9)
        spec.tone = true
        try TestRecording.make(spec, at: dir + "/shots/en-US/demo.mp4")
        try ComposeTestFiles.write(ComposeTestFiles.capture(.closed), to: dir + "/shots/en-US/closed.png")
        try ComposeTestFiles.write("""
        {"version": 1, "bezels": "bezels", "sourceLocale": "en-US", "locales": ["en-US"],
         "style": {"background": "#20304a", "videoFormat": "mp4"},
         "sets": [{"name": "small", "size": [360, 640], "pages": [
           {"name": "demo", "title": "It plays", \(span ? "\"span\": 2," : "")
            "style": {"posterTime": 0.2},
            "devices": [{"capture": "shots/{locale}/demo.mp4", "pose": "open", "width": 0.9}]}\(span ? ", {\"name\": \"second\"}" : ""),
           {"name": "cover", "devices": [{"capture": "shots/{locale}/closed.png", "pose": "closed"}]}]}]}
        """, to: dir + "/store.json")
        return (dir, dir + "/store.json")
    }

    @Test func aRecordingPageIsAStillAtItsPosterTimeAndAVideo() throws {
        guard let (dir, storefile) = try Self.project() else { return }
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = dir + "/out"
        let console = Console.capturing(environment: ProcessInfo.processInfo.environment)
        let status = DuoMockupTool.run(["compose", storefile, "-o", out, "--jobs", "1"], console: console)
        #expect(status == 0, "\(console.capturedError)")
        #expect(console.capturedError.contains("every page passes the store checks"), "\(console.capturedError)")
        let still = try ImageFile.read(path: out + "/en-US/small/01-demo.png").image
        #expect(still.width == 360 && still.height == 640)
        let video = out + "/en-US/small/01-demo.mp4"
        #expect(try TestRecording.probe(video, stream: "v", entries: "stream=codec_name,width,height,r_frame_rate,nb_read_frames")
                == "h264,360,640,30/1,9")
        #expect(try TestRecording.probe(video, stream: "a", entries: "stream=codec_name") == "aac")
        let frames = try TestRecording.frames(of: video)
        #expect(frames.count == 9)
        // Where the device's screen lies on the page: where the still and a frame differ the most
        // is inside it; frame 6 (0.2 s) matches the still there, frame 0 does not.
        func difference(_ a: Image, _ b: Image) -> Double {
            var sum = 0.0
            for y in stride(from: 0, to: a.height, by: 2) { for x in stride(from: 0, to: a.width, by: 2) {
                let p = a[x, y], q = b[x, y]
                sum += abs(Double(p.r) - Double(q.r)) + abs(Double(p.g) - Double(q.g)) + abs(Double(p.b) - Double(q.b))
            } }
            return sum / Double(a.width * a.height / 4)
        }
        #expect(difference(frames[6], still) < 6, "frame 6 is the poster: \(difference(frames[6], still))")
        #expect(difference(frames[0], still) > 3 * difference(frames[6], still), "frame 0 is not")
        // The caption and the background are the same in every frame: the corners do not move.
        #expect(frames[0][4, 4] == frames[8][4, 4])

        // Nothing changed: up to date.
        let again = Console.capturing(environment: ProcessInfo.processInfo.environment)
        #expect(DuoMockupTool.run(["compose", storefile, "-o", out], console: again) == 0)
        #expect(again.capturedError.contains("0 pages written"), "\(again.capturedError)")
    }

    @Test func aRecordingCannotSpanPages() throws {
        guard let (dir, storefile) = try Self.project(span: true) else { return }
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let console = Console.capturing(environment: ProcessInfo.processInfo.environment)
        let status = DuoMockupTool.run(["compose", storefile, "-o", dir + "/out"], console: console)
        #expect(status == 2 && console.capturedError.contains("cannot span pages"), "\(console.capturedError)")
    }
}
