import TestSupport
import Foundation
import Testing
import Codecs
import Colour
import Raster
@testable import Motion
@testable import DuoMockupCLI

/// Videos say what their colours are: BT.709 for sRGB, Display P3's primaries for a P3 capture
/// (and for an Adobe RGB one, made into P3), on MP4, WebM and MOV; a GIF is sRGB.
@Suite(.serialized) struct VideoColourTests {
    static func tag(_ file: String, space: LittleCMSReference.Space) throws {
        let decoded = try ImageFile.read(path: file)
        let colour = space == .sRGB ? ColourInfo()
            : ColourInfo(iccProfile: ICCProfile(name: "\(space)", bytes: LittleCMSReference.profile(space)))
        try ImageFile.write(decoded.image, colour: colour, to: file)
    }

    @Test func videosAreTaggedWithTheWorkingSpace() throws {
        guard let ffmpeg = FFmpegSink.locate(environment: ProcessInfo.processInfo.environment) else {
            #expect(ProcessInfo.processInfo.environment["DUO_REQUIRE_BROWSER"] != "1", "CI installs ffmpeg")
            return
        }
        let probe = ffmpeg.replacingOccurrences(of: "ffmpeg", with: "ffprobe")
        let f = try AnimateFixture()
        defer { f.remove() }
        let cases: [(LittleCMSReference.Space, [String], String)] = [
            (.sRGB, [], "bt709"), (.displayP3, [], "smpte432"), (.adobeRGB, [], "smpte432"),
            (.displayP3, ["--colour-space", "srgb"], "bt709"),
        ]
        for (space, flags, primaries) in cases {
            try Self.tag(f.capture, space: space)
            for name in ["clip.mp4", "clip.webm", "clip.mov"] where name == "clip.mp4" || space == .displayP3 && flags.isEmpty {
                let out = f.dir + "/" + name
                let r = f.run(["animate", f.capture, "-o", out, "--path", "0.2 180 150", "--fps", "10", "--preview"] + flags)
                try #require(r.status == 0, "\(r.error)")
                let tags = try Subprocess.run(probe, ["-v", "error", "-select_streams", "v:0", "-show_entries",
                                                      "stream=color_primaries,color_transfer,color_space", "-of", "csv=p=0", out]).output
                #expect(tags.trimmingCharacters(in: .whitespacesAndNewlines) == "bt709,bt709,\(primaries)",
                        "\(space) \(flags) \(name): \(tags)")
            }
        }
    }

    @Test func aGIFIsSRGB() throws {
        let f = try AnimateFixture()
        defer { f.remove() }
        let r = f.run(["animate", f.capture, "-o", f.dir + "/clip.gif", "--path", "0.2 180 150", "--fps", "10", "--preview",
                       "--colour-space", "display-p3"])
        #expect(r.status == 2 && r.error.contains("sRGB"), "\(r.error)")
        #expect(try f.leftovers().isEmpty)
    }
}
