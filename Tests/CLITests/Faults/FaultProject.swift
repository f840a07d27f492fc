import DuoMockup
import Foundation
import TestSupport

/// A small project every fault test runs the commands on: 1x synthetic bezels, a few captures,
/// a storefile of small pages, and the command lines that write into `out/` (debug builds stay
/// fast). Invariant: every command line writes only under `out` (or the folder given).
struct FaultProject {
    let scratch: ScratchFolder
    var root: String { scratch.path }
    var art: String { scratch("art") }

    init(_ label: String) throws {
        scratch = try ScratchFolder(label)
        _ = try TestFiles.writeBezelSet(in: scratch("art"), poses: [.open, .closed])
        try scratch.folder("shots/en-US")
        try ImageFile.write(TestFiles.sampleCapture(width: 951, height: 669), to: scratch("shots/open.png"))
        try ImageFile.write(TestFiles.sampleCapture(width: 951, height: 669), to: scratch("shots/en-US/open.png"))
        try ImageFile.write(TestFiles.sampleCapture(width: 466, height: 678), to: scratch("shots/en-US/closed.png"))
        try ImageFile.write(TestFiles.sampleCapture(width: 466, height: 678), to: scratch("shots/en-US/menu.png"))
        try scratch.write("store.json", Array("""
        {"version": 1, "bezels": "art", "sourceLocale": "en-US", "locales": ["en-US"],
         "style": {"background": {"type": "linear", "angle": 160, "stops": ["#16213e", "#0f3460"]},
                   "caption": {"fonts": ["DejaVu Sans"]}},
         "sets": [{"name": "small", "size": [180, 320], "pages": [
            {"name": "open", "title": "Open", "devices": [{"capture": "shots/{locale}/open.png", "pose": "open"}]},
            {"name": "cover", "title": "Cover", "devices": [{"capture": "shots/{locale}/closed.png", "pose": "closed"}]}]}]}
        """.utf8))
    }

    func callAsFunction(_ relative: String) -> String { scratch(relative) }

    /// Writes `shots/open.mp4`, a 2 s recording of the open screen at 1x (the recording commands'
    /// input; made only by the tests that run them, as it needs ffmpeg).
    func makeRecording() throws {
        try TestRecording.make(TestRecording.Spec(width: 952, height: 670, frames: 60), at: scratch("shots/open.mp4"))
    }

    /// The command lines, by command, each writing into `out` (a folder under the project).
    func commands(into out: String) -> [String: [String]] {
        [
            "render": ["render", scratch("shots/open.png"), "-o", out + "/open-mockup.png", "--bezels", art],
            "convert": ["convert", scratch("shots/open.png"), out + "/open.jpg"],
            "text": ["text", "Every fold, every angle", "--font", "DejaVu Sans", "--size", "48", "--width", "600",
                     "-o", out + "/caption.png"],
            "gallery": ["gallery", scratch("shots/en-US"), "-o", out, "--poses", "open,closed",
                        "--preview", "--jobs", "2", "-q", "--bezels", art],
            "compose": ["compose", scratch("store.json"), "-o", out, "--jobs", "2", "--quiet"],
            "sweep": ["sweep", scratch("shots/open.png"), "-o", out, "--pose", "book", "--from", "180", "--to", "120",
                      "--step", "15", "--preview", "--bezels", art],
            "animate": ["animate", scratch("shots/open.png"), "-o", out + "/fold.apng", "--path", "0.6 180 150", "--fps", "10",
                        "--preview", "--bezels", art],
            "animate-frames": ["animate", scratch("shots/open.png"), "--frames", out + "/frames", "--path", "0.6 180 150",
                               "--fps", "10", "--preview", "--bezels", art],
            "animate-mp4": ["animate", scratch("shots/open.png"), "-o", out + "/fold.mp4", "--path", "0.6 180 150", "--fps", "10",
                            "--preview", "--bezels", art],
            // (after `makeRecording`)
            "render-recording": ["render", scratch("shots/open.mp4"), "-o", out + "/open.mp4", "--pose", "book", "--deg", "150",
                                 "--bezels", art],
        ]
    }

    /// True when ffmpeg is on PATH (the MP4 cases need it; CI installs it).
    static var hasFFmpeg: Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .contains { FileManager.default.isExecutableFile(atPath: "\($0)/ffmpeg") }
    }
}
