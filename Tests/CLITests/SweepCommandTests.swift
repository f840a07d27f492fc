import TestSupport
import DuoMockup
import Foundation
import Testing
@testable import DuoMockupCLI

/// `duo-mockup sweep`: frames on one fixed canvas and a page whose slider scrubs through them,
/// checked in a real headless browser.
@Suite(.serialized) struct SweepCommandTests {
    @Test func framesShareOneCanvasAndThePageScrubsThem() throws {
        let dir = try TestFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let capture = dir + "/capture.png"
        try ImageFile.write(TestFiles.sampleCapture(width: 951, height: 669), to: capture)
        let bezels = try TestFiles.writeBezelSet(in: dir + "/bezels", poses: [.open])
        let out = dir + "/sweep"
        let console = Console.capturing()
        let status = DuoMockupTool.run(["sweep", capture, "--pose", "book", "--from", "180", "--to", "120",
                                        "--step", "30", "--bezels", bezels, "-o", out], console: console)
        #expect(status == 0, "\(console.capturedError)")
        let names = try FileManager.default.contentsOfDirectory(atPath: out + "/frames").sorted()
        #expect(names.count == 3)
        let sizes = try names.map { try ImageFile.read(path: out + "/frames/" + $0).image }.map { [$0.width, $0.height] }
        #expect(Set(sizes).count == 1, "frames differ in size: \(sizes)")
        let html = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        for n in names { #expect(html.contains("frames/" + n)) }
        // The sweep as an animated PNG, one frame per angle, linked from the page.
        let animation = try [UInt8](Data(contentsOf: URL(fileURLWithPath: out + "/capture-book-sweep.png")))
        #expect(html.contains("capture-book-sweep.png"))
        // acTL follows IHDR and the colour profile (iCCP); its frame count is the sweep's three.
        var at = 8, frames: UInt8?
        while at + 12 <= animation.count {
            let length = Int(animation[at]) << 24 | Int(animation[at + 1]) << 16 | Int(animation[at + 2]) << 8 | Int(animation[at + 3])
            if Array(animation[(at + 4)..<(at + 8)]) == Array("acTL".utf8) { frames = animation[at + 11]; break }
            at += 12 + length
        }
        #expect(frames == 3)

        guard HeadlessBrowser.shouldRun else { return }
        let harness = URL(fileURLWithPath: out + "/harness.html")
        try """
        <!DOCTYPE html><html><body><iframe id="f" src="index.html" width="800" height="600"></iframe><pre id="out">pending</pre>
        <script>
        document.getElementById('f').addEventListener('load', () => {
          const d = document.getElementById('f').contentDocument;
          const img = d.getElementById('frame'), slider = d.getElementById('angle');
          const before = img.getAttribute('src'), label0 = d.getElementById('deg').textContent;
          slider.value = slider.max;
          slider.dispatchEvent(new Event('input', {bubbles: true}));
          const report = () => document.getElementById('out').textContent = JSON.stringify({
            before, after: img.getAttribute('src'), label0, label1: d.getElementById('deg').textContent,
            loaded: img.complete && img.naturalWidth > 0, max: slider.max,
            play: !!d.getElementById('play'), animation: d.getElementById('animation').naturalWidth });
          if (img.complete) report(); else img.addEventListener('load', report);
        });
        </script></body></html>
        """.write(to: harness, atomically: true, encoding: .utf8)
        let result = try HeadlessBrowser.run(harness: harness)
        let json = try JSONSerialization.jsonObject(with: Data(result.utf8)) as! [String: Any]
        #expect(json["before"] as? String != json["after"] as? String, "\(result)")
        #expect((json["after"] as? String)?.hasSuffix("-book-120.png") == true, "\(result)")
        #expect(json["label0"] as? String == "180°" && json["label1"] as? String == "120°", "\(result)")
        #expect(json["loaded"] as? Bool == true, "\(result)")
        #expect(json["play"] as? Bool == true)
        #expect(json["animation"] as? Int == sizes[0][0], "\(result)")
    }

    @Test func refusesAFlatPose() throws {
        let console = Console.capturing()
        let status = DuoMockupTool.run(["sweep", "x.png", "--pose", "open", "-o", "/tmp/never"], console: console)
        #expect(status == 2)
        #expect(console.capturedError.hasPrefix("duo-mockup: error: "))
        #expect(console.capturedError.split(separator: "\n").count == 1)
    }
}
