import DuoMockup
import Foundation
import Testing
import TestSupport

/// The sweep and gallery pages in headless Chromium at a laptop's 1280×720 and a phone's
/// 390×844: the image fits the window and the controls are visible without scrolling; nothing
/// overflows sideways.
@Suite(.serialized) struct PagesFitTheViewportTests {
    static let viewports = [(1280, 720), (390, 844), (1440, 900)]

    /// Loads `page` in an iframe of each viewport size and reports, per size, the bounding boxes of
    /// the elements with the given ids (and of the first `img`), the page's scroll size.
    /// `prepare` (JavaScript, with the frame's document as `d`) runs in each frame before it is
    /// measured; `selectors` are measured too, under their own names.
    func measure(page: String, ids: [String], in folder: String, selectors: [String] = [],
                 prepare: String = "") throws -> [[String: Any]] {
        let frames = Self.viewports.enumerated().map { i, v in
            "<iframe id=\"f\(i)\" src=\"\(page)\" width=\"\(v.0)\" height=\"\(v.1)\" style=\"border:0;display:block\"></iframe>"
        }.joined()
        let harness = URL(fileURLWithPath: folder + "/harness-\(UUID().uuidString).html")
        try """
        <!DOCTYPE html><html><body style="margin:0">\(frames)<pre id="out">pending</pre>
        <script>
        const ids = \(String(decoding: try JSONSerialization.data(withJSONObject: ids), as: UTF8.self));
        const selectors = \(String(decoding: try JSONSerialization.data(withJSONObject: selectors), as: UTF8.self));
        function prepare(d) { \(prepare) }
        const count = \(Self.viewports.count);
        function box(e) { if (!e) return null; const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; }
        function measureAll() {
          const results = [];
          for (let i = 0; i < count; i++) {
            const w = document.getElementById('f' + i).contentWindow, d = w.document;
            const boxes = {};
            for (const id of ids) boxes[id] = box(d.getElementById(id));
            for (const s of selectors) boxes[s] = box(d.querySelector(s));
            boxes.img = box(d.querySelector('img'));
            results.push({width: w.innerWidth, height: w.innerHeight, boxes,
                          scrollWidth: d.documentElement.scrollWidth, scrollHeight: d.documentElement.scrollHeight});
          }
          document.getElementById('out').textContent = JSON.stringify(results);
        }
        let loaded = 0;
        for (let i = 0; i < count; i++) {
          document.getElementById('f' + i).addEventListener('load', () => {
            const imgs = [...document.getElementById('f' + i).contentDocument.images];
            Promise.all(imgs.map(im => im.complete ? 0 : new Promise(r => { im.onload = r; im.onerror = r; })))
              .then(() => { prepare(document.getElementById('f' + i).contentDocument);
                            if (++loaded == count) setTimeout(measureAll, 100); });
          });
        }
        </script></body></html>
        """.write(to: harness, atomically: true, encoding: .utf8)
        let result = try HeadlessBrowser.run(harness: harness)
        return try #require(try JSONSerialization.jsonObject(with: Data(result.utf8)) as? [[String: Any]])
    }

    static func inside(_ b: Any?, width: Double, height: Double) -> Bool {
        guard let b = b as? [Double], b.count == 4 else { return false }
        return b[0] >= -0.5 && b[1] >= -0.5 && b[2] <= width + 0.5 && b[3] <= height + 0.5 && b[2] > b[0] && b[3] > b[1]
    }

    @Test func theSweepPagesImageAndControlsFitTheWindow() throws {
        guard HeadlessBrowser.shouldRun else { return }
        let scratch = try ScratchFolder("duo-pages")
        // A laptop sweep's canvas is tall: 1400×1300.
        try scratch.folder("frames")
        let frame = Image(width: 1400, height: 1300, fill: PremultipliedRGBA8(r: 90, g: 120, b: 200, a: 255))
        try ImageFile.write(frame, to: scratch("frames/a-laptop-180.png"))
        try ImageFile.write(frame, to: scratch("frames/a-laptop-170.png"))
        let page = SweepPage(title: "a: laptop from 180° to 170°",
                             frames: [.init(degrees: 180, file: "frames/a-laptop-180.png"),
                                      .init(degrees: 170, file: "frames/a-laptop-170.png")], width: 1400, height: 1300)
        try AtomicFile.write(Array(page.html.utf8), to: scratch("index.html"))
        for m in try measure(page: "index.html", ids: ["play", "angle", "deg", "frame"], in: scratch.path) {
            let w = m["width"] as! Double, h = m["height"] as! Double
            let boxes = m["boxes"] as! [String: Any]
            for id in ["play", "angle", "deg", "frame"] {
                #expect(Self.inside(boxes[id], width: w, height: h), "\(Int(w))×\(Int(h)): #\(id) at \(boxes[id] ?? "none") is not in view")
            }
            // The image uses the room it has: most of the width or of the height.
            let img = boxes["frame"] as? [Double] ?? [0, 0, 0, 0]
            #expect(img[2] - img[0] >= 0.8 * w || img[3] - img[1] >= 0.5 * h, "\(Int(w))×\(Int(h)): image \(img)")
            #expect((m["scrollWidth"] as! Double) <= w, "\(Int(w))×\(Int(h)): the page scrolls sideways")
        }
    }

