import Testing
@testable import Gallery
import _Batch
import Mockup

/// The sweep page: every frame listed, names escaped, nothing loaded from elsewhere.
struct SweepPageTests {
    @Test func listsEveryFrameInOrderAndLoadsNothingFromElsewhere() {
        let frames = [180.0, 175, 170].map { SweepPage.Frame(degrees: $0, file: "frames/a b#-book-\(Int($0)).png") }
        let html = SweepPage(title: "<x> & y", frames: frames, width: 300, height: 200).html
        #expect(html.contains("&lt;x&gt; &amp; y"))
        #expect(html.contains("frames/a%20b%23-book-180.png"))
        let i180 = html.range(of: "book-180")!.lowerBound, i170 = html.range(of: "book-170")!.lowerBound
        #expect(i180 < i170)
        #expect(!html.contains("http://") && !html.contains("https://"))
        #expect(html.contains("type=\"range\"") && html.contains("max=\"2\""))
    }

    @Test func relativeURLKeepsSlashesAndEncodesTheRest() {
        #expect(HTML.relativeURL("de-DE/Über 1.png") == "de-DE/%C3%9Cber%201.png")
    }
}
