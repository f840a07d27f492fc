import TestSupport
import DuoMockup
import Foundation
import Testing
@testable import DuoMockupCLI

/// A gallery with a screen recording among its captures: a video per pose in the format the
/// settings say, a poster still beside it at `posterTime`, its thumbnail in the contact sheet
/// and the page (linking to the video), and a second run that finds everything up to date.
@Suite(.serialized) struct GalleryRecordingTests {
    @Test func aRecordingMakesAVideoAndAPosterPerPose() throws {
        guard TestRecording.ffmpeg != nil, TestRecording.ffprobe != nil else {
            #expect(!TestRecording.required, "CI installs ffmpeg")
            print(TestRecording.skipMessage("gallery recordings"))
            return
        }
        let dir = try TestFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let captures = dir + "/captures", bezels = dir + "/bezels", out = dir + "/out"
        try FileManager.default.createDirectory(atPath: captures + "/en-US", withIntermediateDirectories: true)
        _ = try TestFiles.writeBezelSet(in: bezels, poses: [.closed, .open, .upright])
        try ImageFile.write(TestFiles.sampleCapture(width: 466, height: 678), to: captures + "/en-US/cover.png")
        // 12 pictures at 30 fps; the poster at 0.2 s is picture 6.
        try TestRecording.make(TestRecording.Spec(width: 952, height: 670, frames: 12), at: captures + "/en-US/demo.mp4")

        func gallery() throws -> (Int32, [String: Any], String) {
            let console = Console.capturing(environment: ProcessInfo.processInfo.environment)
            let status = DuoMockupTool.run(["gallery", captures, "-o", out, "--bezels", bezels, "--poses", "open,closed",
                                            "--video-format", "webm", "--poster-time", "0.2", "--json"], console: console)
            let json = (try? JSONSerialization.jsonObject(with: Data(console.capturedOutput)) as? [String: Any]) ?? [:]
            return (status, json, console.capturedError)
        }
        let (status, json, errors) = try gallery()
        #expect(status == 0, "\(errors) \(json)")
        let files = Set((json["outputs"] as? [[String: Any]] ?? []).compactMap { $0["file"] as? String })
        #expect(files == ["en-US/demo-open.webm", "en-US/cover-closed.png"], "\(files)")
        #expect(try TestRecording.probe(out + "/en-US/demo-open.webm", stream: "v",
                                        entries: "stream=codec_name,nb_read_frames") == "vp9,12")
        let poster = try ImageFile.read(path: out + "/en-US/demo-open-poster.png").image
        // The bezel's screen is the open pose's 951×669 at 24 px in: the poster shows picture 6.
        let screen = PixelRect(x: 24, y: 24, width: 951, height: 669)
        #expect(poster.width == 999 && TestRecording.index(in: poster, rect: screen) == 6)
        #expect(FileManager.default.fileExists(atPath: out + "/.gallery/thumbs/en-US/demo-open.png"))
        let page = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        #expect(page.contains("href=\"en-US/demo-open.webm\""), "the page links to the video")

        // Nothing changed: nothing is rendered again; a poster removed is made again.
        let (again, json2, _) = try gallery()
        #expect(again == 0 && json2["rendered"] as? Int == 0, "\(json2)")
        try FileManager.default.removeItem(atPath: out + "/en-US/demo-open-poster.png")
        let (third, json3, _) = try gallery()
        #expect(third == 0 && json3["rendered"] as? Int == 1, "\(json3)")
        #expect(FileManager.default.fileExists(atPath: out + "/en-US/demo-open-poster.png"))
    }
}