    /// With the animated PNG beside the frames, the frame still gets the whole room the title and
    /// the controls leave (the section's summary sits on the stage); opened, the animation takes
    /// the stage's place, fitted inside it, and the controls stay in view.
    @Test(arguments: [false, true]) func theSweepFrameGetsTheRoomWithTheAnimationClosedOrOpen(open: Bool) throws {
        guard HeadlessBrowser.shouldRun else { return }
        let scratch = try ScratchFolder("duo-pages")
        try scratch.folder("frames")
        let frame = Image(width: 3341, height: 2739, fill: PremultipliedRGBA8(r: 90, g: 120, b: 200, a: 255))
        try ImageFile.write(frame, to: scratch("frames/a-book-180.png"))
        try ImageFile.write(frame, to: scratch("frames/a-book-170.png"))
        try ImageFile.write(frame, to: scratch("a-book-sweep.png"))
        let page = SweepPage(title: "a: book from 180° to 170°",
                             frames: [.init(degrees: 180, file: "frames/a-book-180.png"),
                                      .init(degrees: 170, file: "frames/a-book-170.png")],
                             width: 3341, height: 2739, animation: "a-book-sweep.png")
        try AtomicFile.write(Array(page.html.utf8), to: scratch("index.html"))
        for m in try measure(page: "index.html", ids: ["play", "angle", "frame", "animation"], in: scratch.path,
                             selectors: ["h1", ".stage", "summary"],
                             prepare: open ? "d.querySelector('details').open = true;" : "") {
            let w = m["width"] as! Double, h = m["height"] as! Double
            let size = "\(Int(w))×\(Int(h)), \(open ? "open" : "closed")"
            let boxes = m["boxes"] as! [String: Any]
            func b(_ k: String) -> [Double] { boxes[k] as? [Double] ?? [0, 0, 0, 0] }
            for id in ["play", "angle", "summary"] {
                #expect(Self.inside(boxes[id], width: w, height: h), "\(size): \(id) at \(boxes[id] ?? "none") is not in view")
            }
            // The stage runs from under the title to above the controls: nothing else takes room.
            let stage = b(".stage"), title = b("h1"), controls = b("play")
            #expect(stage[1] - title[3] <= 12 && controls[1] - stage[3] <= 12 + 8, "\(size): stage \(stage), title \(title), controls \(controls)")
            #expect(stage[3] - stage[1] >= h - 160, "\(size): the stage is \(stage[3] - stage[1]) px of \(h)")
            // The frame fills the stage one way (it is scaled to fit, keeping its shape).
            let img = b("frame"), inner = (w: stage[2] - stage[0] - 16, h: stage[3] - stage[1] - 16)
            #expect(img[2] - img[0] >= 0.95 * inner.w || img[3] - img[1] >= 0.95 * inner.h, "\(size): frame \(img) in stage \(stage)")
            if open {
                let a = b("animation")
                #expect(Self.inside(boxes["animation"], width: w, height: h), "\(size): the animation \(a) is not in view")
                #expect(a[2] - a[0] >= 0.95 * inner.w || a[3] - a[1] >= 0.95 * inner.h, "\(size): animation \(a) in stage \(stage)")
            }
            #expect((m["scrollWidth"] as! Double) <= w && (m["scrollHeight"] as! Double) <= h + 0.5,
                    "\(size): the page scrolls (\(m["scrollWidth"]!)×\(m["scrollHeight"]!))")
        }
    }

    @Test func theGalleryPageFitsTheWindowSideways() throws {
        guard HeadlessBrowser.shouldRun else { return }
        let scratch = try ScratchFolder("duo-pages")
        try scratch.folder(".gallery/thumbs")
        let thumb = Image(width: 240, height: 170, fill: PremultipliedRGBA8(r: 90, g: 120, b: 200, a: 255))
        try ImageFile.write(thumb, to: scratch(".gallery/thumbs/home-open.png"))
        let long = "screenshots/en-US/a-very-long-folder-name-without-any-break/another-long-one/home-screen-final-v2.png"
        let page = GalleryPage(title: "Gallery: screenshots",
                               groups: [.init(title: "en-US/home", outputs: [(GalleryOutput(pose: .open, degrees: nil, file: "home-open.png"),
                                                                             ".gallery/thumbs/home-open.png")])],
                               failures: [(long, long + ": the capture is 300×300, which is none of the iPhone Duo's sizes")],
                               contactSheet: "contact-sheet.png")
        try AtomicFile.write(Array(page.html.utf8), to: scratch("index.html"))
        for m in try measure(page: "index.html", ids: ["contact-sheet"], in: scratch.path) {
            let w = m["width"] as! Double, h = m["height"] as! Double
            let boxes = m["boxes"] as! [String: Any]
            #expect(Self.inside(boxes["contact-sheet"], width: w, height: h), "\(Int(w))×\(Int(h)): the contact sheet link is not in view")
            #expect((m["scrollWidth"] as! Double) <= w, "\(Int(w))×\(Int(h)): the page scrolls sideways (\(m["scrollWidth"]!))")
        }
    }
}
