import Foundation
import Testing
import TestSupport
import DuoMockup
@testable import DuoMockupCLI

/// A library user frames a screen recording without the command line: `RecordingRenderJob`
/// prepares (the recording opened, the pose known, the output checked), renders every frame into
/// the clip, and reports what the command's summary prints; an output that names the recording
/// is refused before anything is written.
@Suite(.serialized) struct RecordingRenderJobTests {
    /// The fixture with a 12-picture recording at 30 fps of the open screen at 1x; nil (after
    /// saying why) without ffmpeg.
    static func fixture(_ test: String) throws -> (AnimateFixture, String)? {
        guard TestRecording.ffmpeg != nil, TestRecording.ffprobe != nil else {
            #expect(!TestRecording.required, "CI installs ffmpeg")
            print(TestRecording.skipMessage(test))
            return nil
        }
        let f = try AnimateFixture()
        let path = f.dir + "/rec.mp4"
        try TestRecording.make(TestRecording.Spec(width: 952, height: 670, frames: 12), at: path)
        return (f, path)
    }

    static func job(_ f: AnimateFixture, recording: String, output: String?) -> RecordingRenderJob {
        var job = RecordingRenderJob(recording: recording, output: output)
        job.settings.render.preview = true
        job.bezels = .file(f.bezel)
        job.environment = ProcessInfo.processInfo.environment
        job.to = 0.3
        return job
    }

    @Test func aRecordingIsFramedIntoItsClipAndReported() throws {
        guard let (f, rec) = try Self.fixture("recording job") else { return }
        defer { f.remove() }
        let out = f.dir + "/clips/framed.mp4"
        let job = Self.job(f, recording: rec, output: out)
        var heard: [String] = []
        let prepared = try job.prepare { heard.append("\($0)") }
        #expect(heard.isEmpty, "the art is the given file: no example-art notice")
        #expect(prepared.pose == .open && prepared.frameCount == 9)
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: f.dir + "/clips", isDirectory: &isFolder) && isFolder.boolValue,
                "the output's folder is made before the frames")
        var done: [Int] = []
        let report = try job.run(prepared) { done.append($0) }
        #expect(done.last == 9 && done == done.sorted(), "\(done)")
        #expect(report.recording == rec && report.target == out && report.format == .mp4 && report.codec == .h264)
        #expect(report.frames == 9 && report.span.framesPerSecond == 30 && report.span.start == 0 && !report.sound)
        #expect(report.width > report.height && report.seconds > 0 && report.what == "MP4 (H.264)")
        #expect(try TestRecording.probe(out, stream: "v", entries: "stream=codec_name,width,height,nb_read_frames")
                == "h264,\(report.width + report.width % 2),\(report.height + report.height % 2),9")

        // The command's JSON summary of this report: its keys in their order, its values.
        let json = RecordingRuns.json(report)
        let keys = json.split(separator: "\n").dropFirst().dropLast().map { $0.split(separator: ":")[0].trimmingCharacters(in: .whitespaces) }
        #expect(keys == ["\"input\"", "\"output\"", "\"format\"", "\"codec\"", "\"width\"", "\"height\"", "\"frames\"",
                         "\"repeatedFrames\"", "\"framesPerSecond\"", "\"seconds\"", "\"from\"", "\"sound\"", "\"elapsed\"",
                         "\"renderedPerSecond\""], "\(json)")
        let fields = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(fields["output"] as? String == out && fields["codec"] as? String == "h264" && fields["frames"] as? Int == 9)
        #expect(fields["seconds"] as? Double == 0.3 && fields["sound"] as? Bool == false, "\(json)")
    }

    @Test func theDefaultNameIsAStillsAsAVideoAndAnInputIsNeverTheOutput() throws {
        guard let (f, rec) = try Self.fixture("recording job default name") else { return }
        defer { f.remove() }
        var options = RenderOptions()
        options.preview = true
        #expect(RecordingRenderJob.defaultName(recording: rec, pose: .open, options: options) == "rec-open-preview.mp4")
        #expect(RecordingRenderJob.defaultName(recording: "a/app.mov", pose: .book, options: RenderOptions()) == "app-book-"
                + GalleryPlan.degreesLabel(RenderOptions().foldDegrees(for: .book)!) + ".mp4")

        let before = try Data(contentsOf: URL(fileURLWithPath: rec))
        let overwriting = Self.job(f, recording: rec, output: rec)
        do {
            _ = try overwriting.run()
            Issue.record("an output that is the recording must be refused")
        } catch {
            #expect("\(error)" == "\(rec): the output would overwrite the input \(rec)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: rec)) == before)
        #expect(try f.leftovers(besides: ["rec.mp4"]).isEmpty)
    }
}
