import Foundation
import Testing
import TestSupport
@testable import DuoMockupCLI
@testable import Motion

/// A video codec that needs even sizes gets its frames padded by a pixel; the command reports
/// the size the file holds, and why it is not the one asked for.
@Suite struct VideoSizeReportTests {
    @Test func anOddWidthIsReportedAsWrittenAndExplained() throws {
        guard let ffmpeg = FFmpegSink.locate(environment: ProcessInfo.processInfo.environment) else {
            #expect(ProcessInfo.processInfo.environment["DUO_REQUIRE_BROWSER"] != "1", "CI installs ffmpeg")
            return
        }
        let f = try AnimateFixture()
        defer { f.remove() }
        let mp4 = f.dir + "/clip.mp4"
        let r = f.run(["animate", f.capture, "-o", mp4, "--path", "0.2 180 150", "--fps", "10", "--width", "401"])
        #expect(r.status == 0, "\(r.error)")
        let probe = ffmpeg.replacingOccurrences(of: "ffmpeg", with: "ffprobe")
        let size = try Subprocess.run(probe, ["-v", "error", "-select_streams", "v:0", "-show_entries", "stream=width,height",
                                              "-of", "csv=p=0:s=x", mp4]).output.trimmingCharacters(in: .whitespacesAndNewlines)
        let parts = size.split(separator: "x").compactMap { Int($0) }
        #expect(parts.count == 2 && parts[0] == 402 && parts[1] % 2 == 0, "\(size)")
        let wrote = r.error.split(separator: "\n").first { $0.contains("wrote") }.map(String.init) ?? ""
        #expect(wrote.contains("402×\(parts.last ?? 0)"), "\(wrote)")
        #expect(wrote.contains("padded from 401×") && wrote.contains("even"), "\(wrote)")
    }

    @Test func theWrittenSizeOfEachFormat() {
        #expect(FFmpegSink.writtenSize(format: .mp4, width: 401, height: 379) == (402, 380))
        #expect(FFmpegSink.writtenSize(format: .webm, width: 401, height: 380) == (402, 380))
        #expect(FFmpegSink.writtenSize(format: .mov, width: 401, height: 379) == (401, 379))
    }
}
